import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { VideoProof } from '#contract/family-proofs.ts';
import { memorialVideos } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';
import { completeCaseTask } from '#server/services/family/tasks/case-tasks.ts';
import type { CaseFileLinks } from '../case-files.ts';
import { addProofComment } from './proof-comments.ts';
import { videoVersions } from './proof-versions.ts';
import type { ProofOutcome } from './stationery-proofs.ts';

/*
 * The memorial video proof (the review-video task, decision 0052): the family watches it through signed links
 * (it is not public before approval), comments, and approves; the public memorial-video page
 * plays the newest approved version (services/memorial/memorial-video.ts). The video has versions
 * (decision 0078): the family reviews the newest one sent and reads the older ones; an approved
 * version is locked like a stationery proof.
 */

/** The newest version the family was sent. */
async function videoOf(scope: CaseScope, caseId: number) {
  const [video] = await scope
    .select({ id: memorialVideos.id, approvedAt: memorialVideos.approvedAt })
    .from(memorialVideos, and(eq(memorialVideos.caseId, caseId), isNotNull(memorialVideos.sentAt)))
    .orderBy(desc(memorialVideos.version))
    .limit(1);
  return video ?? null;
}

/** The case's video proof ({ video: null } before there is one); null when the case is not the member's. */
export async function findVideoProof(
  scope: CaseScope,
  caseId: number,
  links: CaseFileLinks,
): Promise<VideoProof | null> {
  if (!scope.isMemberOf(caseId)) return null;
  const [newest, ...history] = await videoVersions(scope, caseId, links, { drafts: false });
  return { video: newest ? { ...newest, history } : null };
}

export async function commentOnVideo(scope: CaseScope, caseId: number, body: string): Promise<ProofOutcome> {
  if (!scope.isMemberOf(caseId)) return 'not-found';
  const video = await videoOf(scope, caseId);
  if (!video) return 'not-found';
  if (video.approvedAt) return 'locked';
  await addProofComment(scope, caseId, { memorialVideoId: video.id }, body);
  return 'done';
}

/** Approves the newest version: public from now on; the review-video task is done. */
export async function approveVideo(scope: CaseScope, caseId: number, now: Date): Promise<ProofOutcome> {
  if (!scope.isMemberOf(caseId)) return 'not-found';
  return scope.transaction(async (tx) => {
    const video = await videoOf(tx, caseId);
    if (!video) return 'not-found';
    const approved = await tx
      .update(
        memorialVideos,
        { approvedAt: now },
        and(eq(memorialVideos.id, video.id), isNull(memorialVideos.approvedAt)),
      )
      .returning({ id: memorialVideos.id });
    if (approved.length === 0) return 'locked';
    await completeCaseTask(tx, caseId, 'review-video', now);
    return 'done';
  });
}
