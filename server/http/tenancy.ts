import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '#server/db/open-database.ts';
import { findCompanyIdByHost, normalizeHost } from '#server/services/tenancy.ts';
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

/** Tenant routes: find the company or answer 404; answers vary by X-Host for shared caches. */
export function tenancy(deps: TenancyDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.header('Vary', 'X-Host', { append: true });
    const companyId = await resolveCompanyId(c, deps);
    if (companyId === null) return jsonError(c, 404);
    c.set('companyId', companyId);
    await next();
  };
}

/** The company of a tenant route's request; a programming error when the middleware is missing. */
export function tenantOf(c: Context<AppEnv>): number {
  const companyId = c.get('companyId');
  if (companyId === undefined)
    throw new Error(`No tenant resolved for ${c.req.path}: mount it under the tenancy middleware`);
  return companyId;
}
