import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  stationeryItemTypes,
  stationeryPageTypes,
  stationeryTitles,
  type CaseStationery,
  type StationeryItemType,
  type StationeryPageType,
} from '#contract/family-proofs.ts';
import { media, stationeryPages, stationeryProofs } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';
import { completeCaseTask } from '#server/services/family/tasks/case-tasks.ts';
import type { CaseFileLinks } from '../case-files.ts';
import { addProofComment, commentsOnPages, commentView } from './proof-comments.ts';

/*
 * The stationery proofs of a case (issue 13 review-stationery): the funeral home's prayer card,
 * programme and bookmark, each a set of page images the family comments on and approves. An
 * approved proof is locked: a comment or a second approval is refused (409). Approving the last
 * proof waiting finishes the review-stationery task.
 */

const byOrder =
  <T extends string>(order: readonly T[]) =>
  (a: T, b: T) =>
    order.indexOf(a) - order.indexOf(b);

/** The case's proofs with their pages and comments; null when the case is not the member's. */
export async function listStationery(
  scope: CaseScope,
  caseId: number,
  links: CaseFileLinks,
): Promise<CaseStationery | null> {
  if (!scope.isMemberOf(caseId)) return null;
  const proofs = await scope
    .select({ id: stationeryProofs.id, itemType: stationeryProofs.itemType, approvedAt: stationeryProofs.approvedAt })
    .from(stationeryProofs, eq(stationeryProofs.caseId, caseId));
  const pages =
    proofs.length === 0
      ? []
      : await scope
          .select({
            id: stationeryPages.id,
            proofId: stationeryPages.proofId,
            pageType: stationeryPages.pageType,
            image: { id: media.id, variants: media.variants, width: media.width, height: media.height },
          })
          .from(
            stationeryPages,
            inArray(
              stationeryPages.proofId,
              proofs.map((proof) => proof.id),
            ),
          )
          .innerJoin(media, and(eq(media.id, stationeryPages.imageMediaId), scope.ownsCase(media)))
          .orderBy(asc(stationeryPages.id));
  const comments = await commentsOnPages(
    scope,
    pages.map((page) => page.id),
  );
  return {
    proofs: proofs
      .sort((a, b) => byOrder(stationeryItemTypes)(a.itemType, b.itemType))
      .map((proof) => ({
        itemType: proof.itemType,
        title: stationeryTitles[proof.itemType],
        approvedAt: proof.approvedAt?.toISOString() ?? null,
        pages: pages
          .filter((page) => page.proofId === proof.id && page.image.variants[0])
          .sort((a, b) => byOrder(stationeryPageTypes)(a.pageType, b.pageType))
          .map((page) => ({
            pageType: page.pageType,
            image: {
              url: links.url(page.image.id, page.image.variants[0]!),
              width: page.image.width ?? 0,
              height: page.image.height ?? 0,
            },
            comments: comments.filter((comment) => comment.stationeryPageId === page.id).map(commentView),
          })),
      })),
  };
}

export type ProofOutcome = 'done' | 'not-found' | 'locked';

async function proofOf(scope: CaseScope, caseId: number, itemType: StationeryItemType) {
  const [proof] = await scope
    .select({ id: stationeryProofs.id, approvedAt: stationeryProofs.approvedAt })
    .from(stationeryProofs, and(eq(stationeryProofs.caseId, caseId), eq(stationeryProofs.itemType, itemType)))
    .limit(1);
  return proof ?? null;
}

/** A comment on one page of a proof that is not approved yet. */
export async function commentOnStationery(
  scope: CaseScope,
  caseId: number,
  where: { itemType: StationeryItemType; pageType: StationeryPageType },
  body: string,
): Promise<ProofOutcome> {
  const proof = await proofOf(scope, caseId, where.itemType);
  if (!proof) return 'not-found';
  if (proof.approvedAt) return 'locked';
  const [page] = await scope
    .select({ id: stationeryPages.id })
    .from(stationeryPages, and(eq(stationeryPages.proofId, proof.id), eq(stationeryPages.pageType, where.pageType)))
    .limit(1);
  if (!page) return 'not-found';
  await addProofComment(scope, caseId, { stationeryPageId: page.id }, body);
  return 'done';
}

/** Approves (locks) a proof; the last one approved finishes the review-stationery task. */
export async function approveStationery(
  scope: CaseScope,
  caseId: number,
  itemType: StationeryItemType,
  now: Date,
): Promise<ProofOutcome> {
  return scope.transaction(async (tx) => {
    const proof = await proofOf(tx, caseId, itemType);
    if (!proof) return 'not-found';
    // Only a proof still open is approved: of two approvals at once, the second finds it locked.
    const approved = await tx
      .update(
        stationeryProofs,
        { approvedAt: now },
        and(eq(stationeryProofs.id, proof.id), isNull(stationeryProofs.approvedAt)),
      )
      .returning({ id: stationeryProofs.id });
    if (approved.length === 0) return 'locked';
    const waiting = await tx.count(
      stationeryProofs,
      and(eq(stationeryProofs.caseId, caseId), isNull(stationeryProofs.approvedAt)),
    );
    if (waiting === 0) await completeCaseTask(tx, caseId, 'review-stationery', now);
    return 'done';
  });
}
