import { caseParams } from '#contract/family-arrangements.ts';
import { caseDetails, caseDetailsView } from '#contract/family-case-details.ts';
import type { Clock } from '#server/clock.ts';
import { caseScopeOf } from '#server/http/case-scoping.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { readCaseDetails, saveCaseDetails } from '#server/services/family/case-details/case-details.ts';
import { familyTags } from './family-route-kit.ts';

/* The life details of the add-details task page (spec §7 GET and POST .../case-details). */

const tags = familyTags.cases;
const view = jsonResponse(caseDetailsView.meta({ id: 'CaseDetailsView' }), 'The details');

export const caseDetailsRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/cases/{caseId}/case-details',
  tags,
  summary: "The decedent's life details",
  description:
    "What the family saved; before the first save, what the case and the planning wizard's answers tell (`source`).",
  request: { params: caseParams },
  responses: { 200: view },
});

export const saveCaseDetailsRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: '/api/family/cases/{caseId}/case-details',
  tags,
  summary: "Save the decedent's life details",
  description: 'Replaces the whole set (empty strings for what is not known) and marks the add-details task done.',
  maxBodyBytes: 64 * 1024,
  request: {
    params: caseParams,
    body: { required: true, content: { 'application/json': { schema: caseDetails.meta({ id: 'CaseDetails' }) } } },
  },
  responses: { 200: view },
});

export function registerFamilyCaseDetailsRoutes(register: RegisterRoute, { clock }: { clock: Clock }): void {
  register(caseDetailsRoute, async (c) => {
    const found = await readCaseDetails(caseScopeOf(c), c.req.valid('param').caseId);
    return found ? c.json(found, 200) : jsonError(c, 404);
  });
  register(saveCaseDetailsRoute, async (c) => {
    const saved = await saveCaseDetails(caseScopeOf(c), c.req.valid('param').caseId, c.req.valid('json'), clock.now());
    return saved ? c.json(saved, 200) : jsonError(c, 404);
  });
}
