import type { Context, MiddlewareHandler } from 'hono';
import type { UserRole } from '#contract/auth.ts';
import { can, roleRefusedMessage, type StaffPermission } from '#contract/staff-roles.ts';
import { stripBearer } from '#contract/bearer-token.ts';
import type { Clock } from '#server/clock.ts';
import { authenticate, type AuthenticatedUser } from '#server/services/auth.ts';
import type { AppEnv } from './app-env.ts';
import { jsonError } from './errors.ts';
import { scopeOf } from './tenancy.ts';

export interface AuthenticationDeps {
  clock: Clock;
}

/** The signed-in user of this request's company, or null. Needs the tenancy middleware first. */
export async function currentUser(c: Context<AppEnv>, deps: AuthenticationDeps): Promise<AuthenticatedUser | null> {
  const token = stripBearer(c.req.header('authorization'));
  if (!token) return null;
  return authenticate(scopeOf(c), token, deps.clock.now());
}

/**
 * Routes for signed-in users only: 401 without a live session of this company (a token of another
 * company's site counts as none), 403 when the account's role is not allowed. Answers vary by
 * Authorization and are never stored by shared caches.
 */
export function requireUser(deps: AuthenticationDeps, roles: readonly UserRole[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.header('Cache-Control', 'private, no-store');
    c.header('Vary', 'Authorization', { append: true });
    const user = await currentUser(c, deps);
    if (!user) {
      c.header('WWW-Authenticate', 'Bearer realm="Lantern"');
      return jsonError(c, 401);
    }
    if (!roles.includes(user.role)) return jsonError(c, 403);
    c.set('user', user);
    await next();
  };
}

/** The signed-in user of a route behind requireUser; a programming error when it is missing. */
export function userOf(c: Context<AppEnv>): AuthenticatedUser {
  const user = c.get('user');
  if (user === undefined) throw new Error(`No user for ${c.req.path}: mount it behind requireUser`);
  return user;
}

/**
 * A staff route's permission (contract/staff-roles.ts), after requireUser(['staff']): 403 with the
 * role's refusal when the account's role lacks it.
 */
export function requirePermission(permission: StaffPermission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { staffRole } = userOf(c);
    if (staffRole === null || !can(staffRole, permission))
      return jsonError(c, 403, [{ path: '', message: roleRefusedMessage }]);
    await next();
  };
}
