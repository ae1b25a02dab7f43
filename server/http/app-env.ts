import type { Logger } from 'pino';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { AuthenticatedUser } from '#server/services/auth.ts';

/** What middleware hands to handlers through the Hono context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** The request's child logger (carries the request id). */
    log: Logger;
    /** Set by the tenancy middleware on routes of a tenant audience; see scopeOf(). */
    scope: TenantScope;
    /** Set by requireUser on signed-in routes; see userOf(). */
    user: AuthenticatedUser;
    /** Set by pages() on a server-rendered page: its style attributes' hashes, which securityHeaders adds to the policy. */
    styleAttributeHashes: string[];
  };
}
