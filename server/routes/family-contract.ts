import { caseParams, purchaserDetails } from '#contract/family-arrangements.ts';
import { contractMessages, contractSubmitBody, familyContract } from '#contract/family-statement.ts';
import type { ClientAddress } from '#server/http/client-address.ts';
import { caseScopeOf } from '#server/http/case-scoping.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import {
  findContract,
  saveContractDetails,
  submitContract,
  type ContractDeps,
} from '#server/services/family/contract.ts';
import { familyTags, idempotentHeaders, signedResponse } from './family-route-kit.ts';
import { idempotentJson, keyReusedError } from './idempotent-answers.ts';

/* The contract: the purchaser's details and the signature (spec §7; decision 0038). */

const tags = familyTags.arrangements;
const ContractSchema = familyContract.meta({ id: 'FamilyContract' });

export const contractRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/arrangements/{caseId}/contract',
  tags,
  summary: 'The purchaser and the signature',
  request: { params: caseParams },
  responses: { 200: jsonResponse(ContractSchema, 'The contract (purchaser and signature null until given)') },
});

export const contractDetailsRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: '/api/family/arrangements/{caseId}/contract/details',
  tags,
  summary: "Enter the purchaser's details",
  description: 'Name, relationship, address, phone and email of the person who signs and pays; replaced whole.',
  maxBodyBytes: 8 * 1024,
  request: {
    params: caseParams,
    body: {
      required: true,
      content: { 'application/json': { schema: purchaserDetails.meta({ id: 'PurchaserDetails' }) } },
    },
  },
  responses: { 200: jsonResponse(ContractSchema, 'The contract with the purchaser'), 409: signedResponse },
});

export const contractSubmitRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: '/api/family/arrangements/{caseId}/contract/submit',
  tags,
  summary: 'Sign the statement',
  description:
    'The purchaser types their full name (case and spaces do not matter) and gives consent. The server keeps who, ' +
    'when, from which address and browser, and the statement as signed with its SHA-256: prices are frozen from ' +
    'then on. The purchaser and the location get the statement by mail. 422 without a purchaser, with selections ' +
    'incomplete or another name; 409 once signed. A repeat with the same Idempotency-Key answers the first signing.',
  maxBodyBytes: 4 * 1024,
  request: {
    params: caseParams,
    headers: idempotentHeaders,
    body: {
      required: true,
      content: { 'application/json': { schema: contractSubmitBody.meta({ id: 'ContractSubmit' }) } },
    },
  },
  responses: {
    200: jsonResponse(ContractSchema, 'Signed'),
    409: signedResponse,
    422: errorResponse(
      'Invalid body, no purchaser, selections incomplete, another name, or the key used for another request',
    ),
  },
});

export interface FamilyContractRoutesDeps extends ContractDeps {
  clientAddress: ClientAddress;
}

const signed = [{ path: '', message: contractMessages.signed }];

export function registerFamilyContractRoutes(register: RegisterRoute, deps: FamilyContractRoutesDeps): void {
  register(contractRoute, async (c) => {
    const found = await findContract(caseScopeOf(c), c.req.valid('param').caseId);
    return found ? c.json(found, 200) : jsonError(c, 404);
  });

  register(contractDetailsRoute, async (c) => {
    const outcome = await saveContractDetails(
      caseScopeOf(c),
      c.req.valid('param').caseId,
      c.req.valid('json'),
      deps.clock.now(),
    );
    if (outcome.kind === 'not-found') return jsonError(c, 404);
    if (outcome.kind === 'signed') return jsonError(c, 409, signed);
    return c.json(outcome.contract, 200);
  });

  register(contractSubmitRoute, async (c) => {
    const outcome = await submitContract(deps, caseScopeOf(c), c.req.valid('param').caseId, {
      body: c.req.valid('json'),
      idempotencyKey: c.req.valid('header')['idempotency-key'],
      clientAddress: deps.clientAddress(c),
      userAgent: c.req.header('user-agent') ?? '',
    });
    switch (outcome.kind) {
      case 'not-found':
        return jsonError(c, 404);
      case 'already-signed':
        return jsonError(c, 409, signed);
      case 'invalid':
        return jsonError(c, 422, [{ path: outcome.path, message: outcome.message }]);
      case 'key-reused':
        return keyReusedError(c, contractMessages.keyReused);
      case 'signed':
        return idempotentJson(c, outcome, outcome.contract, 200);
    }
  });
}
