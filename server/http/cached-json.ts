import type { Context } from 'hono';
import type { CachedJson } from '#server/services/site-cache.ts';

/**
 * Answers a cached document: the pre-serialised body with its ETag, or 304 when the client
 * already holds it. `no-cache` makes clients revalidate every time, so a publish shows at once.
 */
export function cachedJsonResponse(c: Context, cached: CachedJson<unknown>): Response {
  const gzip = acceptsGzip(c.req.header('accept-encoding'));
  // A strong ETag names one representation, so the gzipped one gets its own (as nginx does).
  const gzipEtag = `${cached.etag.slice(0, -1)}-gzip"`;
  c.header('ETag', gzip ? gzipEtag : cached.etag);
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding', { append: true });
  if (matchesEtag(c.req.header('if-none-match'), [cached.etag, gzipEtag])) return c.body(null, 304);
  c.header('Content-Type', 'application/json; charset=UTF-8');
  if (gzip) {
    c.header('Content-Encoding', 'gzip');
    return c.body(cached.gzipped, 200);
  }
  return c.body(cached.body, 200);
}

/** Whether the request's Accept-Encoding takes gzip (a q=0 refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    return (coding === 'gzip' || coding === '*') && !refused;
  });
}

// RFC 9110 §13.1.2: weak comparison, a list of tags or "*".
function matchesEtag(header: string | undefined, etags: string[]): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || etags.includes(candidate.replace(/^W\//, ''));
  });
}
