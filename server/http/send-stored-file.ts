import type { Context } from 'hono';
import type { MediaVariant } from '#server/db/schema.ts';
import type { StoredFile } from '#server/media/media-store.ts';

/** A key's bytes never change (decision 0032), so browsers and caches may keep them for a year. */
const immutable = 'public, max-age=31536000, immutable';

/** "bytes=a-b", "bytes=a-" or "bytes=-n" within the file, else null (then the whole file is sent). */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1]!, match[2]!];
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start <= end && start < size ? { start, end } : null;
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
  if (!range) {
    headers.set('Content-Length', String(file.byteSize));
    return new Response(c.req.method === 'HEAD' ? null : file.stream(), { status: 200, headers });
  }
  headers.set('Content-Range', `bytes ${range.start}-${range.end}/${file.byteSize}`);
  headers.set('Content-Length', String(range.end - range.start + 1));
  return new Response(file.stream(range), { status: 206, headers });
}
