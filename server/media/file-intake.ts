import type { MediaVariant } from '#server/db/schema.ts';
import { mediaKey, sourceDigest } from './media-keys.ts';
import type { MediaStore } from './media-store.ts';

/**
 * A file kept as it was made: the memorial video and its WebVTT captions, which the funeral home
 * produces (no visitor sends these; the demo seed stores its own). `fileName` is the role the URL
 * names ("video.mp4", "captions.vtt"), never a sender's name.
 */
export async function storeFileAsIs(
  store: MediaStore,
  bytes: Uint8Array,
  file: { fileName: string; contentType: string; width?: number; height?: number },
): Promise<MediaVariant> {
  const key = mediaKey(sourceDigest(bytes), file.fileName);
  await store.write(key, bytes);
  return {
    key,
    contentType: file.contentType,
    width: file.width ?? null,
    height: file.height ?? null,
    byteSize: bytes.byteLength,
  };
}
