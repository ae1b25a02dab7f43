/*
 * A small POSIX ustar writer (decision 0086): the export streams its archive, so each file is a
 * 512-byte header, the bytes, and zeros to the next 512; the archive ends with two zero blocks. Every
 * `tar` reads it (GNU tar, bsdtar, 7-Zip, Windows' tar.exe), and no dependency is needed. Names are
 * ASCII paths the export chooses (collection names, media keys): a path longer than 100 bytes is
 * split at a '/' into the header's prefix (155) and name (100), as ustar defines.
 */

const BLOCK = 512;
/** The largest size 11 octal digits hold (8 GiB - 1). */
const MAX_FILE_BYTES = 0o77777777777;

const encoder = new TextEncoder();

function splitPath(path: string): { prefix: string; name: string } {
  if (path.length <= 100) return { prefix: '', name: path };
  for (let cut = path.indexOf('/'); cut !== -1; cut = path.indexOf('/', cut + 1)) {
    if (cut <= 155 && path.length - cut - 1 <= 100) return { prefix: path.slice(0, cut), name: path.slice(cut + 1) };
  }
  throw new Error(`Archive path too long for ustar: ${path}`);
}

function put(header: Uint8Array, offset: number, length: number, value: string): void {
  const bytes = encoder.encode(value);
  if (bytes.length > length) throw new Error(`Archive header field too long: ${value}`);
  header.set(bytes, offset);
}

/** An octal number of `length - 1` digits and a NUL, as ustar's numeric fields are. */
const octal = (value: number, length: number): string => `${value.toString(8).padStart(length - 1, '0')}\0`;

/** The header block of a regular file of `size` bytes at `path`, written `modified`. */
export function tarHeader(path: string, size: number, modified: Date): Uint8Array {
  if (!/^[\x20-\x7e]+$/.test(path)) throw new Error(`Archive path is not printable ASCII: ${path}`);
  if (!Number.isSafeInteger(size) || size < 0 || size > MAX_FILE_BYTES) throw new Error(`File too large: ${path}`);
  const { prefix, name } = splitPath(path);
  const header = new Uint8Array(BLOCK);
  put(header, 0, 100, name);
  put(header, 100, 8, octal(0o644, 8));
  put(header, 108, 8, octal(0, 8));
  put(header, 116, 8, octal(0, 8));
  put(header, 124, 12, octal(size, 12));
  put(header, 136, 12, octal(Math.floor(modified.getTime() / 1000), 12));
  put(header, 148, 8, '        '); // the checksum counts its own field as spaces
  put(header, 156, 1, '0');
  put(header, 257, 6, 'ustar\0');
  put(header, 263, 2, '00');
  put(header, 345, 155, prefix);
  const sum = header.reduce((total, byte) => total + byte, 0);
  put(header, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return header;
}

/** The zeros after a file of `size` bytes, up to the next block. */
export const tarPadding = (size: number): Uint8Array => new Uint8Array((BLOCK - (size % BLOCK)) % BLOCK);

/** The end of an archive: two zero blocks. */
export const tarEnd = (): Uint8Array => new Uint8Array(BLOCK * 2);
