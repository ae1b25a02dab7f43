import { parseFile } from 'music-metadata';
import type { MediaVariant } from '#server/db/schema.ts';
import { VIDEO_MAX_BYTES } from '#contract/staff-proofs.ts';
import { mediaKey } from './media-keys.ts';
import type { MediaStore } from './media-store.ts';
import type { StagedUpload } from './upload-staging.ts';

/*
 * The memorial video enters through here (decision 0078), as songs do through audio-intake.ts: the
 * staged file is judged by its content (music-metadata reads the container from the bytes), and only
 * what every browser's <video> plays is kept: MP4 (ISO base media) or WebM, with a video track. It is
 * stored as sent (no transcoder on the server).
 */

export type VideoRefusal = 'not-video' | 'too-large';
export type VideoIntake = { kind: 'stored'; variant: MediaVariant } | { kind: 'refused'; reason: VideoRefusal };

/** music-metadata names an MP4 by its brands ("isom/iso2/avc1/mp41"), a WebM "EBML/webm"; an M4A is audio. */
function formatOf(container: string) {
  if (container === 'EBML/webm') return { contentType: 'video/webm', extension: 'webm' };
  if (/^(isom|iso\d|mp4\d|avc1|dash)(\/|$)/.test(container)) return { contentType: 'video/mp4', extension: 'mp4' };
  return null;
}

export async function intakeVideo(store: MediaStore, upload: StagedUpload): Promise<VideoIntake> {
  if (upload.byteSize > VIDEO_MAX_BYTES) return { kind: 'refused', reason: 'too-large' };
  const metadata = await parseFile(upload.path, { skipCovers: true }).catch(() => null);
  const format = metadata ? formatOf(metadata.format.container ?? '') : null;
  if (!metadata || !format || metadata.format.hasVideo !== true) return { kind: 'refused', reason: 'not-video' };
  const key = mediaKey(upload.digest, `video.${format.extension}`);
  await store.writeFile(key, upload.path);
  return {
    kind: 'stored',
    variant: { key, contentType: format.contentType, width: null, height: null, byteSize: upload.byteSize },
  };
}
