import { pino } from 'pino';
import type { Database } from '#server/db/open-database.ts';
import { createApp } from '#server/app.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { SandboxPaymentProvider } from '#server/payments/sandbox-payment-provider.ts';

/*
 * The app the in-process benches call (bench/console.ts, money.ts, reports.ts) through app.request,
 * with no socket in between: every caller from one client address, the sandbox's payments, warnings
 * only in the log. `signIn` gives the headers of a signed-in account on the bench company's host.
 */
export function inProcessApp(database: { db: Database; media: MediaStore }, host: string) {
  const app = createApp({
    db: database.db,
    logger: pino({ level: 'warn' }),
    media: database.media,
    clientAddress: () => '192.0.2.1',
    payments: new SandboxPaymentProvider(),
  });
  const headers = { 'X-Host': host, Accept: 'application/json' };
  const signIn = async (email: string, password: string): Promise<Record<string, string>> => {
    const login = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const { token } = (await login.json()) as { token: string };
    return { ...headers, Authorization: `Bearer ${token}` };
  };
  return { app, signIn };
}
