import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { MemorialVideo } from '#contract/memorial.ts';
import { media, memorialVideos } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { mediaUrl, toPublicPhoto } from './public-photo.ts';

/** The case's memorial video once the family approved it; `{ video: null }` before. */
export async function findMemorialVideo(scope: TenantScope, caseId: number): Promise<MemorialVideo> {
  const [video] = await scope
    .select({
      videoMediaId: memorialVideos.videoMediaId,
      captionsMediaId: memorialVideos.captionsMediaId,
      posterMediaId: memorialVideos.posterMediaId,
    })
    .from(memorialVideos, and(eq(memorialVideos.caseId, caseId), isNotNull(memorialVideos.approvedAt)))
    .limit(1);
  if (!video) return { video: null };
  const ids = [video.videoMediaId, video.captionsMediaId, video.posterMediaId].filter((id) => id !== null);
  const files = await scope
    .select({
      id: media.id,
      caption: media.caption,
      width: media.width,
      height: media.height,
      variants: media.variants,
    })
    .from(media, inArray(media.id, ids));
  const fileOf = (id: number | null) => files.find((file) => file.id === id);
  const main = fileOf(video.videoMediaId);
  const movie = main?.variants[0];
  if (!main || !movie) return { video: null };
  const captions = fileOf(video.captionsMediaId);
  const poster = fileOf(video.posterMediaId);
  const posterPhoto = poster ? toPublicPhoto(poster) : null;
  return {
    video: {
      src: mediaUrl(main.id, movie),
      contentType: movie.contentType,
      captions: captions?.variants[0] ? mediaUrl(captions.id, captions.variants[0]) : null,
      // The poster fills the player: the largest rendition.
      poster: posterPhoto ? (posterPhoto.srcset.split(', ').at(-1)?.split(' ')[0] ?? posterPhoto.src) : null,
      width: main.width,
      height: main.height,
    },
  };
}
