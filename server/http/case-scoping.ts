import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '#server/db/open-database.ts';
import { caseScope, CaseScope } from '#server/db/tenant-scope.ts';
import type { AppEnv } from './app-env.ts';
import { userOf } from './authentication.ts';
import { scopeOf } from './tenancy.ts';

/**
 * The 'family' audience (decision 0037): after requireUser, the request's scope becomes the
 * member's CaseScope, so every case table a family call reaches is limited to the member's cases.
 */
export function caseScoping(deps: { db: Database }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('scope', await caseScope(deps.db, scopeOf(c).companyId, userOf(c).id));
    await next();
  };
}

/** The case scope of a family route's request; a programming error on any other audience. */
export function caseScopeOf(c: Context<AppEnv>): CaseScope {
  const scope = scopeOf(c);
  if (!(scope instanceof CaseScope)) throw new Error(`No case scope for ${c.req.path}: declare it audience 'family'`);
  return scope;
}
