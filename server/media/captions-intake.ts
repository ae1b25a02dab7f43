import { readFile } from 'node:fs/promises';
import type { MediaVariant } from '#server/db/schema.ts';
import { CAPTIONS_MAX_BYTES } from '#contract/staff-proofs.ts';
import { mediaKey } from './media-keys.ts';
import type { MediaStore } from './media-store.ts';
import type { StagedUpload } from './upload-staging.ts';

/*
 * The memorial video's captions enter through here (decision 0078): a WebVTT file is UTF-8 text whose
 * first line is "WEBVTT" (after an optional byte-order mark), alone or followed by a space or tab and
 * a header (the WebVTT standard's signature). Anything else — a photo, a PDF, an SRT file — is
 * refused. Kept as sent, and served as UTF-8 (which the check above proved): the browser's <track>
 * reads it as text, never as markup.
 */

export type CaptionsRefusal = 'not-captions' | 'too-large';
export type CaptionsIntake = { kind: 'stored'; variant: MediaVariant } | { kind: 'refused'; reason: CaptionsRefusal };

const signature = /^\uFEFF?WEBVTT([ \t][^\r\n]*)?(\r\n|\r|\n|$)/;

export async function intakeCaptions(store: MediaStore, upload: StagedUpload): Promise<CaptionsIntake> {
  if (upload.byteSize > CAPTIONS_MAX_BYTES) return { kind: 'refused', reason: 'too-large' };
  const bytes = await readFile(upload.path);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { kind: 'refused', reason: 'not-captions' };
  }
  if (!signature.test(text) || text.includes('\u0000')) return { kind: 'refused', reason: 'not-captions' };
  const key = mediaKey(upload.digest, 'captions.vtt');
  await store.writeFile(key, upload.path);
  return {
    kind: 'stored',
    variant: { key, contentType: 'text/vtt; charset=utf-8', width: null, height: null, byteSize: upload.byteSize },
  };
}
