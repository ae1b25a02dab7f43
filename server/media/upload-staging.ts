import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/*
 * An upload's body goes to disk as it arrives (decision 0048): counted, hashed (its SHA-256 names
 * its renditions, media-keys.ts) and cut off the moment it passes the limit, so a 200 MB file never
 * sits in the server's memory and a flood of bytes costs at most the limit in disk, never more.
 * The intakes read the staged file from its path; whatever happens, the caller discards it.
 */

export interface StagedUpload {
  /** Local path of the bytes; named without an extension, so nothing downstream trusts a name. */
  path: string;
  byteSize: number;
  /** SHA-256 of the bytes, hex. */
  digest: string;
  /** Removes the staged file (safe to call twice). */
  discard(): Promise<void>;
}

export type StageOutcome = { kind: 'staged'; file: StagedUpload } | { kind: 'too-large' } | { kind: 'empty' };

class TooLarge extends Error {}

/** Streams `body` into a new file of `folder`, refusing more than `maxBytes`; nothing is left behind on refusal. */
export async function stageUpload(
  folder: string,
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<StageOutcome> {
  if (!body) return { kind: 'empty' };
  await mkdir(folder, { recursive: true });
  const path = join(folder, `${randomBytes(12).toString('hex')}.upload`);
  const discard = () => rm(path, { force: true });
  const hash = createHash('sha256');
  let byteSize = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      byteSize += chunk.byteLength;
      if (byteSize > maxBytes) return done(new TooLarge());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(body as NodeReadableStream), count, createWriteStream(path));
  } catch (error) {
    await discard();
    if (error instanceof TooLarge) return { kind: 'too-large' };
    throw error;
  }
  if (byteSize === 0) {
    await discard();
    return { kind: 'empty' };
  }
  return { kind: 'staged', file: { path, byteSize, digest: hash.digest('hex'), discard } };
}
