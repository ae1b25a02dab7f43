import { serve } from '@hono/node-server';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { systemClock } from './clock.ts';
import { createLogger } from './logger.ts';
import { startMail } from './mail/start-mail.ts';
import { seedDemoIfEmpty } from './seed/seed.ts';

/**
 * Production entry (`npm run serve`): migrate, seed an empty database, then listen.
 * One process per PGlite data folder (decision 0001).
 */
const config = readConfig();
const logger = createLogger(config.LOG_LEVEL);
installValidationMessages();

const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
logger.info(
  { database: database.kind, dataDir: database.kind === 'pglite' ? config.DATA_DIR : undefined },
  'database ready',
);

const seeded = await seedDemoIfEmpty(database.db);
if (seeded?.created) logger.info({ companyId: seeded.companyId }, 'empty database: seeded the demo funeral home');

const mail = startMail({
  db: database.db,
  logger,
  clock: systemClock,
  smtpUrl: config.SMTP_URL,
  from: config.MAIL_FROM,
});
const app = createApp({ db: database.db, logger, clientDir: config.CLIENT_DIR, mail: mail.delivery });

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  logger.info({ address: info.address, port: info.port }, `Lantern is listening on http://${shownHost}:${info.port}`);
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  // Stop accepting connections, let requests in flight finish, then close the database.
  const force = setTimeout(() => {
    logger.error('graceful shutdown timed out');
    process.exit(1);
  }, 10_000);
  force.unref();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await mail.stop();
  await database.close();
  logger.info('stopped');
  process.exit(0);
}

process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
