import { and, asc, eq } from 'drizzle-orm';
import type { ObituaryPhotos } from '#contract/memorial.ts';
import { media } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { responsivePhoto } from '#server/services/media/public-media.ts';

/** The case's photo album in the family's order (the caller has checked the obituary is published). */
export async function listAlbumPhotos(scope: TenantScope, caseId: number): Promise<ObituaryPhotos> {
  const rows = await scope
    .select({ id: media.id, caption: media.caption, variants: media.variants })
    .from(media, and(eq(media.caseId, caseId), eq(media.album, 'photos'), eq(media.kind, 'photo')))
    .orderBy(asc(media.position), asc(media.id));
  return {
    items: rows.flatMap((row) => {
      const image = responsivePhoto(row);
      return image ? [{ ...image, id: row.id }] : [];
    }),
  };
}
