import type { OpenAPIHono, RouteHandler } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/open-database.ts';
import type { SiteCache } from '#server/services/site-cache.ts';
import type { AppEnv } from './app-env.ts';
import { requireUser } from './authentication.ts';
import { caseScoping } from './case-scoping.ts';
import type { Audience, DefinedRoute } from './define-route.ts';
import { jsonError } from './errors.ts';
import { tenancy } from './tenancy.ts';

export interface GuardDeps {
  db: Database;
  clock: Clock;
  siteCache: SiteCache;
}

/** Registers a declared route with the checks its audience names, in front of its validation. */
export type RegisterRoute = <R extends DefinedRoute>(route: R, handler: RouteHandler<R, AppEnv>) => void;

/**
 * The middleware side of defineRoute's audience: tenancy (404 for an unknown host), then the
 * session check (401/403), then the body limit (413), then the route's own validation (422).
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

  return (route, handler) => {
    const maxSize = route['x-max-body-bytes'];
    const limit =
      maxSize === undefined
        ? []
        : route['x-streams-body']
          ? [declaredLengthLimit(maxSize)]
          : [bodyLimit({ maxSize, onError: (c) => jsonError(c, 413) })];
    app.openapi({ ...route, middleware: [...guards[route['x-audience']], ...limit] }, handler as never);
  };
}

/** JSON sent to a streaming route (the album's captions and order) is small: held to this. */
const STREAMED_ROUTE_JSON_MAX = 1024 * 1024;

/**
 * A streamed body's early refusal: a declared Content-Length over the limit is refused before a
 * byte is read; the handler counts the rest. JSON sent to the same route is read whole, so it gets
 * hono's buffering limit at a JSON size.
 */
function declaredLengthLimit(maxSize: number): MiddlewareHandler<AppEnv> {
  const jsonLimit = bodyLimit({ maxSize: STREAMED_ROUTE_JSON_MAX, onError: (c) => jsonError(c, 413) });
  return async (c, next) => {
    if (/^application\/(?:[\w.+-]+\+)?json\b/i.test(c.req.header('content-type') ?? '')) return jsonLimit(c, next);
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > maxSize) return jsonError(c, 413);
    await next();
  };
}
