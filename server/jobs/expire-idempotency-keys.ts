import { lte } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/open-database.ts';
import { idempotencyKeys } from '#server/db/schema.ts';
import type { Logger } from '#server/logger.ts';
import { idempotencyCutoff } from '#server/services/idempotency.ts';

/*
 * Idempotency keys expire 24 hours after their first use (Stripe's rule; services/idempotency.ts
 * already treats an expired key as new). This job deletes expired rows of every company, so it
 * runs on the raw database, outside any tenant scope. It is one idempotent DELETE: two processes
 * running it at once delete each row once (the second waits for the first's row locks, then finds
 * the rows gone), so every server process may run it on its own timer.
 */

/** Deletes every key first used at or before `now` minus 24 hours; answers how many it deleted. */
export async function expireIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.createdAt, idempotencyCutoff(now)))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

export interface IdempotencyExpiryOptions {
  db: Database;
  clock: Clock;
  logger: Logger;
  /** How often to sweep. Default hourly: an expired key is already ignored, this only frees space. */
  everyMs?: number;
}

/** Sweeps at start and then periodically; the returned function stops it (shutdown). */
export function startIdempotencyExpiry({ db, clock, logger, everyMs = 3_600_000 }: IdempotencyExpiryOptions) {
  const sweep = () =>
    expireIdempotencyKeys(db, clock.now())
      .then((count) => {
        if (count > 0) logger.info({ count }, 'expired idempotency keys deleted');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'idempotency key expiry failed'));
  let running = sweep();
  const timer = setInterval(() => {
    running = running.then(sweep);
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
