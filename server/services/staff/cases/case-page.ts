import { caseReference } from '#contract/planning.ts';
import type { ArrangementState, StaffCase } from '#contract/staff-cases.ts';
import type { CaseScope, TenantScope } from '#server/db/tenant-scope.ts';
import type { LoadedArrangement } from '#server/services/family/load-arrangement.ts';
import { caseStatementOf } from '#server/services/family/statement.ts';
import { staffReasonsOf } from '../statements/statement-reasons.ts';
import { caseHeadAndFacts } from './case-facts.ts';
import { staffCaseScope } from './case-scope.ts';

/*
 * GET /api/staff/cases/{id}: the case page. The details, members, arrangement and statement come
 * from the family's own services over the staff member's CaseScope (case-scope.ts), so the console
 * and the portal never disagree: the totals are the family statement's (caseStatementOf, over
 * contract/arrangement-rules.ts totalsOf); the case itself, its details, members, arrangement and the
 * rest are one query (case-facts.ts): two with the session's, whatever the number of members,
 * invitations, tasks or lines (case-page.test.ts).
 */

async function arrangementState(scope: CaseScope, loaded: LoadedArrangement): Promise<ArrangementState> {
  const statement = await caseStatementOf(scope, loaded);
  return {
    packageName: loaded.packageName,
    signedAt: loaded.contract?.signedAt?.toISOString() ?? null,
    signerName: loaded.contract?.signedAt ? loaded.contract.signerName : null,
    totalCents: statement.totalCents,
    paidCents: statement.paidCents,
    balanceCents: statement.balanceCents,
    hasEstimates: statement.hasEstimates,
    reasons: staffReasonsOf(loaded, statement),
  };
}

export async function staffCasePage(
  scope: TenantScope,
  staffUserId: number,
  caseId: number,
  now: Date,
): Promise<StaffCase | null> {
  const found = await caseHeadAndFacts(scope, caseId, now);
  if (!found) return null;
  const { head, facts } = found;
  const arrangement = await arrangementState(staffCaseScope(scope, staffUserId, caseId), found.arrangement);
  return {
    id: head.id,
    reference: caseReference(head.id),
    status: head.status,
    decedentName: head.decedentName,
    nameSlug: head.nameSlug,
    locationId: head.locationId,
    locationName: head.locationName,
    openedAt: head.openedAt.toISOString(),
    arrangement,
    ...facts,
  };
}
