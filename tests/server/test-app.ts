import { Writable } from 'node:stream';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { createApp, type App, type AppOptions } from '#server/app.ts';
import type { PaymentProvider } from '#server/payments/payment-provider.ts';
import { SandboxPaymentProvider } from '#server/payments/sandbox-payment-provider.ts';
import type { Database } from '#server/db/open-database.ts';
import type { ClientAddress } from '#server/http/client-address.ts';
import { createLogger } from '#server/logger.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { createMailDelivery, type MailDelivery } from '#server/mail/outbox.ts';
import { createSiteCache, type SiteCache } from '#server/services/site-cache.ts';
import { memoryMediaStore } from '#server/media/memory-media-store.ts';
import { registerTestRoutes } from './test-companies-route.ts';

/**
 * Who a test request comes from: app.request() has no socket, so the test app takes the client
 * address from this header. Without it, each request comes from an address of its own, so tests that
 * are not about limits are never limited by accident.
 */
export const testClientAddressHeader = 'x-test-client-address';

let anonymous = 0;
const testClientAddress: ClientAddress = (c) =>
  c.req.header(testClientAddressHeader) ?? `2001:db8:${(anonymous += 1).toString(16)}::1`;

export interface TestApp {
  app: App;
  siteCache: SiteCache;
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  /** The app's mail delivery: `await t.mail.flush()` before looking for sent mail. */
  mail: MailDelivery;
}

export type TestAppOptions = Omit<AppOptions, 'db' | 'logger' | 'mail' | 'payments'> & {
  /** Mount the browser tests' routes (the company factory) as their server does (e2e-server.ts). */
  testRoutes?: boolean;
  /** The card processor; omitted, the sandbox, which tests choose as the demo does (PAYMENT_PROVIDER=sandbox). */
  payments?: PaymentProvider | null;
  /** Send mail to this SMTP server (see test-smtp.ts); without it mail is only logged. */
  smtpUrl?: string;
};

/** createApp as production wires it (spec §5 messages installed), with logs captured in memory. */
export function createTestApp(db: Database, { smtpUrl, testRoutes, ...options }: TestAppOptions = {}): TestApp {
  installValidationMessages();
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  // The production logger's settings (redaction, error serializer), writing to memory.
  const logger = createLogger('info', sink);
  const siteCache = options.siteCache ?? createSiteCache();
  const mailer = createMailer({ smtpUrl, from: 'Lantern Tests <no-reply@lantern.test>', logger });
  const mail = createMailDelivery({ db, mailer, logger, clock: options.clock ?? { now: () => new Date() } });
  // One store for the app and the test routes, so a test company's photos are the app's.
  const media = options.media ?? memoryMediaStore();
  const app = createApp({
    db,
    logger,
    siteCache,
    mail,
    clientAddress: testClientAddress,
    ...options,
    media,
    payments: options.payments === undefined ? new SandboxPaymentProvider() : options.payments,
  });
  if (testRoutes) registerTestRoutes(app, { db, media });
  return {
    app,
    siteCache,
    logs,
    mail,
  };
}

/** A request as the browser makes it: X-Host names the site (default the demo's 'localhost'). */
export function get(app: App, path: string, init: { host?: string; headers?: Record<string, string> } = {}) {
  return app.request(path, {
    headers: { 'X-Host': init.host ?? 'localhost', Accept: 'application/json', ...init.headers },
  });
}
