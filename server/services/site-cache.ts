import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/**
 * Every visitor asks for the same few documents (render context, redirects), so they are built
 * once per company, kept as a pre-serialised JSON string with its ETag, and dropped by one call:
 * `invalidateSiteCache(companyId)`, which every content write must make after committing.
 *
 * The cache lives in the process (DESIGN §6 allows it when invalidated on publish). With several
 * processes, a write only clears the cache of the process that made it; publishing across
 * processes will need a broadcast (PostgreSQL LISTEN/NOTIFY) calling the same function.
 */
export interface CachedJson<T> {
  value: T;
  /** `JSON.stringify(value)`, sent as is. */
  body: string;
  /** Strong validator of `body`, quoted. */
  etag: string;
  /** `body` gzipped once here rather than on every response (the render context is ~20 KB). */
  gzipped: Uint8Array<ArrayBuffer>;
}

export interface SiteCache {
  /** The cached document `key` of a company, built by `build` on a miss (one build at a time). */
  json<T>(companyId: number, key: string, build: () => Promise<T>): Promise<CachedJson<T>>;
  /** Which company a host belongs to, remembered until that company's cache is invalidated. */
  companyIdForHost(host: string, lookup: () => Promise<number | null>): Promise<number | null>;
  /** Forget everything cached for a company: call after any write to its content. */
  invalidateSiteCache(companyId: number): void;
}

export function createSiteCache(): SiteCache {
  // Promises, not values: concurrent misses share one build, and invalidating mid-build simply
  // lets the next request start a fresh one.
  const documents = new Map<number, Map<string, Promise<CachedJson<unknown>>>>();
  const hosts = new Map<string, number>();

  return {
    json<T>(companyId: number, key: string, build: () => Promise<T>): Promise<CachedJson<T>> {
      let perCompany = documents.get(companyId);
      if (!perCompany) {
        perCompany = new Map();
        documents.set(companyId, perCompany);
      }
      const cached = perCompany.get(key);
      if (cached) return cached as Promise<CachedJson<T>>;

      const pending = build().then(serialise);
      perCompany.set(key, pending);
      // A failed build is not remembered: the next request tries again.
      pending.catch(() => {
        if (documents.get(companyId)?.get(key) === pending) documents.get(companyId)?.delete(key);
      });
      return pending;
    },

    async companyIdForHost(host, lookup) {
      const known = hosts.get(host);
      if (known !== undefined) return known;
      // Unknown hosts are not remembered, so random Host headers cannot grow the map.
      const companyId = await lookup();
      if (companyId !== null) hosts.set(host, companyId);
      return companyId;
    },

    invalidateSiteCache(companyId) {
      documents.delete(companyId);
      for (const [host, owner] of hosts) if (owner === companyId) hosts.delete(host);
    },
  };
}

function serialise<T>(value: T): CachedJson<T> {
  const body = JSON.stringify(value);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const compressed = gzipSync(body);
  const gzipped = new Uint8Array(new ArrayBuffer(compressed.byteLength));
  gzipped.set(compressed);
  return { value, body, etag, gzipped };
}
