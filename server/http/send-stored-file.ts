import type { Context } from 'hono';
import type { MediaVariant } from '#server/db/schema.ts';
import type { StoredFile } from '#server/media/media-store.ts';

/** A key's bytes never change (decision 0032), so browsers and caches may keep them for a year. */
const immutable = 'public, max-age=31536000, immutable';

type RangeAsked = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * What a Range header asks of a file of `size` bytes (RFC 9110 §14): one range "bytes=a-b", "bytes=a-"
 * or "bytes=-n" within the file is a part; one that starts past its end (or a suffix of 0 bytes, or
 * any range of an empty file) cannot be satisfied; anything else (no header, other units, several
 * ranges, b before a) is ignored and the whole file sent.
 */
function rangeOf(header: string | undefined, size: number): RangeAsked {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0
      ? { kind: 'unsatisfiable' }
      : { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * Sends a stored rendition with its own content type, never sniffed, with immutable caching; a
 * single byte range is honoured so a video can be sought without downloading it whole.
 */
export function sendStoredFile(c: Context, variant: MediaVariant, file: StoredFile): Response {
  const headers = new Headers({
    'Content-Type': variant.contentType,
    'Cache-Control': immutable,
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'bytes',
  });
  const range = rangeOf(c.req.header('range'), file.byteSize);
  if (range.kind === 'whole') {
    headers.set('Content-Length', String(file.byteSize));
    return new Response(c.req.method === 'HEAD' ? null : file.stream(), { status: 200, headers });
  }
  if (range.kind === 'unsatisfiable') {
    // Not the whole file instead: the client asked for bytes that are not there, and says so (416).
    headers.set('Content-Range', `bytes */${file.byteSize}`);
    headers.set('Content-Length', '0');
    return new Response(null, { status: 416, headers });
  }
  headers.set('Content-Range', `bytes ${range.start}-${range.end}/${file.byteSize}`);
  headers.set('Content-Length', String(range.end - range.start + 1));
  return new Response(file.stream(range), { status: 206, headers });
}
