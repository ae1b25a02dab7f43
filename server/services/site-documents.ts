import type { Redirect, RenderContext } from '#contract/website.ts';
import type { Database } from '#server/db/open-database.ts';
import { loadRedirects } from './redirects.ts';
import { loadApprovedRenderContext } from './render-context.ts';
import type { CachedJson, SiteCache } from './site-cache.ts';

/*
 * The cached per-company documents, named once so the API routes and the page-status check read
 * the very same cache entries.
 */
export interface SiteDocumentsDeps {
  db: Database;
  siteCache: SiteCache;
}

/** Null (cached too) while the company has no approved version; publishing invalidates it. */
export function cachedApprovedContext(
  { db, siteCache }: SiteDocumentsDeps,
  companyId: number,
): Promise<CachedJson<RenderContext | null>> {
  return siteCache.json(companyId, 'render-context:approved', () => loadApprovedRenderContext(db, companyId));
}

export function cachedRedirects(
  { db, siteCache }: SiteDocumentsDeps,
  companyId: number,
): Promise<CachedJson<Redirect[]>> {
  return siteCache.json(companyId, 'redirects', () => loadRedirects(db, companyId));
}
