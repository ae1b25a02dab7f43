import { lte } from 'drizzle-orm';
import type { Database } from '#server/db/open-database.ts';
import { idempotencyKeys } from '#server/db/schema.ts';
import { idempotencyCutoff } from '#server/services/idempotency.ts';

/*
 * Idempotency keys expire 24 hours after their first use (Stripe's rule; services/idempotency.ts
 * already treats an expired key as new). This job deletes expired rows of every company, so it
 * runs on the raw database, outside any tenant scope. It is one idempotent DELETE: two processes
 * running it at once delete each row once (the second waits for the first's row locks, then finds
 * the rows gone), so every server process may run it on its own timer (runtime.ts, periodic-sweep.ts).
 */

/** Deletes every key first used at or before `now` minus 24 hours; answers how many it deleted. */
export async function expireIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.createdAt, idempotencyCutoff(now)))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
