import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import type { Logger } from '#server/logger.ts';
import type { InvalidationChannel, InvalidationReceiver } from '#server/services/site-cache.ts';
import type { Database } from './open-database.ts';

/** The NOTIFY channel every Lantern process on one database listens to. */
export const SITE_CACHE_CHANNEL = 'lantern_site_cache';

export interface PostgresInvalidationChannelOptions {
  /** Sends NOTIFY through the app's own pool. */
  db: Database;
  /** Where the listening connection goes (the app's DATABASE_URL; tests put a proxy in between). */
  listenUrl: string;
  logger: Logger;
  /** Wait between attempts to listen again after the connection dropped. Default 500 ms. */
  retryMs?: number;
  /** How the listening connection shows in pg_stat_activity. */
  applicationName?: string;
}

/**
 * Tells every process listening on this database that a company's site changed: the channel's
 * publish, and `npm run company -- update`'s, which changes hosts and names beside running servers.
 * On PGlite nobody listens and it costs nothing.
 */
export async function notifySiteCacheChange(db: Database, companyId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${SITE_CACHE_CHANNEL}, ${String(companyId)})`);
}

/**
 * Site cache invalidations across processes (decision 0015): a write NOTIFYs the company
 * id after commit; every process keeps one connection that LISTENs and drops that company's cache.
 * The listening connection is our own (not postgres.js's sql.listen), because the cache must know
 * when it is down: postgres.js's onclose says so, and listening again after it reports `up`.
 */
export function postgresInvalidationChannel(options: PostgresInvalidationChannelOptions): InvalidationChannel {
  const { db, logger } = options;
  const retryMs = options.retryMs ?? 500;
  let receiver: InvalidationReceiver | undefined;
  let listening = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const listenerOptions = {
    max: 1,
    // The connection is kept for ever: no idle or lifetime limit that would drop it on purpose.
    idle_timeout: 0,
    max_lifetime: null,
    connect_timeout: 5,
    fetch_types: false,
    onnotice: () => {},
    connection: { application_name: options.applicationName ?? 'lantern-site-cache-listener' },
    onnotify(channel: string, payload: string) {
      const companyId = Number(payload);
      if (channel === SITE_CACHE_CHANNEL && Number.isInteger(companyId)) receiver?.forget(companyId);
    },
    onclose() {
      if (!listening || stopped) return;
      listening = false;
      logger.warn('site cache listener disconnected: cached answers now expire within seconds');
      receiver?.down();
      schedule();
    },
  };
  // `onnotify` is the connection option postgres.js's own sql.listen is built on; its types omit it.
  const listener = postgres(options.listenUrl, listenerOptions as postgres.Options<Record<string, never>>);

  async function listen(): Promise<void> {
    if (stopped) return;
    try {
      await listener.unsafe(`listen ${SITE_CACHE_CHANNEL}`);
      if (stopped) return;
      listening = true;
      receiver?.up();
      logger.info('site cache listener connected');
    } catch (error) {
      if (stopped) return;
      logger.debug({ err: error }, 'site cache listener: connecting failed, trying again');
      schedule();
    }
  }

  function schedule() {
    clearTimeout(retry);
    retry = setTimeout(() => void listen(), retryMs);
    retry.unref();
  }

  return {
    publish(companyId) {
      notifySiteCacheChange(db, companyId).catch((error: unknown) =>
        logger.error({ err: error, companyId }, 'site cache: NOTIFY failed'),
      );
    },
    start(target) {
      receiver = target;
      void listen();
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await listener.end({ timeout: 5 });
    },
  };
}
