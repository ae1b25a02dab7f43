import { and, eq } from 'drizzle-orm';
import { media, type MediaVariant } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';
import { fileNameOf } from '#server/media/media-keys.ts';

/*
 * The family's own files, before anything is public (a family case's obituary is unpublished while
 * they work on it): served to the case's members by GET /api/family/cases/{caseId}/media/{id}/{file},
 * which the portal fetches with its token. Stock themes (the company's, no case) too.
 */

/** The family-portal address of a case file's rendition. */
export const familyMediaUrl =
  (caseId: number) =>
  (mediaId: number, variant: MediaVariant): string =>
    `/api/family/cases/${caseId}/media/${mediaId}/${fileNameOf(variant.key)}`;

/** The rendition `fileName` of a file of the member's case (or a stock theme), or null. */
export async function findFamilyMediaFile(
  scope: CaseScope,
  caseId: number,
  mediaId: number,
  fileName: string,
): Promise<MediaVariant | null> {
  if (!scope.isMemberOf(caseId)) return null;
  const fields = { variants: media.variants };
  const [own] = await scope
    .select(fields)
    .from(media, and(eq(media.id, mediaId), eq(media.caseId, caseId)))
    .limit(1);
  const [row] = own
    ? [own]
    : await scope
        .selectShared(fields)
        .from(media, and(eq(media.id, mediaId), eq(media.album, 'themes')))
        .limit(1);
  if (!row) return null;
  return row.variants.find((variant) => fileNameOf(variant.key) === fileName) ?? null;
}
