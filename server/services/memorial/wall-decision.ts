import { and, eq } from 'drizzle-orm';
import type { WallDecisionBody } from '#contract/family-memorial-wall.ts';
import { memorialWallComments } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { completeCaseTask } from '#server/services/family/tasks/case-tasks.ts';

/*
 * The one moderation rule (decision 0052 for the family, decision 0066 for staff): a memory is approved
 * (shown on the public memories page) or rejected (never shown); a decided memory may be decided again
 * (a change of mind); when none of the case's memories is left waiting, the family's
 * review-wall-comments task is done, whoever made the last decision. The family's wall
 * (services/family/content/wall-moderation.ts) and the console (services/staff/memories) both call it,
 * each inside a transaction over its own scope.
 */

/** Decides the case's memory `commentId`; false when the case holds no such memory. */
export async function applyWallDecision(
  tx: TenantScope,
  caseId: number,
  commentId: number,
  { decision }: WallDecisionBody,
  now: Date,
): Promise<boolean> {
  const where = and(eq(memorialWallComments.caseId, caseId), eq(memorialWallComments.id, commentId));
  const changed = await tx
    .update(memorialWallComments, { status: decision === 'approve' ? 'approved' : 'rejected', decidedAt: now }, where)
    .returning({ id: memorialWallComments.id });
  if (changed.length === 0) return false;
  const waiting = and(eq(memorialWallComments.caseId, caseId), eq(memorialWallComments.status, 'pending'));
  if ((await tx.count(memorialWallComments, waiting)) === 0)
    await completeCaseTask(tx, caseId, 'review-wall-comments', now);
  return true;
}
