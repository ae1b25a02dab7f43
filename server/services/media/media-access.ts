import { and, eq, isNotNull, or } from 'drizzle-orm';
import { media, memorialVideos, memorialWallComments, obituaries, type MediaVariant } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { fileNameOf } from '#server/media/media-keys.ts';
import { wallSettingsOf } from '#server/services/memorial/wall-settings.ts';
import { isPublished } from '#server/services/obituaries/published-obituary.ts';

/*
 * Who may fetch a stored file (decision 0032), asked on every request to /api/web/media/{id}/{file}:
 * - album photos and music, and the obituary's photo: once the case's obituary is published;
 * - a memory's photo: once its memory is approved, while the wall is shown;
 * - the memorial video, its captions and poster: once the family approved the video;
 * - the company's stock theme images and its picture library (no case; decision 0107): always.
 * Anything else (pending, rejected, unpublished, another company's) is answered as not found, so
 * guessing ids finds nothing.
 */

const isCasePublished = async (scope: TenantScope, caseId: number) =>
  (await scope.count(obituaries, and(eq(obituaries.caseId, caseId), isPublished))) > 0;

async function isPublic(
  scope: TenantScope,
  row: { id: number; caseId: number | null; album: string },
): Promise<boolean> {
  // The company's own files (stock themes, its picture library) are meant for every page of its site.
  if (row.caseId === null) return row.album === 'themes' || row.album === 'library';
  if (!(await isCasePublished(scope, row.caseId))) return false;
  switch (row.album) {
    case 'photos':
    case 'music':
    case 'obituary':
      return true;
    case 'memory':
      return (
        (await wallSettingsOf(scope, row.caseId)).shown &&
        (await scope.count(
          memorialWallComments,
          and(eq(memorialWallComments.photoMediaId, row.id), eq(memorialWallComments.status, 'approved')),
        )) > 0
      );
    case 'video':
      return (
        (await scope.count(
          memorialVideos,
          and(
            isNotNull(memorialVideos.approvedAt),
            or(
              eq(memorialVideos.videoMediaId, row.id),
              eq(memorialVideos.captionsMediaId, row.id),
              eq(memorialVideos.posterMediaId, row.id),
            ),
          ),
        )) > 0
      );
    default:
      return false;
  }
}

/** The rendition named `fileName` of a public media row of this company, or null. */
export async function findPublicMediaFile(
  scope: TenantScope,
  mediaId: number,
  fileName: string,
): Promise<MediaVariant | null> {
  const [row] = await scope
    .select({ id: media.id, caseId: media.caseId, album: media.album, variants: media.variants })
    .from(media, eq(media.id, mediaId))
    .limit(1);
  const variant = row?.variants.find((candidate) => fileNameOf(candidate.key) === fileName);
  if (!row || !variant) return null;
  return (await isPublic(scope, row)) ? variant : null;
}
