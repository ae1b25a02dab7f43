import { createHash } from 'node:crypto';

/*
 * Content-addressed keys (decision 0032): a source file's SHA-256 names the folder its renditions
 * are written to, and the rendition's role names the file ("640.webp", "video.mp4"). The same
 * upload twice, or the demo seed copied into every test company, writes the same keys once, and
 * a key's bytes never change, so files can be written before the database transaction that
 * records them and served with immutable caching.
 */

export const sourceDigest = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** The key of one rendition of the source with this digest, e.g. "3f/3fa9…/640.webp". */
export const mediaKey = (digest: string, fileName: string): string => `${digest.slice(0, 2)}/${digest}/${fileName}`;

/** The file name a key ends with: what the public URL names (/api/web/media/{id}/{file}). */
export const fileNameOf = (key: string): string => key.slice(key.lastIndexOf('/') + 1);
