import { readFile } from 'node:fs/promises';
import { assertMediaKey, type MediaStore } from './media-store.ts';

/**
 * Media kept in the process's memory: for `DATA_DIR=memory://` (nothing on disk at all) and for
 * apps that are given no store (tests that upload nothing).
 */
export function memoryMediaStore(): MediaStore {
  const files = new Map<string, Uint8Array<ArrayBuffer>>();
  return {
    write(key, bytes) {
      assertMediaKey(key);
      if (!files.has(key)) files.set(key, Uint8Array.from(bytes));
      return Promise.resolve();
    },
    async writeFile(key, path) {
      assertMediaKey(key);
      if (!files.has(key)) files.set(key, new Uint8Array(await readFile(path)));
    },
    open(key) {
      assertMediaKey(key);
      const bytes = files.get(key);
      if (!bytes) return Promise.resolve(null);
      return Promise.resolve({
        byteSize: bytes.byteLength,
        stream: (range) =>
          new Blob([range ? bytes.slice(range.start, range.end + 1) : bytes]).stream() as ReadableStream<Uint8Array>,
      });
    },
  };
}
