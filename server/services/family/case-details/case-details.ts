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

/**
 * The saved details and, for a case without them, what the prefill reads (the case's name, its
 * obituary's dates, its planning answers with their form): one query, as the case page reads it for
 * staff beside the rest of the case (services/staff/cases/case-page.ts).
 */
function detailsQuery(scope: CaseScope, caseId: number) {
  return scope
    .select({
      saved: { details: caseDetails.details, updatedAt: caseDetails.updatedAt },
      decedentName: cases.decedentName,
      bornOn: obituaries.bornOn,
      diedOn: obituaries.diedOn,
      planning: { answers: planningSubmissions.fields, sections: planningForms.sections },
    })
    .from(cases, eq(cases.id, caseId))
    .leftJoin(caseDetails, and(eq(caseDetails.caseId, cases.id), scope.ownsCase(caseDetails)))
    .leftJoin(obituaries, and(eq(obituaries.caseId, cases.id), scope.ownsCase(obituaries)))
    .leftJoin(planningSubmissions, and(eq(planningSubmissions.caseId, cases.id), scope.ownsCase(planningSubmissions)))
    .leftJoin(planningForms, and(eq(planningForms.id, planningSubmissions.formId), scope.owns(planningForms)))
    .limit(1);
}

export async function readCaseDetails(scope: CaseScope, caseId: number): Promise<CaseDetailsView | null> {
  if (!scope.isMemberOf(caseId)) return null;
  const [found] = await detailsQuery(scope, caseId);
  if (!found) return null;
  if (found.saved)
    return { details: found.saved.details, source: 'saved', updatedAt: found.saved.updatedAt.toISOString() };
  const details = prefilledDetails({
    decedentName: found.decedentName,
    bornOn: found.bornOn,
    diedOn: found.diedOn,
    // The form is joined to the submission: both are there, or neither.
    planning:
      found.planning.answers && found.planning.sections
        ? { answers: found.planning.answers, sections: found.planning.sections }
        : null,
  });
  return { details, source: 'planning', updatedAt: null };
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
