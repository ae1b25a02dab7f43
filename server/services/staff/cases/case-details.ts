import type { CaseDetails, CaseDetailsView } from '#contract/family-case-details.ts';
import { saveCaseDetails } from '#server/services/family/case-details/case-details.ts';
import type { StaffOnCase } from './case-family.ts';
import { openCaseScope } from './case-scope.ts';

/*
 * PUT /api/staff/cases/{id}/details: staff write the life details the family's add-details task
 * edits, through the family's own save (the same fields, the same row, the add-details task done), so
 * the family sees them at once and either side may correct the other.
 */
export async function saveDetailsByStaff(
  on: StaffOnCase,
  details: CaseDetails,
  now: Date,
): Promise<CaseDetailsView | null> {
  const caseScope = await openCaseScope(on.scope, on.staffUserId, on.caseId);
  return caseScope ? saveCaseDetails(caseScope, on.caseId, details, now) : null;
}
