import { serve } from '@hono/node-server';
import { createServer } from 'vite';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { systemClock } from './clock.ts';
import { createLogger } from './logger.ts';
import { startMail } from './mail/start-mail.ts';
import { seedDemoIfEmpty } from './seed/seed.ts';

/**
 * `npm run dev`: the API (same createApp as production, without page serving) on API_PORT, and
 * Vite with HMR on PORT proxying /api to it. vite.config.ts is loaded as usual; the proxy is
 * added inline so the config file stays about the build.
 */
const config = readConfig();
const logger = createLogger(config.LOG_LEVEL);
installValidationMessages();

const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const seeded = await seedDemoIfEmpty(database.db);
if (seeded?.created) logger.info({ companyId: seeded.companyId }, 'empty database: seeded the demo funeral home');

const mail = startMail({
  db: database.db,
  logger,
  clock: systemClock,
  smtpUrl: config.SMTP_URL,
  from: config.MAIL_FROM,
});
const app = createApp({ db: database.db, logger, mail: mail.delivery });
const apiServer = serve({ fetch: app.fetch, port: config.API_PORT, hostname: '127.0.0.1' });
const apiUrl = `http://127.0.0.1:${config.API_PORT}`;

const vite = await createServer({
  server: {
    port: config.PORT,
    strictPort: true,
    // The original Host header is kept, so tenancy works through the proxy as it does in production.
    proxy: { '/api': { target: apiUrl, changeOrigin: false } },
  },
});
await vite.listen();
logger.info({ api: apiUrl }, `Lantern (dev) is on http://localhost:${config.PORT}`);

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await vite.close();
  await new Promise<void>((resolve) => apiServer.close(() => resolve()));
  await mail.stop();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
