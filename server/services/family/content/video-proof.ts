import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { VideoProof } from '#contract/family-proofs.ts';
import { media, memorialVideos } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';
import { completeCaseTask } from '#server/services/family/tasks/case-tasks.ts';
import type { CaseFileLinks } from '../case-files.ts';
import { addProofComment, commentsOnVideo, commentView } from './proof-comments.ts';
import type { ProofOutcome } from './stationery-proofs.ts';

/*
 * The memorial video proof (issue 13 review-video): the family watches it through signed links
 * (it is not public before approval), comments, and approves; the public memorial-video page
 * shows a video only once approvedAt is set (services/memorial/memorial-video.ts). Approved, it is
 * locked like a stationery proof.
 */

async function videoOf(scope: CaseScope, caseId: number) {
  const [video] = await scope
    .select({
      id: memorialVideos.id,
      videoMediaId: memorialVideos.videoMediaId,
      captionsMediaId: memorialVideos.captionsMediaId,
      posterMediaId: memorialVideos.posterMediaId,
      approvedAt: memorialVideos.approvedAt,
    })
    .from(memorialVideos, eq(memorialVideos.caseId, caseId))
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
  const video = await videoOf(scope, caseId);
  if (!video) return { video: null };
  const ids = [video.videoMediaId, video.captionsMediaId, video.posterMediaId].filter((id) => id !== null);
  const [files, comments] = await Promise.all([
    scope
      .select({ id: media.id, width: media.width, height: media.height, variants: media.variants })
      .from(media, inArray(media.id, ids)),
    commentsOnVideo(scope, video.id),
  ]);
  const linkOf = (id: number | null) => {
    const file = files.find((candidate) => candidate.id === id);
    return file?.variants[0] ? { file, url: links.url(file.id, file.variants[0]), variant: file.variants[0] } : null;
  };
  const main = linkOf(video.videoMediaId);
  if (!main) return { video: null };
  return {
    video: {
      url: main.url,
      contentType: main.variant.contentType,
      captions: linkOf(video.captionsMediaId)?.url ?? null,
      poster: linkOf(video.posterMediaId)?.url ?? null,
      width: main.file.width,
      height: main.file.height,
      approvedAt: video.approvedAt?.toISOString() ?? null,
      comments: comments.map(commentView),
    },
  };
}

export async function commentOnVideo(scope: CaseScope, caseId: number, body: string): Promise<ProofOutcome> {
  if (!scope.isMemberOf(caseId)) return 'not-found';
  const video = await videoOf(scope, caseId);
  if (!video) return 'not-found';
  if (video.approvedAt) return 'locked';
  await addProofComment(scope, caseId, { memorialVideoId: video.id }, body);
  return 'done';
}

/** Approves the video: public from now on; the review-video task is done. */
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
