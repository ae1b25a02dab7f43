import type { Logger } from 'pino';
import type { AuthenticatedUser } from '#server/services/auth.ts';

/** What middleware hands to handlers through the Hono context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** The request's child logger (carries the request id). */
    log: Logger;
    /** Set by the tenancy middleware on tenant routes (/api/web/*); see tenantOf(). */
    companyId: number;
    /** Set by requireUser on signed-in routes; see userOf(). */
    user: AuthenticatedUser;
  };
}
