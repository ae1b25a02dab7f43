import { and, asc, desc, eq } from 'drizzle-orm';
import type {
  CommentStatus,
  WallCommentsPage,
  WallDecisionBody,
  WallSettingsBody,
} from '#contract/family-memorial-wall.ts';
import type { PagingQuery } from '#contract/paging.ts';
import { media, memorialWallComments, memorialWallSettings, obituaries } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';
import { wallSettingsOf } from '#server/services/memorial/wall-settings.ts';
import { completeCaseTask } from '#server/services/family/tasks/case-tasks.ts';
import { applyWallDecision } from '#server/services/memorial/wall-decision.ts';
import { memoryColumns, memoryView } from '#server/services/memorial/memory-row.ts';
import type { CaseFileLinks } from '../case-files.ts';

/*
 * The family moderates its memorial wall (the review-wall-comments and review-wall-settings tasks,
 * decision 0052). The public memories page lists approved memories only (services/memorial/memories.ts),
 * so a decision here is what makes a memory public or keeps it off the page.
 */

const ofStatus = (caseId: number, status: CommentStatus) =>
  and(eq(memorialWallComments.caseId, caseId), eq(memorialWallComments.status, status));

/** Whether the case is the member's and has a memorial (an obituary: pre-plans have none). */
async function hasWall(scope: CaseScope, caseId: number): Promise<boolean> {
  return (await scope.count(obituaries, eq(obituaries.caseId, caseId))) > 0;
}

/** One page of the case's memories of a status: pending oldest first (a queue), decided newest first. */
export async function listWallComments(
  scope: CaseScope,
  caseId: number,
  status: CommentStatus,
  { page, pageSize }: PagingQuery,
  links: CaseFileLinks,
): Promise<WallCommentsPage | null> {
  if (!(await hasWall(scope, caseId))) return null;
  const order =
    status === 'pending'
      ? [asc(memorialWallComments.createdAt), asc(memorialWallComments.id)]
      : [desc(memorialWallComments.createdAt), desc(memorialWallComments.id)];
  const [rows, total, pendingTotal] = await Promise.all([
    scope
      .select(memoryColumns)
      .from(memorialWallComments, ofStatus(caseId, status))
      .leftJoin(media, and(eq(media.id, memorialWallComments.photoMediaId), scope.ownsCase(media)))
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    scope.count(memorialWallComments, ofStatus(caseId, status)),
    scope.count(memorialWallComments, ofStatus(caseId, 'pending')),
  ]);
  return {
    items: rows.map((row) => memoryView(row, links)),
    page,
    pageSize,
    total,
    pendingTotal,
  };
}

/** Approves or rejects one memory of the case (the one rule: services/memorial/wall-decision.ts). False: not found. */
export async function decideWallComment(
  scope: CaseScope,
  caseId: number,
  commentId: number,
  decision: WallDecisionBody,
  now: Date,
): Promise<boolean> {
  return scope.transaction((tx) => applyWallDecision(tx, caseId, commentId, decision, now));
}

/** The wall's settings (defaults until the family saves them); null: not the member's memorial. */
export async function findWallSettings(scope: CaseScope, caseId: number): Promise<WallSettingsBody | null> {
  return (await hasWall(scope, caseId)) ? wallSettingsOf(scope, caseId) : null;
}

/** Saves the wall's settings; the review-wall-settings task is done. */
export async function saveWallSettings(
  scope: CaseScope,
  caseId: number,
  settings: WallSettingsBody,
  now: Date,
): Promise<WallSettingsBody | null> {
  if (!(await hasWall(scope, caseId))) return null;
  await scope.transaction(async (tx) => {
    await tx
      .insert(memorialWallSettings, { caseId, ...settings })
      .onConflictDoUpdate({ target: memorialWallSettings.caseId, set: settings });
    await completeCaseTask(tx, caseId, 'review-wall-settings', now);
  });
  return settings;
}
