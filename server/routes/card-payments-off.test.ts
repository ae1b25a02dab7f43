import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { paymentMessages } from '#contract/family-payments.ts';
import { obituary as obituarySchema } from '#contract/obituaries.ts';
import { paymentConnection, paymentConnectionMessages } from '#contract/payment-connection.ts';
import { sandboxTokenFor } from '#contract/sandbox-cards.ts';
import { paymentSetup } from '#contract/shop.ts';
import { casePayments, companies, orders, paymentConnections } from '#server/db/schema.ts';
import { createCompany } from '#tests/server/factories/company.ts';
import { createObituary } from '#tests/server/factories/obituary.ts';
import { createProducts } from '#tests/server/factories/product.ts';
import { newFamily, sandboxToken, signedCase } from '#tests/server/family-fixtures.ts';
import { freshStaffAccount } from '#tests/server/staff-fixtures.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * Card payment is chosen, never assumed (decision 0101). A server with no PAYMENT_PROVIDER,
 * or a company whose account with the provider is not connected, takes no card anywhere: the family's
 * payment is refused and nothing is recorded, the payment setup answers `none` with the owner's words,
 * the shop shows no products, takes no order and its obituary no Shop tab. Connecting turns it all on.
 */

let database: TestDatabase;
let withoutProvider: TestApp;
let sandbox: TestApp;

const instructions = 'Checks payable to Harbor Light Funeral Home.\nBank transfer: account 12345.';

beforeAll(async () => {
  database = await openTestDatabase();
  withoutProvider = createTestApp(database.db, { payments: null });
  sandbox = createTestApp(database.db);
});
afterAll(async () => {
  await database.close();
});

/** A company with a published obituary whose shop is open, a product, and a family's signed case. */
async function companyWithShopAndCase(app: TestApp) {
  const company = await createCompany(database);
  await company.scope.updateCompany({ paymentInstructions: instructions });
  const obituary = await createObituary(company.scope, { fullName: 'Marta Lind', events: [] });
  const [productId] = await createProducts(company.scope, [
    { category: 'keepsakes', name: 'Keepsake Candle', priceCents: 3_900, deliversToEvents: false },
  ]);
  const family = await newFamily(app.app, company);
  const caseId = await signedCase(app.app, family, company.scope);
  return { company, obituaryId: obituary.id, productId: productId!, family, caseId };
}

type Fixture = Awaited<ReturnType<typeof companyWithShopAndCase>>;

async function expectCardsOff(app: TestApp, { company, obituaryId, productId, family, caseId }: Fixture) {
  const host = company.host;
  const setup = await request(app.app, 'GET', '/api/web/shop/payment-setup', { host });
  expect(paymentSetup.parse(await setup.json())).toEqual({ provider: 'none', instructions });

  const pay = await request(app.app, 'POST', `/api/family/cases/${caseId}/payments`, {
    host,
    token: family.token,
    body: { amountCents: 1_000, paymentToken: sandboxToken(), card: { brand: 'visa', last4: '4242' } },
    headers: { 'Idempotency-Key': `off-${caseId}-${Math.random()}` },
  });
  expect(pay.status).toBe(409);
  expect(apiError.parse(await pay.json()).issues?.[0]?.message).toBe(paymentMessages.cardsOff);
  expect(await company.scope.count(casePayments, eq(casePayments.caseId, caseId))).toBe(0);

  const page = await request(app.app, 'GET', `/api/web/obituaries/${obituaryId}`, { host });
  expect(obituarySchema.parse(await page.json()).shop).toBe(false);
  expect((await request(app.app, 'GET', `/api/web/obituaries/${obituaryId}/shop/products`, { host })).status).toBe(404);
  const order = await request(app.app, 'POST', `/api/web/obituaries/${obituaryId}/shop/orders`, {
    host,
    body: {
      productId,
      quantity: 1,
      purchaserName: 'Ivy Reyes',
      purchaserEmail: 'ivy@example.com',
      purchaserPhone: '(555) 010-0000',
      delivery: { kind: 'family' },
      cardMessage: '',
      paymentToken: sandboxTokenFor('4242 4242 4242 4242', 'abcdefghijklmnop'),
    },
    headers: { 'Idempotency-Key': `off-order-${obituaryId}-${Math.random()}` },
  });
  expect(order.status).toBe(404);
  expect(await company.scope.count(orders)).toBe(0);
}

describe('with no PAYMENT_PROVIDER', () => {
  it('takes no card anywhere, records nothing, and says how to pay the funeral home', async () => {
    await expectCardsOff(withoutProvider, await companyWithShopAndCase(withoutProvider));
  });

  it('tells the owner there is nothing to connect', async () => {
    const company = await createCompany(database);
    const owner = await signIn(withoutProvider.app, company.host, await freshStaffAccount(company.scope, 'owner'));
    const now = await request(withoutProvider.app, 'GET', '/api/staff/payments/connection', {
      host: company.host,
      token: owner,
    });
    expect(paymentConnection.parse(await now.json())).toMatchObject({ provider: 'none', status: 'none' });
    const connect = await request(withoutProvider.app, 'POST', '/api/staff/payments/connect', {
      host: company.host,
      token: owner,
    });
    expect(connect.status).toBe(409);
    expect(apiError.parse(await connect.json()).issues?.[0]?.message).toBe(paymentConnectionMessages.noProvider);
  });
});

describe('with the sandbox', () => {
  it("takes no card until the owner connects the company's account, then takes them", async () => {
    const fixture = await companyWithShopAndCase(sandbox);
    const { company, obituaryId, family, caseId } = fixture;
    // The factory's company connected the sandbox (as the demo did): this one has not.
    await company.scope.delete(paymentConnections);
    await expectCardsOff(sandbox, fixture);

    const owner = await signIn(sandbox.app, company.host, await freshStaffAccount(company.scope, 'owner'));
    const connect = await request(sandbox.app, 'POST', '/api/staff/payments/connect', {
      host: company.host,
      token: owner,
    });
    expect(connect.status).toBe(200);

    const host = company.host;
    const setup = await request(sandbox.app, 'GET', '/api/web/shop/payment-setup', { host });
    expect(paymentSetup.parse(await setup.json())).toEqual({ provider: 'sandbox' });
    const page = await request(sandbox.app, 'GET', `/api/web/obituaries/${obituaryId}`, { host });
    expect(obituarySchema.parse(await page.json()).shop).toBe(true);
    const pay = await request(sandbox.app, 'POST', `/api/family/cases/${caseId}/payments`, {
      host,
      token: family.token,
      body: { amountCents: 1_000, paymentToken: sandboxToken(), card: { brand: 'visa', last4: '4242' } },
      headers: { 'Idempotency-Key': `card-on-${caseId}-key` },
    });
    expect(pay.status, await pay.clone().text()).toBe(201);
  });

  it('answers no words for paying otherwise until the owner writes them', async () => {
    const company = await createCompany(database);
    await company.scope.delete(paymentConnections);
    await company.scope.updateCompany({ paymentInstructions: null });
    const [row] = await database.db
      .select({ words: companies.paymentInstructions })
      .from(companies)
      .where(eq(companies.id, company.companyId));
    expect(row?.words).toBeNull();
    const setup = await request(sandbox.app, 'GET', '/api/web/shop/payment-setup', { host: company.host });
    expect(paymentSetup.parse(await setup.json())).toEqual({ provider: 'none', instructions: null });
  });
});
