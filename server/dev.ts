import { serve } from '@hono/node-server';
import { createServer } from 'vite';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startRuntime } from './runtime.ts';

/**
 * `npm run dev`: the API (same createApp as production, without page serving) on API_PORT, and
 * Vite with HMR on PORT proxying /api to it. vite.config.ts is loaded as usual; the proxy is
 * added inline so the config file stays about the build.
 */
const config = readConfig();
const logger = createLogger(config.LOG_LEVEL);
installValidationMessages();

const runtime = await startRuntime(config, logger);
const app = createApp({
  db: runtime.database.db,
  logger,
  mail: runtime.mail.delivery,
  media: runtime.media,
  ...(runtime.uploadsDir ? { uploadsDir: runtime.uploadsDir } : {}),
  payments: runtime.payments,
  paymentWebhookSecrets: config.STRIPE_WEBHOOK_SECRET,
  fileLinkSecret: runtime.fileLinkSecret,
  imageOrigins: config.IMAGE_ORIGINS,
  siteCache: runtime.siteCache,
});
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
  await runtime.stop();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
