import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/open-database.ts';
import type { Logger } from '#server/logger.ts';

export interface PeriodicSweepOptions {
  db: Database;
  clock: Clock;
  logger: Logger;
  /** What the log lines call what is swept, e.g. 'expired idempotency keys'. */
  what: string;
  /** Deletes what has expired at `now` in every company (rows, or staged files); answers how many. */
  sweep: (db: Database, now: Date) => Promise<number>;
  /** How often. Default hourly: expired rows are already ignored, sweeping only frees space. */
  everyMs?: number;
  /** What the log line says was done with them; default 'deleted'. */
  done?: string;
}

/**
 * Runs a cleanup of expired rows at start and then periodically; the returned function stops it
 * (shutdown). Each sweep is one idempotent DELETE, so every server process may run its own timer.
 */
export function startPeriodicSweep({
  db,
  clock,
  logger,
  what,
  sweep,
  everyMs = 3_600_000,
  done = 'deleted',
}: PeriodicSweepOptions) {
  const once = () =>
    sweep(db, clock.now())
      .then((count) => {
        if (count > 0) logger.info({ count }, `${what} ${done}`);
      })
      .catch((error: unknown) => logger.error({ err: error }, `${what}: the sweep failed`));
  let running = once();
  const timer = setInterval(() => {
    running = running.then(once);
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
