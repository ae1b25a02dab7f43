import { and, eq } from 'drizzle-orm';
import type { PublicationEvent } from '#contract/obituary-publication.ts';
import { staffPublicationActions, type StaffPublicationAction } from '#contract/staff-obituaries.ts';
import { caseTasks, obituaries } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { ensureCaseTasks } from '#server/services/family/tasks/case-tasks.ts';
import {
  factsAfter,
  runPublicationEvent,
  type PublicationOutcome,
  type PublicationPlan,
} from '#server/services/obituaries/publication.ts';

/*
 * The console's steps of an obituary's life (decision 0063): each call is one event of the
 * publication rule, run by services/obituaries/publication.ts (refused: 409 with the rule's words).
 * Asking the family puts its review-obituary task back to do when it was done; a director approving
 * the text for the family makes the waiting change the public text, approved by that director.
 */

/** The family sees the obituary among its tasks again (a done review is to do once more). */
async function reopenReview(tx: TenantScope, caseId: number, now: Date) {
  await ensureCaseTasks(tx, caseId);
  await tx.update(
    caseTasks,
    { status: 'to-do', completedByUserId: null, updatedAt: now },
    and(eq(caseTasks.caseId, caseId), eq(caseTasks.kind, 'review-obituary'), eq(caseTasks.status, 'done')),
  );
}

export async function runStaffPublicationAction(
  scope: TenantScope,
  obituaryId: number,
  action: StaffPublicationAction,
  now: Date,
  /** Who takes the step: the approval of the text is recorded as theirs. */
  actor?: { userId: number },
): Promise<PublicationOutcome> {
  return runPublicationEvent(scope, eq(obituaries.id, obituaryId), now, (row, facts): PublicationPlan => {
    switch (action) {
      case 'approve-text': {
        if (!actor) throw new Error('A director approves the text: who?');
        const changes = {
          textHtml: row.draftTextHtml ?? row.textHtml,
          draftTextHtml: null,
          textApprovedAt: now,
          textApprovedByUserId: actor.userId,
        };
        return { event: { type: 'text.approve', facts: factsAfter(facts, row, changes) }, changes };
      }
      case 'ask-family':
        return { event: { type: 'family.ask' }, afterWrite: (tx) => reopenReview(tx, row.caseId, now) };
      default:
        return { event: { type: staffPublicationActions[action] } as PublicationEvent };
    }
  });
}
