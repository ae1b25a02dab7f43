import sharp from 'sharp';
import type { MediaVariant } from '#server/db/schema.ts';
import { PHOTO_MAX_BYTES } from '#contract/memorial.ts';
import { mediaKey, sourceDigest } from './media-keys.ts';
import type { MediaStore } from './media-store.ts';
import type { StagedUpload } from './upload-staging.ts';

/*
 * Every photo enters through here (decision 0032), the demo seed's included: the bytes are judged
 * by what they are (sharp reads the header), never by a file name or a declared type; anything but
 * a JPEG, PNG or WebP is refused (SVG above all: it is a document that can carry script). The photo
 * is turned upright, decoded once, and re-encoded into the widths the pages use, which drops
 * everything else it carried (EXIF, GPS position, XMP, comments): nothing is served as sent.
 */

/** Widths of the WebP renditions: gallery thumbnails (1x/2x), the memory and viewer sizes. */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;
const LARGEST_WIDTH = 1280;
/** One JPEG at the largest width, for link previews (Open Graph) whose readers may not know WebP. */
const SHARE_WIDTH = LARGEST_WIDTH;
/** Decoding cost bound: a small file can claim enormous dimensions (a "pixel bomb"). */
export const PHOTO_MAX_PIXELS = 50_000_000;

const accepted = new Set(['jpeg', 'png', 'webp']);

export interface StoredPhoto {
  width: number;
  height: number;
  variants: MediaVariant[];
}

export type PhotoRefusal = 'not-a-photo' | 'too-large' | 'too-many-pixels';

export type PhotoIntake = { kind: 'stored'; photo: StoredPhoto } | { kind: 'refused'; reason: PhotoRefusal };

const input = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' } as const;

/**
 * Where a photo's bytes are: a staged upload on disk (read from there), which is how every photo a
 * person sends arrives (decision 0059), or in memory (the demo seed's files, tests).
 */
export type PhotoSource = Uint8Array | StagedUpload;

/** A crop of the upright photo, in its pixels: the obituary's main photo (case-photo-intake.ts). */
export interface PhotoCrop {
  left: number;
  top: number;
  width: number;
  height: number;
}

function sourceOf(source: PhotoSource) {
  if (source instanceof Uint8Array) return { input: source, byteSize: source.byteLength, digest: sourceDigest(source) };
  return { input: source.path, byteSize: source.byteSize, digest: source.digest };
}

export async function intakePhoto(
  store: MediaStore,
  source: PhotoSource,
  crop?: (upright: { width: number; height: number }) => PhotoCrop | null,
): Promise<PhotoIntake> {
  const { input: bytes, byteSize, digest: sourceDigestHex } = sourceOf(source);
  if (byteSize > PHOTO_MAX_BYTES) return { kind: 'refused', reason: 'too-large' };
  // The header alone, without the pixel limit: a pixel bomb is told so, not called "no photo".
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata || !accepted.has(metadata.format)) return { kind: 'refused', reason: 'not-a-photo' };
  // Upright dimensions: a portrait phone photo is stored landscape with an orientation tag.
  const upright = metadata.autoOrient;
  if (upright.width * upright.height > PHOTO_MAX_PIXELS) return { kind: 'refused', reason: 'too-many-pixels' };
  const region = crop?.(upright) ?? null;
  const { width, height } = region ?? upright;

  // Decoded once, upright (and cropped), at the largest size used; every rendition is made from these pixels.
  const largest = Math.min(width, LARGEST_WIDTH);
  // Order matters in sharp: autoOrient() before extract() crops the upright photo, as the family saw it.
  const oriented = sharp(bytes, input).autoOrient();
  const decoded = await (region ? oriented.extract(region) : oriented)
    .resize({ width: largest })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => null);
  if (!decoded) return { kind: 'refused', reason: 'not-a-photo' };
  const pixels = () => sharp(decoded.data, { raw: decoded.info });

  // A crop is a different image of the same source: its renditions get their own folder.
  const digest = region
    ? sourceDigest(new TextEncoder().encode(`${sourceDigestHex}:${JSON.stringify(region)}`))
    : sourceDigestHex;
  const widths = [...new Set(PHOTO_WIDTHS.map((target) => Math.min(target, width)))];
  const renditions = [
    ...widths.map((w) => ({ w, format: 'webp' as const })),
    { w: Math.min(SHARE_WIDTH, width), format: 'jpeg' as const },
  ];
  const variants: MediaVariant[] = [];
  for (const { w, format } of renditions) {
    const resized = pixels().resize({ width: w });
    const encoded = format === 'webp' ? resized.webp({ quality: 78 }) : resized.jpeg({ quality: 80, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const key = mediaKey(digest, `${info.width}.${format === 'webp' ? 'webp' : 'jpg'}`);
    await store.write(key, data);
    variants.push({
      key,
      contentType: `image/${format}`,
      width: info.width,
      height: info.height,
      byteSize: data.byteLength,
    });
  }
  return { kind: 'stored', photo: { width, height, variants } };
}
