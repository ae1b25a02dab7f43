import { Writable } from 'node:stream';
import { pino } from 'pino';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { createApp, type App, type AppOptions } from '#server/app.ts';
import type { Database } from '#server/db/open-database.ts';
import { createSiteCache, type SiteCache } from '#server/services/site-cache.ts';

export interface TestApp {
  app: App;
  siteCache: SiteCache;
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
}

/** createApp as production wires it (spec §5 messages installed), with logs captured in memory. */
export function createTestApp(db: Database, options: Omit<AppOptions, 'db' | 'logger' | 'siteCache'> = {}): TestApp {
  installValidationMessages();
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  const siteCache = createSiteCache();
  return { app: createApp({ db, logger, siteCache, ...options }), siteCache, logs };
}

/** A request as the browser makes it: X-Host names the site (default the demo's 'localhost'). */
export function get(app: App, path: string, init: { host?: string; headers?: Record<string, string> } = {}) {
  return app.request(path, {
    headers: { 'X-Host': init.host ?? 'localhost', Accept: 'application/json', ...init.headers },
  });
}
