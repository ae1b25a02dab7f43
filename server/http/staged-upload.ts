import type { Context } from 'hono';
import { uploadMaxBytes, uploadRefusals, type UploadKind, type UploadRefusal } from '#server/media/upload-refusals.ts';
import { stageUpload, type StagedUpload } from '#server/media/upload-staging.ts';
import { jsonError } from './errors.ts';

/*
 * The one way a file reaches an intake (decisions 0048, 0059), whichever route it came by: a
 * family upload's request body or a memory form's photo. Its bytes are streamed to a staged file
 * under the kind's limit, the intake reads that file, and it is removed whatever happens; refusals
 * come from the one map (upload-refusals.ts), next to the field the file came in.
 */

/** Which kind of file, and the field a refusal names ('file' for a body, 'photo' for a form's photo). */
export interface UploadTarget<K extends UploadKind> {
  kind: K;
  field: string;
}

/** Stages `body`, hands it to `work`, and discards it after; answers 413 or 422 itself when staging refuses it. */
export async function withStagedUpload<K extends UploadKind, R>(
  c: Context,
  uploadsDir: string,
  body: ReadableStream<Uint8Array> | null,
  target: UploadTarget<K>,
  work: (upload: StagedUpload) => Promise<R>,
) {
  const staged = await stageUpload(uploadsDir, body, uploadMaxBytes[target.kind]);
  if (staged.kind !== 'staged') {
    const status = staged.kind === 'too-large' ? 413 : 422;
    return refusal(c, status, target, staged.kind);
  }
  try {
    return await work(staged.file);
  } finally {
    await staged.file.discard();
  }
}

/** The 422 of a file its intake refused, in the one map's words. */
export function refusedUpload<K extends UploadKind>(c: Context, target: UploadTarget<K>, reason: UploadRefusal<K>) {
  return refusal(c, 422, target, reason);
}

function refusal<K extends UploadKind, S extends 413 | 422>(
  c: Context,
  status: S,
  target: UploadTarget<K>,
  reason: UploadRefusal<K>,
) {
  const messages: Record<UploadRefusal<K>, string> = uploadRefusals[target.kind];
  return jsonError(c, status, [{ path: target.field, message: messages[reason] }]);
}
