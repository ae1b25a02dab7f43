import type { OpenAPIHono, RouteHandler } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/open-database.ts';
import type { SiteCache } from '#server/services/site-cache.ts';
import type { AppEnv } from './app-env.ts';
import { requirePermission, requireUser } from './authentication.ts';
import { declaredLengthLimit, readingLimit } from './body-limits.ts';
import { caseScoping } from './case-scoping.ts';
import type { Audience, DefinedRoute } from './define-route.ts';
import { tenancy } from './tenancy.ts';

export interface GuardDeps {
  db: Database;
  clock: Clock;
  siteCache: SiteCache;
}

/**
 * What a route may add to its registration: `beforeBody` runs after the guards and the declared
 * length check, and before a byte of the body is read (the reading limit and the validators come
 * after it). For checks that must not cost a body read, such as a public route's rate limits. It
 * may hand what it found to the handler through variables of its own env `E`.
 */
export interface RegisterOptions<E extends AppEnv> {
  beforeBody?: MiddlewareHandler<E>;
}

/** Registers a declared route with the checks its audience names, in front of its validation. */
export type RegisterRoute = <R extends DefinedRoute, E extends AppEnv = AppEnv>(
  route: R,
  handler: RouteHandler<R, E>,
  options?: RegisterOptions<E>,
) => void;

/**
 * The middleware side of defineRoute's audience and body limit, in this order:
 * 1. tenancy (404 for an unknown host), then the session check (401/403) and, on a staff route,
 *    the role's permission (403): headers only;
 * 2. a declared Content-Length over the route's limit (413), reading nothing;
 * 3. the route's `beforeBody` checks (e.g. its rate limits: 429);
 * 4. the body read against the limit (413 at the first byte over; a chunked body is counted as it
 *    arrives), then the route's own validation (422).
 * The guards come first because the reading step gathers a chunked body before validation: a
 * caller without a session gets 401 and none of its body is read. A route that declares no body
 * gets no reading step and no validator for one, and no handler reads it: a body sent there is
 * never read (the Node adapter discards what the socket still holds once the answer is sent).
 * Every route with a body must declare its limit (decision 0055): start-up fails otherwise.
 * Route files get this function and never the database.
 */
export function createRouteRegistrar(app: OpenAPIHono<AppEnv>, deps: GuardDeps): RegisterRoute {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'The token of POST /api/auth/login',
  });
  const tenant = tenancy(deps);
  const guards: Record<Audience, MiddlewareHandler<AppEnv>[]> = {
    anyone: [],
    public: [tenant],
    staff: [tenant, requireUser(deps, ['staff'])],
    // A family member's handlers get the CaseScope (tenant-scope.ts): the member's cases only.
    family: [tenant, requireUser(deps, ['family']), caseScoping(deps)],
    'signed-in': [tenant, requireUser(deps, ['staff', 'family'])],
  };

  return (route, handler, options = {}) => {
    const maxSize = route['x-max-body-bytes'];
    if (route.request?.body && maxSize === undefined)
      throw new Error(`${route.method.toUpperCase()} ${route.path} takes a body but declares no maxBodyBytes`);
    const permission = route['x-permission'];
    if (route['x-audience'] === 'staff' && permission === undefined)
      throw new Error(`${route.method.toUpperCase()} ${route.path} is a staff route but declares no permission`);
    const audienceGuards = permission
      ? [...guards[route['x-audience']], requirePermission(permission)]
      : guards[route['x-audience']];
    // The variables a beforeBody adds to its env are its own to set: to the chain it is AppEnv's.
    const beforeBody = options.beforeBody ? [options.beforeBody as unknown as MiddlewareHandler<AppEnv>] : [];
    // Staff and family writes change what public pages show (an obituary, its photos, memories,
    // theme, video, shop, services): each one that succeeds drops the company's rendered pages and
    // site documents in every process (decision 0093). Written once here so no write path is missed.
    const changesPages =
      route.method !== 'get' && (route['x-audience'] === 'staff' || route['x-audience'] === 'family')
        ? [dropsPublicPages(deps.siteCache)]
        : [];
    const middleware =
      maxSize === undefined
        ? [...audienceGuards, ...changesPages, ...beforeBody]
        : [
            ...audienceGuards,
            ...changesPages,
            declaredLengthLimit(maxSize),
            ...beforeBody,
            readingLimit(maxSize, route['x-streams-body'] === true),
          ];
    app.openapi({ ...route, middleware }, handler as never);
  };
}

/** After the handler: a write that succeeded (2xx) invalidates its company's site cache. */
function dropsPublicPages(siteCache: SiteCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status < 300) siteCache.invalidateSiteCache(c.get('scope').companyId);
  };
}
