import { and, eq } from 'drizzle-orm';
import type { CaseDetails, CaseDetailsView } from '#contract/family-case-details.ts';
import { caseDetails, cases, obituaries, planningForms, planningSubmissions } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';
import { completeCaseTask } from '#server/services/family/tasks/case-tasks.ts';
import { prefilledDetails } from './planning-prefill.ts';

/*
 * GET and POST /api/family/cases/{caseId}/case-details (the add-details task page, decision 0046):
 * what the family saved, or before that what the case and its planning answers tell. Saving keeps the
 * whole set (plain text, shown as text) and marks the add-details task done in the same call.
 */

async function prefill(scope: CaseScope, caseId: number): Promise<CaseDetails | null> {
  const [[theCase], [obituary], [planning]] = await Promise.all([
    scope.select({ decedentName: cases.decedentName }).from(cases, eq(cases.id, caseId)),
    scope
      .select({ bornOn: obituaries.bornOn, diedOn: obituaries.diedOn })
      .from(obituaries, eq(obituaries.caseId, caseId))
      .limit(1),
    scope
      .select({ answers: planningSubmissions.fields, sections: planningForms.sections })
      .from(planningSubmissions, eq(planningSubmissions.caseId, caseId))
      .innerJoin(planningForms, and(eq(planningForms.id, planningSubmissions.formId), scope.owns(planningForms)))
      .limit(1),
  ]);
  if (!theCase) return null;
  return prefilledDetails({
    decedentName: theCase.decedentName,
    bornOn: obituary?.bornOn ?? null,
    diedOn: obituary?.diedOn ?? null,
    planning: planning ?? null,
  });
}

export async function readCaseDetails(scope: CaseScope, caseId: number): Promise<CaseDetailsView | null> {
  if (!scope.isMemberOf(caseId)) return null;
  const [saved] = await scope.selectAll(caseDetails, eq(caseDetails.caseId, caseId));
  if (saved) return { details: saved.details, source: 'saved', updatedAt: saved.updatedAt.toISOString() };
  const details = await prefill(scope, caseId);
  return details ? { details, source: 'planning', updatedAt: null } : null;
}

export async function saveCaseDetails(
  scope: CaseScope,
  caseId: number,
  details: CaseDetails,
  now: Date,
): Promise<CaseDetailsView | null> {
  if (!scope.isMemberOf(caseId)) return null;
  await scope.transaction(async (tx) => {
    await tx
      .insert(caseDetails, { caseId, details, updatedBy: tx.memberId, updatedAt: now })
      .onConflictDoUpdate({ target: caseDetails.caseId, set: { details, updatedBy: tx.memberId, updatedAt: now } });
    await completeCaseTask(tx, caseId, 'add-details', now);
  });
  return { details, source: 'saved', updatedAt: now.toISOString() };
}
