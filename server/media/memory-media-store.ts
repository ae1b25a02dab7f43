import { readFile } from 'node:fs/promises';
import { assertMediaKey, type MediaStore } from './media-store.ts';

/**
 * Media kept in the process's memory: for `DATA_DIR=memory://` (nothing on disk at all) and for
 * apps that are given no store (tests that upload nothing).
 */
export function memoryMediaStore(): MediaStore {
  const files = new Map<string, { bytes: Uint8Array<ArrayBuffer>; writtenAt: Date }>();
  const place = async (key: string, read: () => Promise<Uint8Array<ArrayBuffer>>) => {
    assertMediaKey(key);
    const found = files.get(key);
    files.set(key, { bytes: found?.bytes ?? (await read()), writtenAt: new Date() });
  };
  return {
    write: (key, bytes) => place(key, () => Promise.resolve(Uint8Array.from(bytes))),
    writeFile: (key, path) => place(key, async () => new Uint8Array(await readFile(path))),
    open(key) {
      assertMediaKey(key);
      const bytes = files.get(key)?.bytes;
      if (!bytes) return Promise.resolve(null);
      return Promise.resolve({
        byteSize: bytes.byteLength,
        stream: (range) =>
          new Blob([range ? bytes.slice(range.start, range.end + 1) : bytes]).stream() as ReadableStream<Uint8Array>,
      });
    },
    async *list() {
      for (const [key, { writtenAt }] of [...files]) yield { key, writtenAt };
    },
    removeIfWrittenBefore(key, cutoff) {
      const found = files.get(key);
      if (!found || found.writtenAt >= cutoff) return Promise.resolve(false);
      files.delete(key);
      return Promise.resolve(true);
    },
  };
}
