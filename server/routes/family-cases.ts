import { caseParams } from '#contract/family-arrangements.ts';
import { familyCase, familyCasesPage, familyCasesQuery } from '#contract/family-cases.ts';
import { caseStatement } from '#contract/family-statement.ts';
import { statementHistory } from '#contract/staff-statements.ts';
import { caseScopeOf } from '#server/http/case-scoping.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { findFamilyCase, listFamilyCases } from '#server/services/family/family-cases.ts';
import { loadArrangement } from '#server/services/family/load-arrangement.ts';
import { caseStatementOf } from '#server/services/family/statement.ts';
import { familyStatementHistory } from '#server/services/family/statement-history.ts';
import { familyTags } from './family-route-kit.ts';

/* The member's cases and a case's statement (spec §7 "Family cases"). */

const tags = familyTags.cases;

export const familyCasesRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/cases',
  tags,
  summary: "The signed-in family member's cases",
  description: 'Newest first, paged.',
  request: { query: familyCasesQuery },
  responses: { 200: jsonResponse(familyCasesPage.meta({ id: 'FamilyCasesPage' }), 'One page of cases') },
});

export const familyCaseRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/cases/{caseId}',
  tags,
  summary: 'One case: who, when, where, and where the family stands',
  description: '404 for a case the member does not belong to, the same as one that does not exist.',
  request: { params: caseParams },
  responses: { 200: jsonResponse(familyCase.meta({ id: 'FamilyCase' }), 'The case') },
});

export const caseStatementRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/cases/{caseId}/statement',
  tags,
  summary: 'The Statement of Funeral Goods and Services Selected',
  description:
    'ITEMIZED: lines by price-list category, cash advances apart (estimates where the price is not known), subtotal, ' +
    'tax, total, paid and balance. Priced from the live price list until signed; the statement as signed after.',
  request: { params: caseParams },
  responses: { 200: jsonResponse(caseStatement.meta({ id: 'CaseStatement' }), 'The statement') },
});

export const statementHistoryRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/cases/{caseId}/statement/history',
  tags,
  summary: "The statement's revisions and void statements",
  description:
    'The current statement’s issue, purchaser and note; every revision and void the funeral home made (who, when, ' +
    'why, what changed), newest first; and each void statement as it was signed, readable (decision 0080).',
  request: { params: caseParams },
  responses: { 200: jsonResponse(statementHistory.meta({ id: 'StatementHistory' }), 'The history') },
});

export function registerFamilyCaseRoutes(register: RegisterRoute): void {
  register(familyCasesRoute, async (c) => c.json(await listFamilyCases(caseScopeOf(c), c.req.valid('query')), 200));

  register(familyCaseRoute, async (c) => {
    const found = await findFamilyCase(caseScopeOf(c), c.req.valid('param').caseId);
    return found ? c.json(found, 200) : jsonError(c, 404);
  });

  register(caseStatementRoute, async (c) => {
    const scope = caseScopeOf(c);
    const loaded = await loadArrangement(scope, c.req.valid('param').caseId);
    return loaded ? c.json(await caseStatementOf(scope, loaded), 200) : jsonError(c, 404);
  });

  register(statementHistoryRoute, async (c) => {
    const found = await familyStatementHistory(caseScopeOf(c), c.req.valid('param').caseId);
    return found ? c.json(found, 200) : jsonError(c, 404);
  });
}
