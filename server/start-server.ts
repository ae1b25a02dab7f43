import { Server as HttpServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { createApp, type App } from './app.ts';
import type { Config } from './config.ts';
import type { Database } from './db/open-database.ts';
import { clientAddressOfSocket } from './http/client-address.ts';
import { connectionDrain } from './http/connection-drain.ts';
import { workerPageRenderer } from './http/worker-page-renderer.ts';
import { createLogger } from './logger.ts';
import type { MediaStore } from './media/media-store.ts';
import { startRuntime } from './runtime.ts';

/** What an entry may add to the app before it listens: the parts its routes need. */
export interface AppExtension {
  (app: App, parts: { db: Database; media: MediaStore }): void;
}

/**
 * Migrate, seed an empty database, then listen, until SIGINT or SIGTERM. The production entry
 * (main.ts) calls it as is; the browser tests' entry (tests/server/e2e-server.ts) adds its company
 * factory with `extend`, so no test route is in the production bundle.
 * One process per PGlite data folder (decision 0001); any number on one PostgreSQL (README).
 */
export async function startServer(config: Config, extend?: AppExtension): Promise<void> {
  const logger = createLogger(config.LOG_LEVEL);
  installValidationMessages();

  const runtime = await startRuntime(config, logger);
  // The server render's build sits beside the client's (`npm run build`, decision 0091), and so does the
  // thread it renders on (decision 0099): from source (tsx) too, since the render needs the build anyway.
  const built = join(config.CLIENT_DIR, '..');
  const pageRenderer = workerPageRenderer(
    join(built, 'ssr', 'entry-server.js'),
    pathToFileURL(join(built, 'page-render-worker.mjs')),
  );
  const app = createApp({
    db: runtime.database.db,
    logger,
    clientDir: config.CLIENT_DIR,
    renderer: pageRenderer.source,
    mail: runtime.mail.delivery,
    media: runtime.media,
    ...(runtime.uploadsDir ? { uploadsDir: runtime.uploadsDir } : {}),
    payments: runtime.payments,
    chargeGraceMs: config.CHARGE_GRACE_SECONDS * 1000,
    paymentWebhookSecrets: config.STRIPE_WEBHOOK_SECRET,
    siteCache: runtime.siteCache,
    fileLinkSecret: runtime.fileLinkSecret,
    imageOrigins: config.IMAGE_ORIGINS,
    clientAddress: clientAddressOfSocket(config.TRUSTED_PROXY_COUNT),
    draining: () => stopping,
  });
  extend?.(app, { db: runtime.database.db, media: runtime.media });

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
    logger.info({ address: info.address, port: info.port }, `Lantern is listening on http://${shownHost}:${info.port}`);
  });

  // An idle keep-alive connection is closed after 65 s, not Node's 5: a client (a proxy, a browser, a
  // test's request context) that sends on a connection just as the server closes it gets a reset
  // (ECONNRESET). Longer than the 60 s idle timeout of common proxies; the headers' limit stays above it.
  if (server instanceof HttpServer) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  // The connections a shutdown must answer before the process ends (decision 0085).
  const connections = server instanceof HttpServer ? connectionDrain(server) : undefined;

  /** After the grace period, what the drain may take at most: a stuck request cannot hold the process. */
  const DRAIN_LIMIT_MS = 30_000;

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    // Readiness turns 503 at once; everything is still served during the grace period, so a load
    // balancer that has not yet asked GET /api/ready loses nothing. Answers close their connections
    // from now on, so the balancer's kept-alive ones end with an answer rather than a reset.
    logger.info({ signal, graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, 'shutting down: not ready');
    connections?.closeAfterEachAnswer();
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_GRACE_SECONDS * 1000));
    const force = setTimeout(() => {
      logger.error('graceful shutdown timed out');
      process.exit(1);
    }, DRAIN_LIMIT_MS);
    force.unref();
    // Stop accepting, answer every connection accepted, then stop the jobs and close the database
    // (and, on PostgreSQL, the site cache's listening connection).
    await (connections ? connections.close() : new Promise<void>((resolve) => server.close(() => resolve())));
    await runtime.stop();
    logger.info('stopped');
    process.exit(0);
  }
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
