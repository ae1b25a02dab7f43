import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { MemorialVideo } from '#contract/memorial.ts';
import { media, memorialVideos } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { publicMediaUrl, responsivePhoto } from '#server/services/media/public-media.ts';

/** The case's memorial video once the family approved it (its newest approved version, decision 0078); `{ video: null }` before. */
export async function findMemorialVideo(scope: TenantScope, caseId: number): Promise<MemorialVideo> {
  const [video] = await scope
    .select({
      videoMediaId: memorialVideos.videoMediaId,
      captionsMediaId: memorialVideos.captionsMediaId,
      posterMediaId: memorialVideos.posterMediaId,
    })
    .from(memorialVideos, and(eq(memorialVideos.caseId, caseId), isNotNull(memorialVideos.approvedAt)))
    .orderBy(desc(memorialVideos.version))
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
  // The poster fills the player: the rendition nearest the player's widest.
  const posterImage = poster ? responsivePhoto(poster, 1280) : null;
  return {
    video: {
      url: publicMediaUrl(main.id, movie),
      contentType: movie.contentType,
      captions: captions?.variants[0] ? publicMediaUrl(captions.id, captions.variants[0]) : null,
      poster: posterImage?.url ?? null,
      width: main.width,
      height: main.height,
    },
  };
}
