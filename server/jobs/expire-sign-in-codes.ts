import { lte } from 'drizzle-orm';
import type { Database } from '#server/db/open-database.ts';
import { signInCodes } from '#server/db/schema.ts';

/*
 * Mailed sign-in codes work for 10 minutes (decision 0074); a used, void or expired row signs nobody
 * in and is only kept until this sweep, which runs like the others (runtime.ts, periodic-sweep.ts):
 * on the raw database over every company, one idempotent DELETE any number of processes may run.
 */

/** Deletes every sign-in code that expired at or before `now` (used and void ones expire too); answers how many. */
export async function expireSignInCodes(db: Database, now: Date): Promise<number> {
  const deleted = await db.delete(signInCodes).where(lte(signInCodes.expiresAt, now)).returning({ id: signInCodes.id });
  return deleted.length;
}
