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

export interface MediaStore {
  /** Writes the bytes under the key; writing a key that exists is a no-op (keys name their content). */
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** Copies a local file (a staged upload, upload-staging.ts) under the key without reading it into memory. */
  writeFile(key: string, path: string): Promise<void>;
  /** The file under the key, or null when there is none. */
  open(key: string): Promise<StoredFile | null>;
}

/** Keys are `<2 hex>/<64 hex>/<file>`: anything else is refused before it reaches a disk path. */
const keyPattern = /^[0-9a-f]{2}\/[0-9a-f]{64}\/[a-z0-9]+(?:\.[a-z0-9]+)?$/;

export function assertMediaKey(key: string): void {
  if (!keyPattern.test(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
}
