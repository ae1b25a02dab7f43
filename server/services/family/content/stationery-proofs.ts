import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  stationeryTitles,
  type CaseStationery,
  type StationeryItemType,
  type StationeryPageType,
} from '#contract/family-proofs.ts';
import { stationeryPages, stationeryProofs } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';
import { completeCaseTask } from '#server/services/family/tasks/case-tasks.ts';
import type { CaseFileLinks } from '../case-files.ts';
import { addProofComment } from './proof-comments.ts';
import { stationeryVersions } from './proof-versions.ts';

/*
 * The stationery proofs of a case (the review-stationery task, decision 0052): the funeral home's prayer card,
 * programme and bookmark, each a set of page images the family comments on and approves. A proof
 * has versions (decision 0078): the family reviews the newest one sent, reads the older ones, and
 * approves a version; an approved version is locked (409). The review-stationery task is done
 * once the newest version of every proof is approved.
 */

/** The case's proofs (newest version, older ones as history); null when the case is not the member's. */
export async function listStationery(
  scope: CaseScope,
  caseId: number,
  links: CaseFileLinks,
): Promise<CaseStationery | null> {
  if (!scope.isMemberOf(caseId)) return null;
  const items = await stationeryVersions(scope, caseId, links, { drafts: false });
  return {
    proofs: items.flatMap(({ itemType, versions: [newest, ...history] }) =>
      newest ? [{ ...newest, itemType, title: stationeryTitles[itemType], history }] : [],
    ),
  };
}

export type ProofOutcome = 'done' | 'not-found' | 'locked';

/** The newest version of a proof the family was sent. */
async function proofOf(scope: CaseScope, caseId: number, itemType: StationeryItemType) {
  const [proof] = await scope
    .select({ id: stationeryProofs.id, approvedAt: stationeryProofs.approvedAt })
    .from(
      stationeryProofs,
      and(
        eq(stationeryProofs.caseId, caseId),
        eq(stationeryProofs.itemType, itemType),
        isNotNull(stationeryProofs.sentAt),
      ),
    )
    .orderBy(desc(stationeryProofs.version))
    .limit(1);
  return proof ?? null;
}

/** A comment on one page of the newest version of a proof, while it is not approved. */
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

/** Whether the newest sent version of every proof of the case is approved. */
export async function everyProofApproved(scope: CaseScope, caseId: number): Promise<boolean> {
  const sent = await scope
    .select({ itemType: stationeryProofs.itemType, approvedAt: stationeryProofs.approvedAt })
    .from(stationeryProofs, and(eq(stationeryProofs.caseId, caseId), isNotNull(stationeryProofs.sentAt)))
    .orderBy(desc(stationeryProofs.version));
  const newest = new Map<StationeryItemType, Date | null>();
  for (const row of sent) if (!newest.has(row.itemType)) newest.set(row.itemType, row.approvedAt);
  return [...newest.values()].every((approvedAt) => approvedAt !== null);
}

/** Approves (locks) the newest version of a proof; the last one approved finishes the review-stationery task. */
export async function approveStationery(
  scope: CaseScope,
  caseId: number,
  itemType: StationeryItemType,
  now: Date,
): Promise<ProofOutcome> {
  return scope.transaction(async (tx) => {
    const proof = await proofOf(tx, caseId, itemType);
    if (!proof) return 'not-found';
    // Only a version still open is approved: of two approvals at once, the second finds it locked.
    const approved = await tx
      .update(
        stationeryProofs,
        { approvedAt: now },
        and(eq(stationeryProofs.id, proof.id), isNull(stationeryProofs.approvedAt)),
      )
      .returning({ id: stationeryProofs.id });
    if (approved.length === 0) return 'locked';
    if (await everyProofApproved(tx, caseId)) await completeCaseTask(tx, caseId, 'review-stationery', now);
    return 'done';
  });
}
