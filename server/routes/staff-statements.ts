import type { Context } from 'hono';
import { caseIdParams } from '#contract/staff-cases.ts';
import {
  reviseStatementBody,
  staffStatementReasons,
  statementHistory,
  statementReasonMessages,
  statementReasonsBody,
  voidStatementBody,
} from '#contract/staff-statements.ts';
import { userOf } from '#server/http/authentication.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import { reviseStatement } from '#server/services/staff/statements/revise-statement.ts';
import type {
  StatementChangeDeps,
  StatementChangeOutcome,
} from '#server/services/staff/statements/statement-change-kit.ts';
import { writeStatementReasons } from '#server/services/staff/statements/statement-reasons.ts';
import { voidStatement } from '#server/services/staff/statements/void-statement.ts';

/*
 * A signed statement's changes in the console (decision 0080): revise it (the
 * signature stays) or void it (the next statement waits for the family's signature). `cases.work`:
 * owners and directors. The history is read with the case page (GET /api/staff/cases/{id}, its
 * `statement`). Another company's case is 404. Before signing, staff write the statement's reasons
 * (decision 0109: a required purchase's and embalming's), signed with it.
 */

const tags = ['Staff: cases'];
const HistorySchema = statementHistory.meta({ id: 'StatementHistory' });
const conflictResponse = errorResponse('The statement named is not the signed one: voided already, or not signed');

export const reviseStatementRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.work',
  method: 'post',
  path: '/api/staff/cases/{id}/statement/revisions',
  tags,
  summary: 'Revise the signed statement (the signature stays)',
  description:
    'Corrects the purchaser’s details and the statement’s note of the signed statement named by `issue`, with a ' +
    'reason that is kept with who and when. Items, quantities and prices never change by a revision: `lines`, ' +
    'when sent, must be the signed ones (422 otherwise: void and reissue instead). The purchaser is mailed.',
  maxBodyBytes: 64 * 1024,
  request: {
    params: caseIdParams,
    body: {
      required: true,
      content: { 'application/json': { schema: reviseStatementBody.meta({ id: 'ReviseStatementBody' }) } },
    },
  },
  responses: {
    200: jsonResponse(HistorySchema, 'The statement’s history with the revision'),
    409: conflictResponse,
    422: errorResponse('Invalid body, nothing changed, or an item, quantity or price changed'),
  },
});

export const voidStatementRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.work',
  method: 'post',
  path: '/api/staff/cases/{id}/statement/void',
  tags,
  summary: 'Void the signed statement and reissue it for the family to sign',
  description:
    'The signed statement named by `issue` becomes void (kept, readable, with who, when and why); the next issue ' +
    'is unsigned at once, so the family can change the arrangement and sign again. Payments stay on the case. ' +
    'The purchaser is mailed. 409 when that statement is void already (two people voiding at once make one void).',
  maxBodyBytes: 4 * 1024,
  request: {
    params: caseIdParams,
    body: {
      required: true,
      content: { 'application/json': { schema: voidStatementBody.meta({ id: 'VoidStatementBody' }) } },
    },
  },
  responses: {
    200: jsonResponse(HistorySchema, 'The statement’s history with the void'),
    409: conflictResponse,
    422: errorResponse('Invalid body'),
  },
});

export const statementReasonsRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.work',
  method: 'put',
  path: '/api/staff/cases/{id}/statement/reasons',
  tags,
  summary: 'Write the statement’s reasons (a required purchase’s, embalming’s)',
  description:
    'Both reasons the family reads on the statement below the Funeral Rule’s sentences, replaced whole (empty ' +
    'for none): the legal, cemetery or crematory requirement that compels a purchase (16 CFR 453.3(d)(2); ' +
    'printed as "None" when empty) and why embalming was charged (453.5(b); printed only when the statement ' +
    'has an embalming line, with default words when empty). Part of what the family signs: 409 once the ' +
    'contract is signed (a void reissues the statement, and they can be written again).',
  maxBodyBytes: 16 * 1024,
  request: {
    params: caseIdParams,
    body: {
      required: true,
      content: { 'application/json': { schema: statementReasonsBody.meta({ id: 'StatementReasonsBody' }) } },
    },
  },
  responses: {
    200: jsonResponse(staffStatementReasons.meta({ id: 'StaffStatementReasons' }), 'The reasons as saved'),
    409: errorResponse('The contract is signed: the reasons were signed with the statement'),
    422: errorResponse('Invalid body'),
  },
});

function changeAnswer(c: Context<AppEnv>, outcome: StatementChangeOutcome) {
  switch (outcome.kind) {
    case 'not-found':
      return jsonError(c, 404);
    case 'conflict':
      return jsonError(c, 409, [{ path: '', message: outcome.message }]);
    case 'invalid':
      return jsonError(c, 422, [{ path: outcome.path, message: outcome.message }]);
    case 'done':
      return c.json(outcome.history, 200);
  }
}

export function registerStaffStatementRoutes(register: RegisterRoute, deps: StatementChangeDeps): void {
  register(reviseStatementRoute, async (c) => {
    const on = { scope: scopeOf(c), staffUserId: userOf(c).id, caseId: c.req.valid('param').id };
    return changeAnswer(c, await reviseStatement(deps, on, c.req.valid('json')));
  });

  register(voidStatementRoute, async (c) => {
    const on = { scope: scopeOf(c), staffUserId: userOf(c).id, caseId: c.req.valid('param').id };
    return changeAnswer(c, await voidStatement(deps, on, c.req.valid('json')));
  });

  register(statementReasonsRoute, async (c) => {
    const on = { scope: scopeOf(c), staffUserId: userOf(c).id, caseId: c.req.valid('param').id };
    const outcome = await writeStatementReasons(on, c.req.valid('json'), deps.clock.now());
    if (outcome.kind === 'not-found') return jsonError(c, 404);
    if (outcome.kind === 'signed') return jsonError(c, 409, [{ path: '', message: statementReasonMessages.signed }]);
    return c.json(outcome.reasons, 200);
  });
}
