import { parseFile } from 'music-metadata';
import type { MediaVariant } from '#server/db/schema.ts';
import { MUSIC_MAX_BYTES } from '#contract/family-media.ts';
import { mediaKey } from './media-keys.ts';
import type { MediaStore } from './media-store.ts';
import type { StagedUpload } from './upload-staging.ts';

/*
 * Every song enters through here (decision 0048). The staged file is judged by its content:
 * music-metadata (pure JavaScript, maintained) reads the container from the bytes (the staged file
 * has no extension to guess from) and the tags; only formats every browser's <audio> plays are kept
 * (MP3, AAC/M4A, Ogg, FLAC, WAV), and only with a duration. The file itself is stored as sent: audio is
 * not re-encoded (no transcoder on the server), so what the page serves is the family's own file.
 */

const formats: { test: (container: string) => boolean; contentType: string; extension: string }[] = [
  { test: (c) => c === 'MPEG', contentType: 'audio/mpeg', extension: 'mp3' },
  { test: (c) => c.startsWith('M4A'), contentType: 'audio/mp4', extension: 'm4a' },
  { test: (c) => c === 'Ogg', contentType: 'audio/ogg', extension: 'ogg' },
  { test: (c) => c === 'FLAC', contentType: 'audio/flac', extension: 'flac' },
  { test: (c) => c === 'WAVE', contentType: 'audio/wav', extension: 'wav' },
];

/** The longest title kept from a file's tags (tags can hold anything). */
export const TRACK_TITLE_MAX = 200;

export interface StoredTrack {
  /** The file's own title tag (trimmed, control characters removed), or null when it has none. */
  title: string | null;
  durationSeconds: number;
  variant: MediaVariant;
}

export type AudioRefusal = 'not-audio' | 'too-large';
export type AudioIntake = { kind: 'stored'; track: StoredTrack } | { kind: 'refused'; reason: AudioRefusal };

const controls = /[\u0000-\u001f\u007f-\u009f]/g;

export async function intakeAudio(store: MediaStore, upload: StagedUpload): Promise<AudioIntake> {
  if (upload.byteSize > MUSIC_MAX_BYTES) return { kind: 'refused', reason: 'too-large' };
  const metadata = await parseFile(upload.path, { duration: true, skipCovers: true }).catch(() => null);
  const container = metadata?.format.container ?? '';
  const format = formats.find((candidate) => candidate.test(container));
  const duration = metadata?.format.duration;
  if (!metadata || !format || metadata.format.hasVideo || !duration || !Number.isFinite(duration)) {
    return { kind: 'refused', reason: 'not-audio' };
  }
  const key = mediaKey(upload.digest, `audio.${format.extension}`);
  await store.writeFile(key, upload.path);
  const title = metadata.common.title?.replace(controls, '').trim().slice(0, TRACK_TITLE_MAX) || null;
  return {
    kind: 'stored',
    track: {
      title,
      durationSeconds: Math.max(1, Math.round(duration)),
      variant: { key, contentType: format.contentType, width: null, height: null, byteSize: upload.byteSize },
    },
  };
}
