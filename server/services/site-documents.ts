import type { Redirect, RenderContext } from '#contract/website.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { loadRedirects } from './redirects.ts';
import { loadApprovedRenderContext } from './render-context.ts';
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
