import type { Context, MiddlewareHandler } from 'hono';
import { findCompanyIdByHost } from '#server/db/company-hosts.ts';
import type { Database } from '#server/db/open-database.ts';
import { tenantScope, type TenantScope } from '#server/db/tenant-scope.ts';
import { normalizeHost } from '#server/services/tenancy.ts';
import type { SiteCache } from '#server/services/site-cache.ts';
import type { AppEnv } from './app-env.ts';
import { jsonError } from './errors.ts';

export interface TenancyDeps {
  db: Database;
  siteCache: SiteCache;
}

/** The company a request is for, or null for a host nobody owns (decision 0002). */
export function resolveCompanyId(c: Context, { db, siteCache }: TenancyDeps): Promise<number | null> {
  const host = normalizeHost(c.req.header('x-host') ?? c.req.header('host'));
  if (!host) return Promise.resolve(null);
  return siteCache.companyIdForHost(host, () => findCompanyIdByHost(db, host));
}

/**
 * Tenant routes: find the company or answer 404, and make the request's tenant scope (the only way
 * its handlers and services reach tenant tables). Answers vary by X-Host for shared caches.
 */
export function tenancy(deps: TenancyDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.header('Vary', 'X-Host', { append: true });
    const companyId = await resolveCompanyId(c, deps);
    if (companyId === null) return jsonError(c, 404);
    c.set('scope', tenantScope(deps.db, companyId));
    await next();
  };
}

/** The tenant scope of a tenant route's request; a programming error when the middleware is missing. */
export function scopeOf<E extends AppEnv>(c: Context<E>): TenantScope {
  const scope = c.get('scope');
  if (scope === undefined)
    throw new Error(`No tenant resolved for ${c.req.path}: declare the route with a tenant audience`);
  return scope;
}
