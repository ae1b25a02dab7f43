import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chargesInFlightList } from '#contract/charges-in-flight.ts';
import { familyCasesPage } from '#contract/family-cases.ts';
import { caseStatement } from '#contract/family-statement.ts';
import { loginResult } from '#contract/auth.ts';
import { obituarySearchPage } from '#contract/obituaries.ts';
import { shopProducts } from '#contract/shop.ts';
import { openDatabase, pgliteExtensions, type Database } from '#server/db/open-database.ts';
import { casePayments, companies, orders, paymentConnections } from '#server/db/schema.ts';
import { startStripeFake, type FakeAnswer, type StripeFake } from '#server/payments/stripe-api/stripe-fake-api.ts';
import { EVERGREEN_SIGNED_FAMILY } from '#server/seed/evergreen/families.ts';
import { EVERGREEN_OWNER_EMAIL, EVERGREEN_OWNER_PASSWORD } from '#server/seed/evergreen/staff.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import '#tests/server/test-database-target.ts';

/*
 * Decision 0104: the server killed with SIGKILL in the middle of a burst of shop checkouts and family card
 * payments, restarted on the same data, and every request retried with its key and body, every order and
 * payment ends paid once or refused; none is left pending, no charge is made twice or left unrecorded, and
 * the console agrees. The real entry (server/main.ts through tsx) runs against a local Stripe (the fake of
 * the adapter's tests, checked against Stripe's published description) that keeps its PaymentIntents by
 * Idempotency-Key, as Stripe does, and across the restart, as Stripe would; each charge takes 80 ms, so
 * the kill finds charges at every step. On PGlite and on PostgreSQL (the test database's target).
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const target = inject('testDatabase');
const ORDERS = 40;
const PAYMENTS = 5;

type Answer = { status: number; body: string } | { error: string };

/** The local Stripe: one PaymentIntent per Idempotency-Key, created once, answered the same after. */
function stripeWithKeys() {
  const intents = new Map<string, Promise<FakeAnswer>>();
  let made = 0;
  const answer = (request: { call: string; headers: Record<string, unknown>; form: URLSearchParams }) => {
    if (request.call !== 'POST /v1/payment_intents')
      return { status: 404, body: { error: { type: 'invalid_request_error' } } };
    const key = String(request.headers['idempotency-key']);
    const known = intents.get(key);
    if (known) return known;
    made += 1;
    const id = `pi_crash_${made}`;
    const intent = new Promise<FakeAnswer>((resolve) =>
      setTimeout(
        () =>
          resolve({
            status: 200,
            body: {
              id,
              object: 'payment_intent',
              amount: Number(request.form.get('amount')),
              currency: request.form.get('currency'),
              status: 'succeeded',
              metadata: {},
            },
          }),
        80,
      ),
    );
    intents.set(key, intent);
    return intent;
  };
  return { answer, intents };
}

describe('a server killed (SIGKILL) in a burst of card charges', () => {
  let folder: string;
  let dataDir: string;
  let testDatabase: TestDatabase | undefined;
  let stripe: StripeFake;
  const processor = stripeWithKeys();
  let child: ChildProcess | undefined;
  let port = 0;
  let env: Record<string, string>;

  /** Starts the real entry on the test's data; resolves with its port once it listens. */
  async function startServer(): Promise<void> {
    let output = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    port = await new Promise<number>((resolve, reject) => {
      child!.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /"port":(\d+),"msg":"Lantern is listening/.exec(output);
        if (listening) resolve(Number(listening[1]));
      });
      void exited.then((code) => reject(new Error(`the server exited with ${code} before listening`)));
    });
  }

  async function kill(): Promise<void> {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child!.kill('SIGKILL');
    await exited;
    child = undefined;
  }

  async function send(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; token?: string } = {},
  ): Promise<Answer> {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers: {
          'X-Host': 'localhost',
          Accept: 'application/json',
          ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      return { status: response.status, body: await response.text() };
    } catch (error) {
      return { error: String(error) };
    }
  }
  const json = (answer: Answer) => JSON.parse((answer as { body: string }).body) as unknown;

  /** The database the server runs on, for the test's own looks (PGlite: only while the server is stopped). */
  async function withDatabase<T>(look: (db: Database) => Promise<T>): Promise<T> {
    if (testDatabase) return look(testDatabase.db);
    const opened = await openDatabase({ dataDir });
    try {
      return await look(opened.db);
    } finally {
      await opened.close();
    }
  }

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'lantern-crash-'));
    dataDir = join(folder, 'data');
    stripe = await startStripeFake(processor.answer);
    let database: Record<string, string>;
    if (target.kind === 'pglite') {
      const template = new Blob([await readFile(target.templateTarball)]);
      await (await PGlite.create(dataDir, { loadDataDir: template, extensions: pgliteExtensions })).close();
      database = { DATA_DIR: dataDir };
    } else {
      testDatabase = await openTestDatabase();
      database = { DATABASE_URL: testDatabase.url!, DATA_DIR: dataDir };
    }
    // The demo company takes cards through Stripe with its connected account.
    await withDatabase(async (db) => {
      const [evergreen] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'evergreen'));
      await db
        .update(paymentConnections)
        .set({ provider: 'stripe', accountId: 'acct_crash_test', status: 'ready' })
        .where(eq(paymentConnections.companyId, evergreen!.id));
    });
    env = {
      ...database,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_SECONDS: '0',
      TRUSTED_PROXY_COUNT: '1',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_crash',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_crash',
      STRIPE_API_URL: stripe.url.href,
      // A charge takes 80 ms here: after a second, no request can still be working on it.
      CHARGE_GRACE_SECONDS: '1',
    };
    await startServer();
  }, 60_000);

  afterAll(async () => {
    if (child) await kill();
    await stripe?.close();
    await testDatabase?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('leaves every order and payment paid once or refused, none pending, none charged twice', async () => {
    // What the burst buys: a keepsake of the first obituary's shop, and part of Daniel's balance.
    const found = obituarySearchPage.parse(json(await send('GET', '/api/web/obituaries')));
    let obituaryId = 0;
    let productId = 0;
    for (const obituary of found.items) {
      const products = await send('GET', `/api/web/obituaries/${obituary.id}/shop/products`);
      if ('status' in products && products.status === 200) {
        const item = shopProducts.parse(json(products)).items[0];
        if (item) [obituaryId, productId] = [obituary.id, item.id];
      }
      if (productId) break;
    }
    expect(productId).toBeGreaterThan(0);
    const daniel = loginResult.parse(json(await send('POST', '/api/auth/login', { body: EVERGREEN_SIGNED_FAMILY })));
    const caseId = familyCasesPage.parse(json(await send('GET', '/api/family/cases', { token: daniel.token })))
      .items[0]!.id;
    const before = caseStatement.parse(
      json(await send('GET', `/api/family/cases/${caseId}/statement`, { token: daniel.token })),
    );
    expect(before.balanceCents).toBeGreaterThan(PAYMENTS * 100);

    const orderRequests = Array.from({ length: ORDERS }, (_, n) => ({
      path: `/api/web/obituaries/${obituaryId}/shop/orders`,
      body: {
        productId,
        quantity: 1,
        purchaserName: `Crash Buyer ${n}`,
        purchaserEmail: `crash-${n}@example.com`,
        purchaserPhone: '+1 503 555 0100',
        delivery: { kind: 'family' },
        cardMessage: '',
        paymentToken: 'pm_card_visa',
      },
      headers: { 'Idempotency-Key': `crash-order-${n}-key`, 'X-Forwarded-For': `198.51.100.${n + 1}` },
    }));
    const paymentRequests = Array.from({ length: PAYMENTS }, (_, n) => ({
      path: `/api/family/cases/${caseId}/payments`,
      body: { amountCents: 100, paymentToken: 'pm_card_visa', card: { brand: 'visa', last4: '4242' } },
      headers: { 'Idempotency-Key': `crash-payment-${n}-key` },
      token: daniel.token,
    }));
    const all = [...orderRequests, ...paymentRequests];

    // The burst, and the kill once a few charges have reached Stripe and more are on their way.
    const burst = all.map((request) => send('POST', request.path, request));
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (processor.intents.size >= 10) {
          clearInterval(check);
          resolve();
        }
      }, 2);
    });
    await kill();
    await Promise.all(burst);
    const leftPending = await withDatabase(async (db) => ({
      orders: (
        await db
          .select()
          .from(orders)
          .where(and(like(orders.purchaserEmail, 'crash-%'), eq(orders.status, 'pending')))
      ).length,
      payments: (
        await db
          .select()
          .from(casePayments)
          .where(and(like(casePayments.idempotencyKey, 'crash-payment-%'), eq(casePayments.status, 'pending')))
      ).length,
    }));
    // The kill found charges under way (else this test proves nothing).
    expect(leftPending.orders + leftPending.payments).toBeGreaterThan(0);

    // Restarted; every request is retried with its key until it has a final answer.
    await startServer();
    const finals = new Map<number, number>();
    const deadline = Date.now() + 30_000;
    while (finals.size < all.length && Date.now() < deadline) {
      await Promise.all(
        all.map(async (request, n) => {
          if (finals.has(n)) return;
          const answer = await send('POST', request.path, request);
          if ('status' in answer && answer.status !== 409) finals.set(n, answer.status);
        }),
      );
      if (finals.size < all.length) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const tally: Record<number, number> = {};
    for (const status of finals.values()) tally[status] = (tally[status] ?? 0) + 1;
    // Every card is good: every request ends paid (201), once.
    expect(tally).toEqual({ 201: all.length });

    // The console agrees: nothing waits for the processor.
    const owner = loginResult.parse(
      json(
        await send('POST', '/api/auth/login', {
          body: { email: EVERGREEN_OWNER_EMAIL, password: EVERGREEN_OWNER_PASSWORD },
        }),
      ),
    );
    const waiting = chargesInFlightList.parse(
      json(await send('GET', '/api/staff/payments/in-flight', { token: owner.token })),
    );
    expect(waiting.items).toEqual([]);
    await kill();

    const stored = await withDatabase(async (db) => ({
      orders: await db.select().from(orders).where(like(orders.purchaserEmail, 'crash-%')),
      payments: await db.select().from(casePayments).where(like(casePayments.idempotencyKey, 'crash-payment-%')),
    }));
    expect(stored.orders.map((order) => order.status)).toEqual(Array(ORDERS).fill('paid'));
    expect(stored.payments.map((payment) => payment.status)).toEqual(Array(PAYMENTS).fill('paid'));
    // One charge each at Stripe, each recorded once: no charge twice, none taken and left unrecorded.
    const references = [
      ...stored.orders.map((order) => order.paymentReference),
      ...stored.payments.map((payment) => payment.providerReference),
    ];
    expect(new Set(references).size).toBe(all.length);
    expect(processor.intents.size).toBe(all.length);
    expect(stripe.violations).toEqual([]);
  }, 120_000);
});
