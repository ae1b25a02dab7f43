import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { SiteCache } from '#server/services/site-cache.ts';

/**
 * Server-rendered public pages kept whole (decision 0093): the response's HTML, gzipped once, with
 * its status and the style-attribute hashes its Content-Security-Policy allows. Nothing in that HTML
 * is per response (the policy has no nonce), so a hit is sent as it is.
 */
export interface CachedPage {
  html: string;
  gzipped: Uint8Array<ArrayBuffer>;
  status: 200 | 404 | 410;
  styleAttributeHashes: string[];
}

/**
 * What a rendered page depends on, besides the company's data: the address (path and query), the
 * origin its absolute links were written with, whether the reader is a crawler (its error page is
 * the head only), and the approved revision and redirects it was rendered from (their ETags).
 */
export interface PageCacheKey {
  companyId: number;
  origin: string;
  url: string;
  crawler: boolean;
  siteVersion: string;
}

export interface RenderedPageCache {
  /** The page kept for the key, if any (and it counts as recently used). */
  get(key: PageCacheKey): CachedPage | undefined;
  /**
   * Where this request's page may be stored when rendered: null while the site cache misses
   * invalidations (its listener is down). Taken before the render reads anything, so a page read
   * before a write is not stored after the write's invalidation.
   */
  reserve(key: PageCacheKey): PageCacheSlot | null;
}

export interface PageCacheSlot {
  /**
   * Gzips the page and keeps it, unless its company was invalidated since the slot was taken (or
   * while it was gzipped); the page is returned either way, to be sent as a kept one is. The gzip
   * runs on libuv's thread pool, off the event loop: ~0.5 ms of a render's CPU (decision 0096).
   */
  store(page: Omit<CachedPage, 'gzipped'>): Promise<CachedPage>;
}

export interface RenderedPageCacheOptions {
  /** At most this many pages (the least recently used go). Default 256. */
  maxPages?: number;
  /**
   * A page is rendered again after this long even if no write dropped it: what pages show also
   * changes with time alone (an event moving into the past, a shop's delivery cut-off). Default 60 s.
   */
  maxAgeMs?: number;
  /** Milliseconds now (injectable for tests). */
  now?: () => number;
}

export const DEFAULT_MAX_PAGES = 256;
export const DEFAULT_PAGE_MAX_AGE_MS = 60_000;

/**
 * One per process, dropped company by company with the site cache (its `onForget`: a write here or a
 * NOTIFY from another process), holding a bounded number of pages for a bounded time.
 */
export function createRenderedPageCache(
  siteCache: SiteCache,
  options: RenderedPageCacheOptions = {},
): RenderedPageCache {
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_PAGE_MAX_AGE_MS;
  const now = options.now ?? Date.now;
  // Map keeps insertion order: re-inserting on a hit makes the first entry the least recently used.
  const pages = new Map<string, { companyId: number; at: number; page: CachedPage }>();
  // Bumped on every invalidation of a company (all of them: `up`): a slot taken before is void.
  const generations = new Map<number, number>();
  let everyCompany = 0;
  const generation = (companyId: number) => `${everyCompany}:${generations.get(companyId) ?? 0}`;

  siteCache.onForget((companyId) => {
    if (companyId === null) {
      everyCompany += 1;
      pages.clear();
      return;
    }
    generations.set(companyId, (generations.get(companyId) ?? 0) + 1);
    for (const [key, entry] of pages) if (entry.companyId === companyId) pages.delete(key);
  });

  // No part has a line break (a parsed address, a header's value, ETags): one per line cannot collide.
  const keyOf = (key: PageCacheKey) =>
    `${key.companyId}\n${key.origin}\n${key.url}\n${key.crawler}\n${key.siteVersion}`;

  return {
    get(key) {
      if (!siteCache.coherent) return undefined;
      const id = keyOf(key);
      const entry = pages.get(id);
      if (!entry) return undefined;
      pages.delete(id);
      if (now() - entry.at > maxAgeMs) return undefined;
      pages.set(id, entry);
      return entry.page;
    },
    reserve(key) {
      if (!siteCache.coherent) return null;
      const taken = generation(key.companyId);
      // The page's data can be no older than this.
      const at = now();
      return {
        async store(rendered) {
          const page = { ...rendered, gzipped: await gzipped(rendered.html) };
          if (!siteCache.coherent || generation(key.companyId) !== taken) return page;
          const id = keyOf(key);
          pages.delete(id);
          pages.set(id, { companyId: key.companyId, at, page });
          for (const oldest of pages.keys()) {
            if (pages.size <= maxPages) break;
            pages.delete(oldest);
          }
          return page;
        },
      };
    },
  };
}

const gzipAsync = promisify(gzip);

async function gzipped(html: string): Promise<Uint8Array<ArrayBuffer>> {
  const compressed = await gzipAsync(html);
  const bytes = new Uint8Array(new ArrayBuffer(compressed.byteLength));
  bytes.set(compressed);
  return bytes;
}
