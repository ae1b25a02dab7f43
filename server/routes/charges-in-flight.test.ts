import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyPayment } from '#contract/family-payments.ts';
import { sandboxTokenFor } from '#contract/sandbox-cards.ts';
import { orderPlaced, type OrderRequest } from '#contract/shop.ts';
import Stripe from 'stripe';
import { casePayments, idempotencyKeys, mailOutbox, orders, paymentConnections } from '#server/db/schema.ts';
import { reconcileCharges } from '#server/jobs/reconcile-charges.ts';
import type {
  ChargeRequest,
  ChargeResult,
  ConnectRequest,
  ConnectResult,
  PaymentProvider,
  RefundRequest,
  RefundResult,
} from '#server/payments/payment-provider.ts';
import { SandboxPaymentProvider } from '#server/payments/sandbox-payment-provider.ts';
import { DEFAULT_CHARGE_GRACE_MS as CHARGE_GRACE_MS } from '#server/services/charges-in-flight.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createObituary } from '#tests/server/factories/obituary.ts';
import { createProducts } from '#tests/server/factories/product.ts';
import { newFamily, signedCase, type FamilyFixture } from '#tests/server/family-fixtures.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { freshStaffAccount } from '#tests/server/staff-fixtures.ts';
import { chargesInFlightList, settledCharges } from '#contract/charges-in-flight.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * A charge in flight survives its server (decision 0104). The processor here is the sandbox
 * behind a switch that can make a charge reach the processor and then never answer (the server died
 * with the request), or not be reached at all. What such a request leaves behind (a key "charging", a
 * pending order or payment) is settled after the grace by a retry with the same key or by the sweep:
 * paid once with its mails, declined, or waiting while the processor cannot be reached. The sandbox
 * remembers its charges by key, as a processor does: one charge however often it is asked.
 */

type Mode = 'answer' | 'die-after-charging' | 'unreachable';

class SwitchableProcessor implements PaymentProvider {
  readonly name = 'sandbox';
  readonly browserSetup = { provider: 'sandbox' } as const;
  mode: Mode = 'answer';
  constructor(readonly sandbox: SandboxPaymentProvider) {}
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (this.mode === 'unreachable') return { kind: 'failed', reason: 'connection refused' };
    const result = await this.sandbox.charge(request);
    // The money is taken; the answer never comes back to a server that is gone.
    if (this.mode === 'die-after-charging') return new Promise<never>(() => undefined);
    return result;
  }
  refund(request: RefundRequest): Promise<RefundResult> {
    return this.sandbox.refund(request);
  }
  connect(request: ConnectRequest): Promise<ConnectResult> {
    return this.sandbox.connect(request);
  }
  accountReady(accountId: string): Promise<boolean> {
    return this.sandbox.accountReady(accountId);
  }
}

let database: TestDatabase;
let t: TestApp;
let processor: SwitchableProcessor;
let company: FactoryCompany;
let family: FamilyFixture;
let obituaryId: number;
let productId: number;
let nowMs = Date.parse('2026-12-05T15:00:00Z');
const webhookSecret = 'whsec_in_flight_test';
const clock = { now: () => new Date(nowMs) };
const afterGrace = () => {
  nowMs += CHARGE_GRACE_MS + 1_000;
};

beforeAll(async () => {
  database = await openTestDatabase();
  processor = new SwitchableProcessor(new SandboxPaymentProvider());
  t = createTestApp(database.db, { payments: processor, clock, paymentWebhookSecrets: [webhookSecret] });
  company = await createCompany(database);
  obituaryId = (await createObituary(company.scope, { fullName: 'Ines Halvorsen', diedDaysAgo: 2 }, clock.now())).id;
  [productId] = (await createProducts(company.scope, [
    { category: 'keepsakes', name: 'Keepsake Candle', priceCents: 3_900, deliversToEvents: false },
  ])) as [number];
  family = await newFamily(t.app, company);
});
afterAll(async () => {
  await t.mail.flush();
  await database.close();
});

let n = 0;
const orderBody = (card = '4242 4242 4242 4242'): OrderRequest => ({
  productId,
  quantity: 1,
  purchaserName: 'Solveig Berg',
  purchaserEmail: `solveig-${(n += 1)}@example.com`,
  purchaserPhone: '+1 503 555 0199',
  delivery: { kind: 'family' },
  cardMessage: 'With love',
  paymentToken: sandboxTokenFor(card, `tok${String(n).padStart(13, '0')}`)!,
});
const postOrder = (body: OrderRequest, key: string) =>
  request(t.app, 'POST', `/api/web/obituaries/${obituaryId}/shop/orders`, {
    host: company.host,
    body,
    headers: { 'Idempotency-Key': key },
  });
/** A request whose server dies while the processor charges: never answered; the claim stays behind. */
async function orderLeftInFlight(body: OrderRequest, key: string) {
  processor.mode = 'die-after-charging';
  void postOrder(body, key);
  await expect
    .poll(async () => (await company.scope.selectAll(orders, eq(orders.purchaserEmail, body.purchaserEmail))).length)
    .toBe(1);
  // Let the abandoned request reach the processor before the "restart".
  await new Promise((resolve) => setTimeout(resolve, 50));
  processor.mode = 'answer';
}
const orderOf = async (email: string) => (await company.scope.selectAll(orders, eq(orders.purchaserEmail, email)))[0];
const mailsTo = async (to: string) => (await company.scope.selectAll(mailOutbox, eq(mailOutbox.toAddress, to))).length;

describe('a shop order whose server died while charging', () => {
  it('answers 409 within the grace, then a retry with the same key settles it: paid once, mailed once', async () => {
    const body = orderBody();
    await orderLeftInFlight(body, 'in-flight-order-1');
    const charged = processor.sandbox.approvedCharges.length;
    expect((await postOrder(body, 'in-flight-order-1')).status).toBe(409);

    afterGrace();
    const retry = await postOrder(body, 'in-flight-order-1');
    expect(retry.status).toBe(201);
    const placed = orderPlaced.parse(await retry.json());
    expect(await orderOf(body.purchaserEmail)).toMatchObject({ status: 'paid' });
    // The processor charged once: the retry was answered by the first charge.
    expect(processor.sandbox.approvedCharges.length).toBe(charged);
    expect(await mailsTo(body.purchaserEmail)).toBe(1);
    // And again: the same answer, nothing more.
    const again = await postOrder(body, 'in-flight-order-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(orderPlaced.parse(await again.json()).accessKey).toBe(placed.accessKey);
    expect(await mailsTo(body.purchaserEmail)).toBe(1);
  });

  it('is settled by the sweep with no retry: paid, a declined card declined, and kept while the processor is down', async () => {
    const paid = orderBody();
    const declined = orderBody('4000 0000 0000 0002');
    const waiting = orderBody();
    await orderLeftInFlight(paid, 'in-flight-order-2');
    await orderLeftInFlight(declined, 'in-flight-order-3');
    await orderLeftInFlight(waiting, 'in-flight-order-4');
    // The sweep leaves charges within their grace alone.
    expect(
      await reconcileCharges(
        database.db,
        { payments: processor, mail: t.mail, clock, chargeGraceMs: CHARGE_GRACE_MS },
        clock.now(),
      ),
    ).toBe(0);

    afterGrace();
    // The third's processor cannot be reached when the sweep asks: it stays in flight.
    const ask = processor.charge.bind(processor);
    processor.charge = (charge) =>
      charge.idempotencyKey.endsWith(':in-flight-order-4')
        ? Promise.resolve({ kind: 'failed', reason: 'connection refused' })
        : ask(charge);
    const settled = await reconcileCharges(
      database.db,
      { payments: processor, mail: t.mail, clock, chargeGraceMs: CHARGE_GRACE_MS },
      clock.now(),
    );
    processor.charge = ask;
    expect(settled).toBeGreaterThanOrEqual(2);
    expect(await orderOf(paid.purchaserEmail)).toMatchObject({ status: 'paid' });
    expect(await mailsTo(paid.purchaserEmail)).toBe(1);
    expect(await orderOf(declined.purchaserEmail)).toMatchObject({ status: 'declined' });
    expect(await orderOf(waiting.purchaserEmail)).toMatchObject({ status: 'pending' });
    expect((await postOrder(declined, 'in-flight-order-3')).status).toBe(402);
    expect((await postOrder(waiting, 'in-flight-order-4')).status).toBe(201);
    expect(await orderOf(waiting.purchaserEmail)).toMatchObject({ status: 'paid' });
    // Nothing is left charging.
    const charging = await company.scope.selectAll(idempotencyKeys, eq(idempotencyKeys.scope, 'shop.order'));
    expect(charging.filter((row) => (row.responseBody as { state?: string }).state === 'charging')).toEqual([]);
  });
});

describe('the console', () => {
  it('lists the charges waiting for the processor, and asks the processor about them when staff say so', async () => {
    const staff = await signIn(t.app, company.host, await freshStaffAccount(company.scope, 'staff'));
    const body = orderBody();
    await orderLeftInFlight(body, 'in-flight-order-console');
    const list = async () =>
      chargesInFlightList.parse(
        await (
          await request(t.app, 'GET', '/api/staff/payments/in-flight', { host: company.host, token: staff })
        ).json(),
      ).items;
    const [waiting] = await list();
    expect(waiting).toMatchObject({
      kind: 'order',
      description: 'Keepsake Candle in memory of Ines Halvorsen',
      amountCents: 3_900,
      caseId: null,
    });
    expect(Date.parse(waiting!.askableFrom) - Date.parse(waiting!.since)).toBe(CHARGE_GRACE_MS);
    const settle = async () =>
      settledCharges.parse(
        await (
          await request(t.app, 'POST', '/api/staff/payments/in-flight/settle', { host: company.host, token: staff })
        ).json(),
      );
    // Within the grace its request may still be working: nothing is asked.
    expect(await settle()).toEqual({ settled: 0, waiting: 0 });
    expect(await orderOf(body.purchaserEmail)).toMatchObject({ status: 'pending' });
    afterGrace();
    expect(await settle()).toEqual({ settled: 1, waiting: 0 });
    expect(await orderOf(body.purchaserEmail)).toMatchObject({ status: 'paid' });
    expect(await list()).toEqual([]);
  });
});

describe("the processor's webhook for a shop order whose server died while charging", () => {
  const deliver = (event: object) => {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: Math.floor(nowMs / 1000),
    });
    return t.app.request('/api/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });
  };
  const succeeded = (id: string, orderPublicId: string, account: string, amount: number) => ({
    id,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: `pi_${id}`,
        object: 'payment_intent',
        amount,
        amount_received: amount,
        status: 'succeeded',
        transfer_data: { destination: account },
        metadata: { orderPublicId, companyId: String(company.companyId) },
      },
    },
  });

  it("settles it at once, only for the company's own account and the order's amount", async () => {
    const body = orderBody();
    await orderLeftInFlight(body, 'in-flight-order-webhook');
    const order = (await orderOf(body.purchaserEmail))!;
    // The company's account at the processor, as its webhook names it (the sandbox's is ready too).
    const [connection] = await company.scope.selectAll(paymentConnections);
    await company.scope.update(paymentConnections, { provider: 'stripe' });
    try {
      expect((await deliver(succeeded('evt_order_other', order.publicId, 'acct_someone_else', 3_900))).status).toBe(
        200,
      );
      expect((await deliver(succeeded('evt_order_small', order.publicId, connection!.accountId, 100))).status).toBe(
        200,
      );
      expect(await orderOf(body.purchaserEmail)).toMatchObject({ status: 'pending' });
      expect((await deliver(succeeded('evt_order_paid', order.publicId, connection!.accountId, 3_900))).status).toBe(
        200,
      );
    } finally {
      await company.scope.update(paymentConnections, { provider: 'sandbox' });
    }
    expect(await orderOf(body.purchaserEmail)).toMatchObject({ status: 'paid' });
    expect(await mailsTo(body.purchaserEmail)).toBe(1);
    // The buyer's retry gets the order, the processor charged once.
    const retry = await postOrder(body, 'in-flight-order-webhook');
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe("a family's card payment whose server died while charging", () => {
  it('is settled paid once by a retry after the grace, and by the sweep', async () => {
    const caseId = await signedCase(t.app, family, company.scope);
    const pay = (key: string) =>
      request(t.app, 'POST', `/api/family/cases/${caseId}/payments`, {
        host: company.host,
        token: family.token,
        body: {
          amountCents: 2_000,
          paymentToken: sandboxTokenFor('4242 4242 4242 4242', `pay${key.slice(-1).padStart(13, '0')}`)!,
          card: { brand: 'visa', last4: '4242' },
        },
        headers: { 'Idempotency-Key': key },
      });
    const leftInFlight = async (key: string) => {
      processor.mode = 'die-after-charging';
      void pay(key);
      await expect
        .poll(async () =>
          company.scope.count(casePayments, and(eq(casePayments.caseId, caseId), eq(casePayments.idempotencyKey, key))),
        )
        .toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      processor.mode = 'answer';
    };
    await leftInFlight('in-flight-payment-1');
    await leftInFlight('in-flight-payment-2');
    expect((await pay('in-flight-payment-1')).status).toBe(409);
    afterGrace();
    const retried = await pay('in-flight-payment-1');
    expect(retried.status).toBe(201);
    expect(familyPayment.parse(await retried.json())).toMatchObject({ status: 'paid', amountCents: 2_000 });
    await reconcileCharges(
      database.db,
      { payments: processor, mail: t.mail, clock, chargeGraceMs: CHARGE_GRACE_MS },
      clock.now(),
    );
    const rows = await company.scope.selectAll(casePayments, eq(casePayments.caseId, caseId));
    expect(rows.map((row) => `${row.idempotencyKey} ${row.status}`).sort()).toEqual([
      'in-flight-payment-1 paid',
      'in-flight-payment-2 paid',
    ]);
    const replayed = await pay('in-flight-payment-2');
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
  });
});
