import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { assertMediaKey, isMediaKey, type MediaStore, type StoredKey } from './media-store.ts';

/**
 * Media on the local disk, under `<DATA_DIR>/media` in production. Each write goes to a temporary
 * name first and is renamed into place, so a reader never sees half a file and two processes
 * writing the same key (same content) both succeed. A file's modification time is its `writtenAt`.
 */
export function diskMediaStore(folder: string): MediaStore {
  const pathOf = (key: string) => {
    assertMediaKey(key);
    return join(folder, key);
  };
  /** Writes through a temporary name; a key that exists only has its time renewed. */
  const place = async (key: string, put: (partial: string) => Promise<void>) => {
    const path = pathOf(key);
    if (await exists(path)) {
      const now = new Date();
      // Gone meanwhile (the collector took it): write it after all.
      if (
        await utimes(path, now, now).then(
          () => true,
          () => false,
        )
      )
        return;
    }
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
    await put(partial);
    await rename(partial, path);
  };
  return {
    write: (key, bytes) => place(key, (partial) => writeFile(partial, bytes)),
    writeFile: (key, source) => place(key, (partial) => copyFile(source, partial)),
    async open(key) {
      const path = pathOf(key);
      const found = await stat(path).catch(() => null);
      if (!found?.isFile()) return null;
      return {
        byteSize: found.size,
        stream: (range) => Readable.toWeb(createReadStream(path, range)) as ReadableStream<Uint8Array>,
      };
    },
    async *list(): AsyncIterable<StoredKey> {
      for (const shard of await names(folder)) {
        for (const digest of await names(join(folder, shard))) {
          for (const file of await names(join(folder, shard, digest))) {
            const key = `${shard}/${digest}/${file}`;
            if (!isMediaKey(key)) continue; // a write in progress (.partial), or nothing of ours
            const found = await stat(join(folder, key)).catch(() => null);
            if (found?.isFile()) yield { key, writtenAt: found.mtime };
          }
        }
      }
    },
    async removeIfWrittenBefore(key, cutoff) {
      const path = pathOf(key);
      // Read again just before removing: a write since the listing renewed it.
      const found = await stat(path).catch(() => null);
      if (!found?.isFile() || found.mtime >= cutoff) return false;
      await rm(path, { force: true });
      return true;
    },
  };
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** The entries of a folder; none when it does not exist (yet). */
const names = (path: string) => readdir(path).catch(() => [] as string[]);
