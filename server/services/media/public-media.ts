import type { ResponsiveImage } from '#contract/responsive-image.ts';
import type { MediaVariant } from '#server/db/schema.ts';
import { fileNameOf } from '#server/media/media-keys.ts';

/*
 * How a stored photo becomes what pages show: the one place that names the public address of a
 * media file. The route that serves it checks, per request, that the file may be public.
 */

/** "/api/web/media/345/640.webp": the file's own name within its media row, never a visitor's. */
export const publicMediaUrl = (mediaId: number, variant: MediaVariant): string =>
  `/api/web/media/${mediaId}/${fileNameOf(variant.key)}`;

/** The media row an address of `publicMediaUrl` names; null for any other address (a stock photo's). */
export function mediaIdOfUrl(url: string): number | null {
  const match = /^\/api\/web\/media\/(\d+)\//.exec(url);
  return match ? Number(match[1]) : null;
}

interface PhotoRow {
  id: number;
  caption: string;
  variants: MediaVariant[];
}

/**
 * The photo's renditions as a responsive image: every sized variant for `srcset`, the one closest
 * to `preferredWidth` as the default. Null when the row has no image rendition.
 */
export function responsivePhoto(
  photo: PhotoRow,
  preferredWidth = 640,
  urlOf: (mediaId: number, variant: MediaVariant) => string = publicMediaUrl,
): ResponsiveImage | null {
  const images = photo.variants.filter(
    (variant) => variant.contentType.startsWith('image/') && variant.width && variant.height,
  );
  // One format in srcset (the browser compares widths, not types): WebP when there is one.
  const format = images.some((variant) => variant.contentType === 'image/webp') ? 'image/webp' : images[0]?.contentType;
  const sized = images
    .filter((variant) => variant.contentType === format)
    .sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
  const chosen = sized.find((variant) => (variant.width ?? 0) >= preferredWidth) ?? sized.at(-1);
  if (!chosen?.width || !chosen.height) return null;
  return {
    url: urlOf(photo.id, chosen),
    width: chosen.width,
    height: chosen.height,
    alt: photo.caption,
    sources: sized.map((variant) => ({ url: urlOf(photo.id, variant), width: variant.width ?? 0 })),
  };
}
