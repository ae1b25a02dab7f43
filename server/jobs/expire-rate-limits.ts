import { lte } from 'drizzle-orm';
import type { Database } from '#server/db/open-database.ts';
import { rateLimitCounters } from '#server/db/schema.ts';

/*
 * A limiter counter whose window has ended counts for nothing (services/rate-limit.ts starts a new
 * window in its row on the next hit); this deletes such rows of every company, so the table holds
 * only live windows. Like the idempotency key expiry, one idempotent DELETE on the raw database.
 */

/** Deletes every counter whose window ended at or before `now`; answers how many it deleted. */
export async function expireRateLimitCounters(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.expiresAt, now))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}
