import { caseReference } from '#contract/planning.ts';
import type { ArrangementState, StaffCase } from '#contract/staff-cases.ts';
import type { CaseScope, TenantScope } from '#server/db/tenant-scope.ts';
import { readCaseDetails } from '#server/services/family/case-details/case-details.ts';
import { loadArrangement } from '#server/services/family/load-arrangement.ts';
import { caseStatementOf } from '#server/services/family/statement.ts';
import { membersOfCase } from '#server/services/family/tasks/case-members.ts';
import { caseFacts } from './case-facts.ts';
import { caseHead, staffCaseScope } from './case-scope.ts';

/*
 * GET /api/staff/cases/{id}: the case page. The details, members, arrangement and statement come
 * from the family's own services over the staff member's CaseScope (case-scope.ts), so the console
 * and the portal never disagree: the totals are the family statement's (caseStatementOf, over
 * contract/arrangement-rules.ts totalsOf); the rest is one query of the console's own (case-facts.ts).
 * Eight queries with the session's, whatever the number of members, invitations, tasks or lines
 * (case-page.test.ts counts them).
 */

async function arrangementState(scope: CaseScope, caseId: number): Promise<ArrangementState | null> {
  const loaded = await loadArrangement(scope, caseId);
  if (!loaded) return null;
  const statement = await caseStatementOf(scope, loaded);
  return {
    packageName: loaded.packageName,
    signedAt: loaded.contract?.signedAt?.toISOString() ?? null,
    signerName: loaded.contract?.signedAt ? loaded.contract.signerName : null,
    totalCents: statement.totalCents,
    paidCents: statement.paidCents,
    balanceCents: statement.balanceCents,
    hasEstimates: statement.hasEstimates,
  };
}

export async function staffCasePage(
  scope: TenantScope,
  staffUserId: number,
  caseId: number,
  now: Date,
): Promise<StaffCase | null> {
  const head = await caseHead(scope, caseId);
  if (!head) return null;
  const caseScope = staffCaseScope(scope, staffUserId, caseId);
  const [details, members, arrangement, facts] = await Promise.all([
    readCaseDetails(caseScope, caseId),
    membersOfCase(caseScope, caseId),
    arrangementState(caseScope, caseId),
    caseFacts(caseScope, caseId, now),
  ]);
  if (!details || !arrangement || !facts) return null;
  return {
    id: head.id,
    reference: caseReference(head.id),
    status: head.status,
    decedentName: head.decedentName,
    nameSlug: head.nameSlug,
    locationId: head.locationId,
    locationName: head.locationName,
    openedAt: head.openedAt.toISOString(),
    details,
    members,
    arrangement,
    ...facts,
  };
}
