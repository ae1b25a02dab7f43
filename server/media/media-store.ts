/*
 * Where media bytes live (decision 0032). Keys are chosen by the server (media-keys.ts), never
 * from a visitor's file name; a key once written never changes its bytes, which is what lets the
 * serving route answer with immutable caching. The database row (`media.variants`) says which keys
 * a file has and who may see them: the store itself knows nothing about access.
 */

/** A stored file, ready to send. */
export interface StoredFile {
  byteSize: number;
  /** The bytes from `start` to `end` inclusive (a Range request), or all of them. */
  stream(range?: { start: number; end: number }): ReadableStream<Uint8Array>;
}

/** A file of the store, as the collector of unused files sees it. */
export interface StoredKey {
  key: string;
  /** When it was last written, or last written again (a write of a key that exists renews it). */
  writtenAt: Date;
}

export interface MediaStore {
  /**
   * Writes the bytes under the key; writing a key that exists keeps its bytes (keys name their content)
   * and renews its `writtenAt`, so the collector does not take a file an upload is about to use again.
   */
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** Copies a local file (a staged upload, upload-staging.ts) under the key without reading it into memory. */
  writeFile(key: string, path: string): Promise<void>;
  /** The file under the key, or null when there is none. */
  open(key: string): Promise<StoredFile | null>;
  /** Every file of the store (for the collector of unused files, jobs/collect-unused-media.ts). */
  list(): AsyncIterable<StoredKey>;
  /** Removes the file if it was last written before `cutoff`; answers whether it did. */
  removeIfWrittenBefore(key: string, cutoff: Date): Promise<boolean>;
}

/** Keys are `<2 hex>/<64 hex>/<file>`: anything else is refused before it reaches a disk path. */
const keyPattern = /^[0-9a-f]{2}\/[0-9a-f]{64}\/[a-z0-9]+(?:\.[a-z0-9]+)?$/;

export const isMediaKey = (key: string): boolean => keyPattern.test(key);

export function assertMediaKey(key: string): void {
  if (!keyPattern.test(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
}
