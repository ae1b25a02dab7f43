import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { assertMediaKey, type MediaStore } from './media-store.ts';

/**
 * Media on the local disk, under `<DATA_DIR>/media` in production. Each write goes to a temporary
 * name first and is renamed into place, so a reader never sees half a file and two processes
 * writing the same key (same content) both succeed.
 */
export function diskMediaStore(folder: string): MediaStore {
  const pathOf = (key: string) => {
    assertMediaKey(key);
    return join(folder, key);
  };
  return {
    async write(key, bytes) {
      const path = pathOf(key);
      if (await exists(path)) return;
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    async writeFile(key, source) {
      const path = pathOf(key);
      if (await exists(path)) return;
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      await copyFile(source, partial);
      await rename(partial, path);
    },
    async open(key) {
      const path = pathOf(key);
      const found = await stat(path).catch(() => null);
      if (!found?.isFile()) return null;
      return {
        byteSize: found.size,
        stream: (range) => Readable.toWeb(createReadStream(path, range)) as ReadableStream<Uint8Array>,
      };
    },
  };
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );
