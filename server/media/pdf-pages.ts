import { constants, inflateSync } from 'node:zlib';

/*
 * How many pages a PDF has (decision 0082), read without a PDF library: the trailer names the
 * document catalog (`/Root n g R`), the catalog names the root of the page tree (`/Pages n g R`),
 * and that node's `/Count` is the number of pages (ISO 32000-1 §7.7.3.2). An object is found as
 * `n g obj` in the file (the last one wins: incremental updates append) or, for PDF 1.5 and later,
 * inside a Flate-compressed object stream (`/Type /ObjStm`). Bounded: the file is at most the upload
 * limit, at most MAX_OBJECT_STREAMS streams are inflated, each to at most MAX_INFLATED bytes, and a
 * dictionary is read from at most MAX_OBJECT_CHARS characters. Anything it cannot follow (an
 * encrypted file's compressed objects, a broken cross reference) is null: the upload is refused as
 * unreadable rather than guessed.
 */

const MAX_OBJECT_STREAMS = 2000;
const MAX_INFLATED = 8 * 1024 * 1024;
const MAX_OBJECT_CHARS = 64 * 1024;
/** More pages than any proof could have: a count past it is not believed. */
const MAX_PAGES = 10_000;

/** Whether the bytes begin as a PDF does: `%PDF-` then a version digit. */
export const hasPdfSignature = (bytes: Uint8Array): boolean =>
  bytes.length >= 6 &&
  Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-' &&
  /\d/.test(String.fromCharCode(bytes[5]!));

interface Ref {
  num: number;
  gen: number;
}

const refAfter = (dictionary: string, key: string): Ref | null => {
  const match = new RegExp(`/${key}\\s+(\\d{1,10})\\s+(\\d{1,5})\\s+R`).exec(dictionary);
  return match ? { num: Number(match[1]), gen: Number(match[2]) } : null;
};

/** The last `/Root n g R` of the file: the newest trailer or cross-reference stream names the catalog. */
function rootOf(text: string): Ref | null {
  let last: RegExpExecArray | null = null;
  const pattern = /\/Root\s+(\d{1,10})\s+(\d{1,5})\s+R/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) last = match;
  return last ? { num: Number(last[1]), gen: Number(last[2]) } : null;
}

/** The body of the last `num gen obj … endobj` written plainly in the file. */
function plainObject(text: string, ref: Ref): string | null {
  const pattern = new RegExp(`(?<![0-9])${ref.num}\\s+${ref.gen}\\s+obj\\b`, 'g');
  let start = -1;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) start = match.index + match[0].length;
  if (start < 0) return null;
  const end = text.indexOf('endobj', start);
  return text.slice(start, end < 0 ? start + MAX_OBJECT_CHARS : Math.min(end, start + MAX_OBJECT_CHARS));
}

/** The objects of every Flate-compressed object stream, by object number (generation 0, as the format says). */
function compressedObjects(text: string, bytes: Buffer): Map<number, string> {
  const found = new Map<number, string>();
  const pattern = /\/Type\s*\/ObjStm\b/g;
  let streams = 0;
  for (let match = pattern.exec(text); match && streams < MAX_OBJECT_STREAMS; match = pattern.exec(text)) {
    streams += 1;
    const dictStart = text.lastIndexOf('obj', match.index);
    const streamWord = text.indexOf('stream', match.index);
    if (dictStart < 0 || streamWord < 0) continue;
    const dictionary = text.slice(dictStart, streamWord);
    if (!/\/Filter\s*\/FlateDecode\b/.test(dictionary) || /\/DecodeParms/.test(dictionary)) continue;
    const first = /\/First\s+(\d{1,9})/.exec(dictionary);
    const count = /\/N\s+(\d{1,6})/.exec(dictionary);
    if (!first || !count) continue;
    // The data starts after the end of line that follows `stream` (CRLF or LF).
    let dataStart = streamWord + 'stream'.length;
    if (text[dataStart] === '\r') dataStart += 1;
    if (text[dataStart] === '\n') dataStart += 1;
    const dataEnd = text.indexOf('endstream', dataStart);
    if (dataEnd < 0) continue;
    let data: string;
    try {
      // Sync flush: what inflates is taken, whatever end-of-line bytes precede `endstream`.
      const options = { maxOutputLength: MAX_INFLATED, finishFlush: constants.Z_SYNC_FLUSH };
      data = inflateSync(bytes.subarray(dataStart, dataEnd), options).toString('latin1');
    } catch {
      continue;
    }
    const offset = Number(first[1]);
    const header = data.slice(0, offset).trim().split(/\s+/).map(Number);
    const pairs = Math.min(Number(count[1]), Math.floor(header.length / 2));
    for (let index = 0; index < pairs; index += 1) {
      const num = header[index * 2]!;
      const start = offset + header[index * 2 + 1]!;
      const end = index + 1 < pairs ? offset + header[index * 2 + 3]! : data.length;
      if (Number.isInteger(num) && start >= offset && end >= start)
        found.set(num, data.slice(start, Math.min(end, start + MAX_OBJECT_CHARS)));
    }
  }
  return found;
}

/** The number of pages, or null when the page tree cannot be followed. */
export function pdfPageCount(bytes: Buffer): number | null {
  if (!hasPdfSignature(bytes)) return null;
  const text = bytes.toString('latin1');
  let compressed: Map<number, string> | undefined;
  const objectOf = (ref: Ref): string | null =>
    plainObject(text, ref) ?? (compressed ??= compressedObjects(text, bytes)).get(ref.num) ?? null;

  const root = rootOf(text);
  const catalog = root && objectOf(root);
  const pagesRef = catalog && refAfter(catalog, 'Pages');
  const pages = pagesRef && objectOf(pagesRef);
  const count = pages && /\/Count\s+(\d{1,9})/.exec(pages);
  if (!count) return null;
  const total = Number(count[1]);
  return total >= 1 && total <= MAX_PAGES ? total : null;
}
