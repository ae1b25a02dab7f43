import { asc, eq, inArray } from 'drizzle-orm';
import type { ProofComment } from '#contract/family-proofs.ts';
import { proofComments, users } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';

/* The comments the family writes on a proof (a stationery page or the memorial video), as plain text. */

const columns = {
  id: proofComments.id,
  authorName: proofComments.authorName,
  body: proofComments.body,
  createdAt: proofComments.createdAt,
  stationeryPageId: proofComments.stationeryPageId,
  memorialVideoId: proofComments.memorialVideoId,
};

type Row = { id: number; authorName: string; body: string; createdAt: Date };

export const commentView = (row: Row): ProofComment => ({
  id: row.id,
  authorName: row.authorName,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** The comments on the given pages, oldest first. */
export const commentsOnPages = (scope: CaseScope, pageIds: number[]) =>
  pageIds.length === 0
    ? Promise.resolve([])
    : scope
        .select(columns)
        .from(proofComments, inArray(proofComments.stationeryPageId, pageIds))
        .orderBy(asc(proofComments.createdAt), asc(proofComments.id));

/** The comments on the memorial video, oldest first. */
export const commentsOnVideo = (scope: CaseScope, videoId: number) =>
  scope
    .select(columns)
    .from(proofComments, eq(proofComments.memorialVideoId, videoId))
    .orderBy(asc(proofComments.createdAt), asc(proofComments.id));

/** Writes the signed-in member's comment on a page or the video of the case. */
export async function addProofComment(
  scope: CaseScope,
  caseId: number,
  target: { stationeryPageId: number } | { memorialVideoId: number },
  body: string,
): Promise<void> {
  const [author] = await scope.select({ name: users.name }).from(users, eq(users.id, scope.memberId)).limit(1);
  await scope.insert(proofComments, {
    caseId,
    ...target,
    authorUserId: scope.memberId,
    authorName: author?.name ?? 'A family member',
    body,
  });
}
