import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { paymentConnectAnswer, paymentConnection, paymentConnectionMessages } from '#contract/payment-connection.ts';
import { paymentWebhookMessages } from '#contract/payment-webhook.ts';
import { roleRefusedMessage } from '#contract/staff-roles.ts';
import { casePayments, mailOutbox, paymentConnections, paymentEvents } from '#server/db/schema.ts';
import { SandboxPaymentProvider } from '#server/payments/sandbox-payment-provider.ts';
import { StripePaymentProvider } from '#server/payments/stripe-payment-provider.ts';
import { startStripeFake, type FakeRequest, type StripeFake } from '#server/payments/stripe-api/stripe-fake-api.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { newFamily, signedCase, type FamilyFixture } from '#tests/server/family-fixtures.ts';
import { freshStaffAccount } from '#tests/server/staff-fixtures.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * Card payments for real (decision 0081): connecting the company's account is the
 * owner's (the sandbox's ready at once; Stripe's through Connect onboarding, against the local fake of
 * Stripe's API), and Stripe's webhook is believed only when signed and fresh, and applies each event
 * once however often it comes.
 */

const secret = 'whsec_lantern_test_secret';
const webhookPath = '/api/payments/stripe/webhook';
let database: TestDatabase;
let sandboxApp: TestApp;
let stripeApp: TestApp;
let fake: StripeFake;
const now = new Date('2026-11-20T15:00:00Z');
const clock = { now: () => now };
let company: FactoryCompany;
let stripeCompany: FactoryCompany;
let owner: string;
let director: string;
let office: string;
let stripeOwner: string;
let family: FamilyFixture;
/** Accounts at the fake Stripe, by id: whether their charges are enabled. */
const accounts = new Map<string, boolean>();

function stripeAnswer(request: FakeRequest) {
  if (request.call === 'POST /v1/accounts') {
    accounts.set('acct_evergreen', false);
    return { status: 200, body: { id: 'acct_evergreen', object: 'account', charges_enabled: false } };
  }
  if (request.call === 'GET /v1/accounts/{account}') {
    const id = request.path.split('/').at(-1)!;
    return { status: 200, body: { id, object: 'account', charges_enabled: accounts.get(id) ?? false } };
  }
  if (request.call === 'POST /v1/account_links')
    return {
      status: 200,
      body: { object: 'account_link', url: 'https://connect.stripe.com/setup/e/acct_evergreen/1' },
    };
  return { status: 500, body: { error: { type: 'api_error', message: 'not in this test' } } };
}

beforeAll(async () => {
  database = await openTestDatabase();
  fake = await startStripeFake(stripeAnswer);
  sandboxApp = createTestApp(database.db, {
    media: database.media,
    payments: new SandboxPaymentProvider(),
    paymentWebhookSecrets: [secret],
    clock,
  });
  stripeApp = createTestApp(database.db, {
    media: database.media,
    clock,
    payments: new StripePaymentProvider({
      secretKey: 'sk_test_local',
      publishableKey: 'pk_test_local',
      apiUrl: fake.url,
      maxNetworkRetries: 0,
    }),
  });
  company = await createCompany(database);
  stripeCompany = await createCompany(database, { name: 'Harbor Light Chapel' });
  // The factory's companies come with the sandbox connected; this file's connects it itself.
  await company.scope.delete(paymentConnections);
  const token = (app: TestApp, of: FactoryCompany, role: 'owner' | 'director' | 'staff') =>
    freshStaffAccount(of.scope, role).then((account) => signIn(app.app, of.host, account));
  [owner, director, office, stripeOwner] = await Promise.all([
    token(sandboxApp, company, 'owner'),
    token(sandboxApp, company, 'director'),
    token(sandboxApp, company, 'staff'),
    token(stripeApp, stripeCompany, 'owner'),
  ]);
  family = await newFamily(sandboxApp.app, company, {
    member: { name: 'Daniel Mensah' },
    case: { name: 'Abena Mensah' },
  });
});
afterAll(async () => {
  await sandboxApp.mail.flush();
  await fake.close();
  await database.close();
});

const connect = (app: TestApp, host: string, token: string) =>
  request(app.app, 'POST', '/api/staff/payments/connect', { host, token });
const connection = async (app: TestApp, host: string, token: string) => {
  const response = await request(app.app, 'GET', '/api/staff/payments/connection', { host, token });
  expect(response.status).toBe(200);
  return paymentConnection.parse(await response.json());
};

describe('connecting card payments', () => {
  it("is the owner's: a director, office staff and a family account are refused with 403", async () => {
    for (const token of [director, office]) {
      const refused = await connect(sandboxApp, company.host, token);
      expect(refused.status).toBe(403);
      expect(apiError.parse(await refused.json()).issues?.[0]?.message).toBe(roleRefusedMessage);
    }
    const asFamily = await request(sandboxApp.app, 'POST', `/api/family/cases/${family.ids.case}/payments/connect`, {
      host: company.host,
      token: family.token,
    });
    expect(asFamily.status).toBe(403);
    expect(apiError.parse(await asFamily.json()).issues?.[0]?.message).toBe(paymentConnectionMessages.familyRefused);
    expect(
      (
        await request(sandboxApp.app, 'POST', '/api/staff/payments/connect', {
          host: company.host,
          token: family.token,
        })
      ).status,
    ).toBe(403);
    expect(await company.scope.count(paymentConnections)).toBe(0);
  });

  it('connects the sandbox at once, so the demo takes card payments', async () => {
    expect(await connection(sandboxApp, company.host, owner)).toMatchObject({ provider: 'sandbox', status: 'none' });
    const answer = paymentConnectAnswer.parse(await (await connect(sandboxApp, company.host, owner)).json());
    expect(answer).toMatchObject({ onboardingUrl: null, connection: { provider: 'sandbox', status: 'ready' } });
    expect(answer.connection.accountId).toMatch(/^acct_sandbox_/);
    expect(await connection(sandboxApp, company.host, owner)).toEqual(answer.connection);
  });

  it('starts Stripe Connect onboarding, reuses the account, and is ready once Stripe enables its charges', async () => {
    const first = paymentConnectAnswer.parse(await (await connect(stripeApp, stripeCompany.host, stripeOwner)).json());
    expect(first).toEqual({
      connection: {
        provider: 'stripe',
        status: 'onboarding',
        accountId: 'acct_evergreen',
        connectedAt: now.toISOString(),
      },
      onboardingUrl: 'https://connect.stripe.com/setup/e/acct_evergreen/1',
    });
    expect(fake.received.at(-1)!.form.get('return_url')).toMatch(/^https:\/\/.+\/staff\?payments=returned$/);
    const again = paymentConnectAnswer.parse(await (await connect(stripeApp, stripeCompany.host, stripeOwner)).json());
    expect(again.connection.accountId).toBe('acct_evergreen');
    expect(fake.received.filter((call) => call.call === 'POST /v1/accounts')).toHaveLength(1);
    expect(await connection(stripeApp, stripeCompany.host, stripeOwner)).toMatchObject({ status: 'onboarding' });
    // The owner finishes at Stripe and comes back: the console's look at Stripe finds it ready.
    accounts.set('acct_evergreen', true);
    expect(await connection(stripeApp, stripeCompany.host, stripeOwner)).toMatchObject({ status: 'ready' });
    expect(fake.violations).toEqual([]);
  });
});

/** A delivery as Stripe signs it, `ageSeconds` ago. */
const deliver = (event: object, { ageSeconds = 0, signWith = secret } = {}) => {
  const payload = JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: signWith,
    timestamp: Math.floor(now.getTime() / 1000) - ageSeconds,
  });
  return sandboxApp.app.request(webhookPath, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature },
    body: payload,
  });
};
const accountUpdated = (id: string, chargesEnabled: boolean, eventId: string) => ({
  id: eventId,
  object: 'event',
  type: 'account.updated',
  account: id,
  data: { object: { id, object: 'account', charges_enabled: chargesEnabled } },
});
const connectionRow = async () => (await company.scope.selectAll(paymentConnections))[0]!;

describe("Stripe's webhook", () => {
  beforeAll(async () => {
    await company.scope.update(paymentConnections, {
      provider: 'stripe',
      accountId: 'acct_webhook',
      status: 'onboarding',
    });
  });

  it('refuses an unsigned event, a wrong signature and a stale one with 400, changing nothing', async () => {
    const event = accountUpdated('acct_webhook', true, 'evt_refused');
    const unsigned = await sandboxApp.app.request(webhookPath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect(apiError.parse(await unsigned.json()).issues?.[0]?.message).toBe(paymentWebhookMessages.badSignature);
    expect((await deliver(event, { signWith: 'whsec_someone_else' })).status).toBe(400);
    expect((await deliver(event, { ageSeconds: 301 })).status).toBe(400);
    expect(await connectionRow()).toMatchObject({ status: 'onboarding' });
    expect(await company.scope.count(paymentEvents)).toBe(0);
  });

  it('refuses every event when no signing secret is set', async () => {
    const response = await stripeApp.app.request(webhookPath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(accountUpdated('acct_webhook', true, 'evt_nowhere')),
    });
    expect(response.status).toBe(400);
  });

  it('makes the connected account ready on account.updated; a replayed event changes nothing', async () => {
    const ready = accountUpdated('acct_webhook', true, 'evt_ready');
    expect((await deliver(ready)).status).toBe(200);
    expect(await connectionRow()).toMatchObject({ status: 'ready' });
    // Something else moves it on; the same event delivered again must not undo that.
    await company.scope.update(paymentConnections, { status: 'onboarding' });
    expect((await deliver(ready)).status).toBe(200);
    expect(await connectionRow()).toMatchObject({ status: 'onboarding' });
    expect(await company.scope.count(paymentEvents, eq(paymentEvents.eventId, 'evt_ready'))).toBe(1);
    await company.scope.update(paymentConnections, { provider: 'sandbox', status: 'ready' });
  });

  /** A family's card payment still pending at Stripe, on this file's company (its account acct_webhook). */
  const pendingPayment = async (key: string, amountCents = 12_500) => {
    const caseId = await signedCase(sandboxApp.app, family, company.scope);
    const [pending] = await company.scope
      .insert(casePayments, {
        caseId,
        amountCents,
        status: 'pending',
        provider: 'stripe',
        idempotencyKey: key,
        paidByUserId: family.memberId,
        createdAt: now,
      })
      .returning();
    return { caseId, paymentId: pending!.id };
  };
  /** Stripe's payment_intent.succeeded for it: a destination charge to `account`, `amount` taken. */
  const succeededEvent = (
    id: string,
    { caseId, paymentId }: { caseId: number; paymentId: number },
    { account = 'acct_webhook', amount = 12_500, connectEvent = false } = {},
  ) => ({
    id,
    object: 'event',
    type: 'payment_intent.succeeded',
    ...(connectEvent ? { account } : {}),
    data: {
      object: {
        id: `pi_${id}`,
        object: 'payment_intent',
        amount,
        amount_received: amount,
        status: 'succeeded',
        ...(connectEvent ? {} : { transfer_data: { destination: account } }),
        metadata: { caseId: String(caseId), paymentId: String(paymentId), companyId: String(company.scope.companyId) },
      },
    },
  });
  const stripeAccount = () =>
    company.scope.update(paymentConnections, { provider: 'stripe', accountId: 'acct_webhook', status: 'ready' });

  it("ignores, and logs why, a signed event of another company's connected account, or of another amount", async () => {
    await stripeAccount();
    const payment = await pendingPayment('foreign-account-1', 13_300);
    const ignoredWhy = () =>
      sandboxApp.logs.filter((line) => line.msg === 'payment webhook event' && line.outcome === 'ignored').at(-1)?.why;
    // Another company's account, as the event's own (a Connect endpoint) and as the charge's destination.
    expect(
      (
        await deliver(
          succeededEvent('evt_foreign_own', payment, { account: 'acct_other', amount: 13_300, connectEvent: true }),
        )
      ).status,
    ).toBe(200);
    expect(ignoredWhy()).toBe("not the named company's connected account");
    expect(
      (await deliver(succeededEvent('evt_foreign_dest', payment, { account: 'acct_other', amount: 13_300 }))).status,
    ).toBe(200);
    expect(ignoredWhy()).toBe("not the named company's connected account");
    // Its own account, but a $1.00 charge naming the $133.00 payment.
    expect((await deliver(succeededEvent('evt_small', payment, { amount: 100 }))).status).toBe(200);
    expect(ignoredWhy()).toBe("amount is not the payment's");
    const [row] = await company.scope.selectAll(casePayments, eq(casePayments.id, payment.paymentId));
    expect(row).toMatchObject({ status: 'pending', providerReference: null });
    expect(await company.scope.count(paymentEvents, eq(paymentEvents.eventId, 'evt_small'))).toBe(0);
    // The right account, as a Connect event, and the right amount: applied.
    expect((await deliver(succeededEvent('evt_own', payment, { amount: 13_300, connectEvent: true }))).status).toBe(
      200,
    );
    const [paid] = await company.scope.selectAll(casePayments, eq(casePayments.id, payment.paymentId));
    expect(paid).toMatchObject({ status: 'paid', providerReference: 'pi_evt_own' });
    await company.scope.update(paymentConnections, { provider: 'sandbox', status: 'ready' });
  });

  it('records a card payment whose answer was lost (payment_intent.succeeded), once, with one receipt', async () => {
    await stripeAccount();
    const pending = await pendingPayment('lost-answer-1');
    const succeeded = succeededEvent('evt_paid', pending);
    const receiptCount = async () =>
      (await company.scope.selectAll(mailOutbox, eq(mailOutbox.kind, 'family.payment-receipt'))).filter((mail) =>
        mail.textBody.includes('$125.00'),
      ).length;
    expect((await deliver(succeeded)).status).toBe(200);
    expect((await deliver(succeeded)).status).toBe(200);
    const [row] = await company.scope.selectAll(casePayments, eq(casePayments.id, pending.paymentId));
    expect(row).toMatchObject({ status: 'paid', providerReference: 'pi_evt_paid' });
    expect(await receiptCount()).toBe(1);
    await company.scope.update(paymentConnections, { provider: 'sandbox', status: 'ready' });
  });

  it('acknowledges an event it does not handle, and an event naming no company of ours', async () => {
    expect(
      (await deliver({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: {} } })).status,
    ).toBe(200);
    const stranger = {
      id: 'evt_stranger',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_x', amount: 100, metadata: { companyId: '999999', caseId: '1', paymentId: '1' } } },
    };
    expect((await deliver(stranger)).status).toBe(200);
  });
});
