import { asc, eq, inArray } from 'drizzle-orm';
import type { ProofAnswer, ProofComment } from '#contract/family-proofs.ts';
import { proofComments, users } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';

/*
 * The comments on a proof (a stationery page or the memorial video), as plain text: the family's,
 * each with staff's answers under it (decision 0078). One read for the family's review pages and
 * the console, so both show the same thread.
 */

const columns = {
  id: proofComments.id,
  authorName: proofComments.authorName,
  body: proofComments.body,
  createdAt: proofComments.createdAt,
  stationeryPageId: proofComments.stationeryPageId,
  memorialVideoId: proofComments.memorialVideoId,
  answersCommentId: proofComments.answersCommentId,
};

export type CommentRow = {
  id: number;
  authorName: string;
  body: string;
  createdAt: Date;
  answersCommentId: number | null;
};

const answerView = (row: CommentRow): ProofAnswer => ({
  id: row.id,
  authorName: row.authorName,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** The family's comments of `rows` (oldest first), each with its answers. */
export const threadOf = (rows: CommentRow[]): ProofComment[] =>
  rows
    .filter((row) => row.answersCommentId === null)
    .map((row) => ({
      ...answerView(row),
      answers: rows.filter((answer) => answer.answersCommentId === row.id).map(answerView),
    }));

/** The comments and answers on the given pages, oldest first. */
export const commentsOnPages = (scope: CaseScope, pageIds: number[]) =>
  pageIds.length === 0
    ? Promise.resolve([])
    : scope
        .select(columns)
        .from(proofComments, inArray(proofComments.stationeryPageId, pageIds))
        .orderBy(asc(proofComments.createdAt), asc(proofComments.id));

/** The comments and answers on the given video versions, oldest first. */
export const commentsOnVideos = (scope: CaseScope, videoIds: number[]) =>
  videoIds.length === 0
    ? Promise.resolve([])
    : scope
        .select(columns)
        .from(proofComments, inArray(proofComments.memorialVideoId, videoIds))
        .orderBy(asc(proofComments.createdAt), asc(proofComments.id));

/** The signed-in person's name (a family member, or staff through their case scope). */
async function authorName(scope: CaseScope, fallback: string) {
  const [author] = await scope.select({ name: users.name }).from(users, eq(users.id, scope.memberId)).limit(1);
  return author?.name ?? fallback;
}

/** Writes the signed-in member's comment on a page or the video of the case. */
export async function addProofComment(
  scope: CaseScope,
  caseId: number,
  target: { stationeryPageId: number } | { memorialVideoId: number },
  body: string,
): Promise<void> {
  await scope.insert(proofComments, {
    caseId,
    ...target,
    authorUserId: scope.memberId,
    authorName: await authorName(scope, 'A family member'),
    body,
  });
}

/**
 * Staff's answer to one of the family's comments of the case (not to an answer): written on the same
 * page or video, under it. False when the case has no such comment.
 */
export async function answerProofComment(
  scope: CaseScope,
  caseId: number,
  commentId: number,
  body: string,
): Promise<boolean> {
  const [comment] = await scope
    .select({
      caseId: proofComments.caseId,
      stationeryPageId: proofComments.stationeryPageId,
      memorialVideoId: proofComments.memorialVideoId,
      answersCommentId: proofComments.answersCommentId,
    })
    .from(proofComments, eq(proofComments.id, commentId))
    .limit(1);
  if (!comment || comment.caseId !== caseId || comment.answersCommentId !== null) return false;
  await scope.insert(proofComments, {
    caseId,
    stationeryPageId: comment.stationeryPageId,
    memorialVideoId: comment.memorialVideoId,
    answersCommentId: commentId,
    authorUserId: scope.memberId,
    authorName: await authorName(scope, 'The funeral home'),
    body,
  });
  return true;
}
