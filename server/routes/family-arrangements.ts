import type { Clock } from '#server/clock.ts';
import {
  arrangement,
  arrangementPackages,
  caseLineParams,
  caseParams,
  casePackageParams,
  lineBody,
} from '#contract/family-arrangements.ts';
import { caseScopeOf } from '#server/http/case-scoping.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { toArrangement } from '#server/services/family/arrangement-view.ts';
import { addLine, choosePackage, removeLine, updateLine } from '#server/services/family/arrangement-writes.ts';
import { loadArrangement } from '#server/services/family/load-arrangement.ts';
import { listPackages } from '#server/services/family/price-list.ts';
import { familyTags, signedResponse, writeAnswer } from './family-route-kit.ts';

/*
 * A case's arrangement (spec §7 "Family arrangements"): read it, choose a package, add, change and
 * remove lines. Audience 'family': only the member's cases (another case answers 404). Every write
 * answers the whole arrangement after it, and 409 once the contract is signed.
 */

const tags = familyTags.arrangements;
const ArrangementSchema = arrangement.meta({ id: 'Arrangement' });
const LineBodySchema = lineBody.meta({ id: 'ArrangementLineBody' });
const lineBodyContent = { required: true, content: { 'application/json': { schema: LineBodySchema } } };
const maxBodyBytes = 4 * 1024;

export const arrangementRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/arrangements/{caseId}',
  tags,
  summary: "The case's arrangement",
  description:
    'Spec §3: packageId, categories (each with its lines, sorted by position descending then name; the page shows ' +
    'those displayed for the family), hasPurchaser and, once signed, signedAt.',
  request: { params: caseParams },
  responses: { 200: jsonResponse(ArrangementSchema, 'The arrangement') },
});

export const packagesRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/arrangements/{caseId}/packages',
  tags,
  summary: 'The packages a case can choose',
  request: { params: caseParams },
  responses: { 200: jsonResponse(arrangementPackages.meta({ id: 'ArrangementPackages' }), 'The packages') },
});

export const choosePackageRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: '/api/family/arrangements/{caseId}/packages/{packageId}',
  tags,
  summary: 'Choose a package',
  description: "The package's lines replace the previous package's; the lines the family added stay.",
  request: { params: casePackageParams },
  responses: { 200: jsonResponse(ArrangementSchema, 'The arrangement with the package'), 409: signedResponse },
});

export const addLineRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: '/api/family/arrangements/{caseId}/lines',
  tags,
  summary: 'Add an item',
  description:
    'Spec §3 add-item payload: itemId, quantity (1–99), variantId. The price comes from the price list. An item ' +
    'the arrangement holds already is refused (409, naming its line), unless it is sold by the piece: then its ' +
    "line's quantity grows (decision 0072).",
  maxBodyBytes,
  request: { params: caseParams, body: lineBodyContent },
  responses: {
    201: jsonResponse(ArrangementSchema, 'The arrangement with the line, or with more of it'),
    409: errorResponse(
      'The item is in the arrangement already (the message names its line), or the contract is signed',
    ),
  },
});

export const updateLineRoute = defineRoute({
  audience: 'family',
  method: 'patch',
  path: '/api/family/arrangements/{caseId}/lines/{lineId}',
  tags,
  summary: "Set a line's item, variant and quantity",
  description:
    "A selector's line takes one of its choices; a package's item keeps its item (variant and quantity change); " +
    'a line the family added may take another item.',
  maxBodyBytes,
  request: { params: caseLineParams, body: lineBodyContent },
  responses: { 200: jsonResponse(ArrangementSchema, 'The arrangement with the line changed'), 409: signedResponse },
});

export const removeLineRoute = defineRoute({
  audience: 'family',
  method: 'delete',
  path: '/api/family/arrangements/{caseId}/items/{lineId}',
  tags,
  summary: 'Remove a line the family added',
  request: { params: caseLineParams },
  responses: {
    200: jsonResponse(ArrangementSchema, 'The arrangement without the line'),
    409: errorResponse('The line is part of the package (it can be completed, not removed), or the contract is signed'),
  },
});

export function registerFamilyArrangementRoutes(register: RegisterRoute, { clock }: { clock: Clock }): void {
  register(arrangementRoute, async (c) => {
    const loaded = await loadArrangement(caseScopeOf(c), c.req.valid('param').caseId);
    return loaded ? c.json(toArrangement(loaded), 200) : jsonError(c, 404);
  });

  register(packagesRoute, async (c) => {
    const scope = caseScopeOf(c);
    if (!scope.isMemberOf(c.req.valid('param').caseId)) return jsonError(c, 404);
    return c.json({ items: await listPackages(scope) }, 200);
  });

  register(choosePackageRoute, async (c) => {
    const { caseId, packageId } = c.req.valid('param');
    return writeAnswer(c, await choosePackage(caseScopeOf(c), caseId, packageId, clock.now()), 200);
  });

  register(addLineRoute, async (c) => {
    const outcome = await addLine(caseScopeOf(c), c.req.valid('param').caseId, c.req.valid('json'));
    return writeAnswer(c, outcome, 201);
  });

  register(updateLineRoute, async (c) => {
    const { caseId, lineId } = c.req.valid('param');
    return writeAnswer(c, await updateLine(caseScopeOf(c), caseId, lineId, c.req.valid('json')), 200);
  });

  register(removeLineRoute, async (c) => {
    const { caseId, lineId } = c.req.valid('param');
    return writeAnswer(c, await removeLine(caseScopeOf(c), caseId, lineId), 200);
  });
}
