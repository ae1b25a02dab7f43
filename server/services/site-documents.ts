import type { Redirect, RenderContext } from '#contract/website.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { loadRedirects } from './redirects.ts';
import { loadApprovedRenderContext } from './render-context.ts';
import { companySiteUrl } from './site-url.ts';
import type { CachedJson, SiteCache } from './site-cache.ts';

/*
 * The cached per-company documents, named once so the API routes and the page-status check read
 * the very same cache entries.
 */
/** Null (cached too) while the company has no approved version; publishing invalidates it. */
export function cachedApprovedContext(
  siteCache: SiteCache,
  scope: TenantScope,
): Promise<CachedJson<RenderContext | null>> {
  return siteCache.json(scope.companyId, 'render-context:approved', () => loadApprovedRenderContext(scope));
}

export function cachedRedirects(siteCache: SiteCache, scope: TenantScope): Promise<CachedJson<Redirect[]>> {
  return siteCache.json(scope.companyId, 'redirects', () => loadRedirects(scope));
}

/**
 * The company's public address (null when none is set), for the share tags of its obituary pages:
 * read once, not on every uncached page (decision 0096: uncached render throughput). The owner's settings and
 * `npm run company -- update` drop it with the rest (decision 0089).
 */
export function cachedSiteUrl(siteCache: SiteCache, scope: TenantScope): Promise<CachedJson<string | null>> {
  return siteCache.json(scope.companyId, 'site-url', () => companySiteUrl(scope));
}
