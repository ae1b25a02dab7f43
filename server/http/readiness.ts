import { sql } from 'drizzle-orm';
import type { Readiness } from '#contract/website.ts';
import type { Database } from '#server/db/open-database.ts';
import type { SiteCache } from '#server/services/site-cache.ts';

export interface ReadinessDeps {
  db: Database;
  siteCache: SiteCache;
  /** True once the process has been asked to stop (server/main.ts on SIGTERM or SIGINT). */
  draining: () => boolean;
  /** How long the database may take to answer `select 1` before it counts as down. Default 2 s. */
  databaseTimeoutMs?: number;
}

/**
 * What GET /api/ready answers (decision 0085): a load balancer sends requests only to a ready
 * process. A database that does not answer within the timeout is down: a balancer's check gives up
 * after a few seconds, and an answer it never gets would read as the whole process being gone.
 */
export function readinessCheck(deps: ReadinessDeps): () => Promise<Readiness> {
  const timeoutMs = deps.databaseTimeoutMs ?? 2_000;
  return async () => {
    const database = await databaseState(deps.db, timeoutMs);
    const cacheListener = deps.siteCache.listener;
    const draining = deps.draining();
    return {
      ready: !draining && database === 'up' && cacheListener !== 'down',
      draining,
      database,
      cacheListener,
    };
  };
}

async function databaseState(db: Database, timeoutMs: number): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), timeoutMs);
  });
  const answered = db.execute(sql`select 1`).then(
    () => 'up' as const,
    () => 'down' as const,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
