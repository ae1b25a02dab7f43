import { lte } from 'drizzle-orm';
import type { Database } from '#server/db/open-database.ts';
import { sessions } from '#server/db/schema.ts';

/*
 * An expired session signs nobody in (services/auth.ts reads only unexpired ones), and signing in
 * deletes the account's expired ones; an account that never signs in again would keep them for good.
 * Like the other sweeps (runtime.ts, periodic-sweep.ts): the raw database over every company, one
 * idempotent DELETE that any number of processes may run.
 */

/** Deletes every session that expired at or before `now`; answers how many. */
export async function expireSessions(db: Database, now: Date): Promise<number> {
  const deleted = await db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ id: sessions.id });
  return deleted.length;
}
