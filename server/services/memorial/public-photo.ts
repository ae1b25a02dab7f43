import type { PublicPhoto } from '#contract/memorial.ts';
import type { MediaVariant } from '#server/db/schema.ts';
import { fileNameOf } from '#server/media/media-keys.ts';

/** The public address of one rendition (served by routes/media.ts after its access check). */
export const mediaUrl = (mediaId: number, variant: MediaVariant): string =>
  `/api/web/media/${mediaId}/${fileNameOf(variant.key)}`;

/** How pages receive a stored photo: its WebP renditions as src and srcset (decision 0130). */
export function toPublicPhoto(row: {
  id: number;
  caption: string;
  width: number | null;
  height: number | null;
  variants: MediaVariant[];
}): PublicPhoto | null {
  const webp = row.variants
    .filter((variant) => variant.contentType === 'image/webp' && variant.width !== null)
    .sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
  const smallest = webp[0];
  if (!smallest || row.width === null || row.height === null) return null;
  const src = webp.filter((variant) => (variant.width ?? 0) <= 640).at(-1) ?? smallest;
  return {
    id: row.id,
    caption: row.caption,
    width: row.width,
    height: row.height,
    src: mediaUrl(row.id, src),
    srcset: webp.map((variant) => `${mediaUrl(row.id, variant)} ${variant.width}w`).join(', '),
  };
}
