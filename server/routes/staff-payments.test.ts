import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { familyPayment, familyPaymentsPage } from '#contract/family-payments.ts';
import { ledgerLinesOf, paidCentsOfLines } from '#contract/ledger-lines.ts';
import { caseStatement } from '#contract/family-statement.ts';
import { familyCase } from '#contract/family-cases.ts';
import { staffCase, type StaffCase } from '#contract/staff-cases.ts';
import { paymentsMessages, staffPayment, type StaffPayment } from '#contract/staff-payments.ts';
import { roleRefusedMessage } from '#contract/staff-roles.ts';
import { formatMoney } from '#contract/money.ts';
import { casePayments, caseRefunds, mailOutbox } from '#server/db/schema.ts';
import { SandboxPaymentProvider } from '#server/payments/sandbox-payment-provider.ts';
import type { PaymentProvider } from '#server/payments/payment-provider.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { newFamily, readyToSign, sandboxToken, signedCase, type FamilyFixture } from '#tests/server/family-fixtures.ts';
import { freshStaffAccount } from '#tests/server/staff-fixtures.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * A case's payments ledger (decision 0077), in companies of their own: staff record
 * cash, checks and insurance assignments under an Idempotency-Key, refund card payments through the
 * sandbox provider and recorded ones by record, never beyond what was paid even two at once; the
 * balance is the same on the case page, the family's statement and its case home; each payment and
 * refund mails the purchaser; a director records but only the owner refunds.
 */

let database: TestDatabase;
let t: TestApp;
const sandbox = new SandboxPaymentProvider();
let company: FactoryCompany;
let other: FactoryCompany;
let owner: string;
let director: string;
let office: string;
let otherOwner: string;
let family: FamilyFixture;

const staffToken = async (of: FactoryCompany, role: 'owner' | 'director' | 'staff') =>
  signIn(t.app, of.host, await freshStaffAccount(of.scope, role));

let keys = 0;
const newKey = (kind: string) => `${kind}-${(keys += 1)}-ledger-test`;

const record = (caseId: number, body: unknown, key = newKey('record'), token = director, host = company.host) =>
  request(t.app, 'POST', `/api/staff/cases/${caseId}/payments`, {
    host,
    token,
    body,
    headers: { 'Idempotency-Key': key },
  });
const refund = (caseId: number, paymentId: number, body: unknown, key = newKey('refund'), token = owner) =>
  request(t.app, 'POST', `/api/staff/cases/${caseId}/payments/${paymentId}/refunds`, {
    host: company.host,
    token,
    body,
    headers: { 'Idempotency-Key': key },
  });
const casePage = async (caseId: number): Promise<StaffCase> => {
  const response = await request(t.app, 'GET', `/api/staff/cases/${caseId}`, { host: company.host, token: director });
  expect(response.status).toBe(200);
  return staffCase.parse(await response.json());
};
const familyGet = async (path: string) =>
  (await request(t.app, 'GET', path, { host: company.host, token: family.token })).json();
const payByCard = async (caseId: number, amountCents: number) => {
  const response = await request(t.app, 'POST', `/api/family/cases/${caseId}/payments`, {
    host: company.host,
    token: family.token,
    body: { amountCents, paymentToken: sandboxToken(), card: { brand: 'visa', last4: '4242' } },
    headers: { 'Idempotency-Key': newKey('card') },
  });
  expect(response.status).toBe(201);
  return familyPayment.parse(await response.json());
};
const paymentOf = async (response: Response): Promise<StaffPayment> => {
  expect(response.status).toBe(201);
  return staffPayment.parse(await response.json());
};
const messageOf = async (response: Response) => apiError.parse(await response.json()).issues?.[0];
const newSignedCase = () => signedCase(t.app, family, company.scope);
/** The receipts in the outbox whose text names this amount (every fixture purchaser has one address). */
const receiptsNaming = (kind: string, text: string) =>
  company.scope.selectAll(mailOutbox, and(eq(mailOutbox.kind, kind), like(mailOutbox.textBody, `%${text}%`)));

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { media: database.media, payments: sandbox });
  company = await createCompany(database);
  other = await createCompany(database, { name: 'Harbor Light Chapel' });
  [owner, director, office, otherOwner] = await Promise.all([
    staffToken(company, 'owner'),
    staffToken(company, 'director'),
    staffToken(company, 'staff'),
    staffToken(other, 'owner'),
  ]);
  family = await newFamily(t.app, company, { member: { name: 'Daniel Mensah' }, case: { name: 'Abena Mensah' } });
});
afterAll(async () => {
  await t.mail.flush();
  await database.close();
});

describe('recording a payment', () => {
  it('records a check: on the ledger with its number and recorder, the balance down everywhere alike, a receipt mailed', async () => {
    const caseId = await newSignedCase();
    const before = await casePage(caseId);
    const payment = await paymentOf(await record(caseId, { method: 'check', amountCents: 50_000, reference: '1042' }));
    expect(payment).toMatchObject({
      method: 'check',
      amountCents: 50_000,
      status: 'paid',
      reference: '1042',
      recordedBy: 'Fixture Staff',
      refunds: [],
      refundableCents: 50_000,
    });
    const page = await casePage(caseId);
    expect(page.payments).toEqual([payment]);
    expect(page.arrangement.paidCents).toBe(50_000);
    expect(page.arrangement.balanceCents).toBe(before.arrangement.balanceCents - 50_000);
    // One balance: the family's statement and its case home say what the case page says.
    const statement = caseStatement.parse(await familyGet(`/api/family/cases/${caseId}/statement`));
    const home = familyCase.parse(await familyGet(`/api/family/cases/${caseId}`));
    expect(statement.balanceCents).toBe(page.arrangement.balanceCents);
    expect(home.balance?.balanceCents).toBe(page.arrangement.balanceCents);
    const [receipt] = await receiptsNaming('family.payment-receipt', 'check number 1042');
    expect(receipt?.toAddress).toBe('purchaser@family.example');
    expect(receipt?.textBody).toContain(`Balance remaining: ${formatMoney(page.arrangement.balanceCents)}.`);
  });

  it('shows the family the ledger the console reads: the check with its number and day received, the refund as its own line, lines adding up to Paid', async () => {
    const caseId = await newSignedCase();
    const check = await paymentOf(
      await record(caseId, { method: 'check', amountCents: 50_000, reference: '2210', receivedOn: '2026-01-09' }),
    );
    expect(check).toMatchObject({ receivedOn: '2026-01-09', reference: '2210' });
    const refunded = await paymentOf(await refund(caseId, check.id, { amountCents: 30_000, reason: 'Overpaid' }));
    // What is left to refund, not what was paid.
    expect(refunded.refundableCents).toBe(20_000);

    const statement = caseStatement.parse(await familyGet(`/api/family/cases/${caseId}/statement`));
    const ledger = familyPaymentsPage.parse(await familyGet(`/api/family/cases/${caseId}/payments`));
    expect(ledger.items).toEqual([
      {
        id: check.id,
        method: 'check',
        amountCents: 50_000,
        status: 'paid',
        reference: '2210',
        cardBrand: null,
        last4: null,
        receivedOn: '2026-01-09',
        refunds: [
          { id: refunded.refunds[0]!.id, amountCents: 30_000, status: 'refunded', refundedOn: expect.any(String) },
        ],
      },
    ]);
    const lines = ledgerLinesOf(ledger.items);
    expect(lines.map((line) => [line.text, line.countedCents])).toEqual([
      ['Check no. 2210', 50_000],
      ['Refund of check no. 2210', -30_000],
    ]);
    expect(paidCentsOfLines(lines)).toBe(statement.paidCents);
    expect(statement.paidCents).toBe(20_000);
    // The console's ledger is the same rows.
    const page = await casePage(caseId);
    expect(ledgerLinesOf(page.payments)).toEqual(lines);
    expect(page.arrangement.paidCents).toBe(20_000);
  });

  it('refuses a check received on a day still to come, or on no day at all', async () => {
    const caseId = await newSignedCase();
    const check = (receivedOn: string) =>
      record(caseId, { method: 'check', amountCents: 1_000, reference: '9', receivedOn });
    const future = await check('2999-01-01');
    expect(future.status).toBe(422);
    expect(await messageOf(future)).toEqual({ path: 'receivedOn', message: paymentsMessages.receivedInFuture });
    for (const day of ['2026-02-31', '2026-1-5', 'yesterday']) {
      const response = await check(day);
      expect(response.status).toBe(422);
      expect(await messageOf(response)).toEqual({ path: 'receivedOn', message: paymentsMessages.receivedDay });
    }
    expect((await casePage(caseId)).payments).toEqual([]);
  });

  it('refuses a check without its number, more than the balance owed, an unsigned case and another company’s case', async () => {
    const caseId = await newSignedCase();
    const { balanceCents } = (await casePage(caseId)).arrangement;
    const noNumber = await record(caseId, { method: 'check', amountCents: 100, reference: '  ' });
    expect(noNumber.status).toBe(422);
    expect(await messageOf(noNumber)).toEqual({
      path: 'reference',
      message: paymentsMessages.referenceRequired('Check number'),
    });
    const over = await record(caseId, { method: 'cash', amountCents: balanceCents + 1 });
    expect(over.status).toBe(422);
    expect(await messageOf(over)).toEqual({
      path: 'amountCents',
      message: paymentsMessages.overBalance(formatMoney(balanceCents)),
    });
    const unsigned = await readyToSign(t.app, family, company.scope);
    const refused = await record(unsigned, { method: 'cash', amountCents: 100 });
    expect(refused.status).toBe(422);
    expect((await messageOf(refused))?.message).toBe(paymentsMessages.notSigned);
    expect(
      (await record(caseId, { method: 'cash', amountCents: 100 }, newKey('x'), otherOwner, other.host)).status,
    ).toBe(404);
    expect(await company.scope.count(casePayments, eq(casePayments.caseId, caseId))).toBe(0);
  });

  it('makes one payment of two staff recording the same check at once (one Idempotency-Key)', async () => {
    const caseId = await newSignedCase();
    const body = { method: 'check', amountCents: 30_000, reference: '2001' };
    const key = newKey('same-check');
    const [first, second] = await Promise.all([record(caseId, body, key), record(caseId, body, key, owner)]);
    const [a, b] = [await paymentOf(first), await paymentOf(second)];
    expect(a).toEqual(b);
    expect([first.headers.get('Idempotent-Replayed'), second.headers.get('Idempotent-Replayed')]).toContain('true');
    expect(await company.scope.count(casePayments, eq(casePayments.caseId, caseId))).toBe(1);
    expect(await receiptsNaming('family.payment-receipt', 'check number 2001')).toHaveLength(1);
    // The key names that request: another body with it is refused.
    const reused = await record(caseId, { ...body, amountCents: 100 }, key);
    expect(reused.status).toBe(422);
    expect((await messageOf(reused))?.path).toBe('idempotency-key');
  });

  it('lets two payments at once under different keys take no more than the balance owed', async () => {
    const caseId = await newSignedCase();
    const { balanceCents } = (await casePage(caseId)).arrangement;
    const statuses = (
      await Promise.all([
        record(caseId, { method: 'cash', amountCents: balanceCents }),
        record(caseId, { method: 'insurance', amountCents: balanceCents, reference: 'POL-77' }),
      ])
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([201, 422]);
    expect((await casePage(caseId)).arrangement.balanceCents).toBe(0);
  });
});

describe('refunds', () => {
  it('refunds a card payment through the payment provider, with its reason, and mails the purchaser', async () => {
    const caseId = await newSignedCase();
    const card = await payByCard(caseId, 20_000);
    const before = await casePage(caseId);
    const refunded = await paymentOf(await refund(caseId, card.id, { amountCents: 5_000, reason: 'Flowers not used' }));
    expect(refunded).toMatchObject({ method: 'card', amountCents: 20_000, refundableCents: 15_000 });
    expect(refunded.refunds).toEqual([
      expect.objectContaining({
        amountCents: 5_000,
        status: 'refunded',
        reason: 'Flowers not used',
        refundedBy: 'Fixture Staff',
      }),
    ]);
    // The sandbox was asked, for the charge the card payment made.
    const [row] = await company.scope.selectAll(casePayments, eq(casePayments.id, card.id));
    expect(sandbox.refunds.at(-1)).toMatchObject({ chargeReference: row!.providerReference, amountCents: 5_000 });
    const after = await casePage(caseId);
    expect(after.arrangement.balanceCents).toBe(before.arrangement.balanceCents + 5_000);
    const statement = caseStatement.parse(await familyGet(`/api/family/cases/${caseId}/statement`));
    expect(statement.balanceCents).toBe(after.arrangement.balanceCents);
    const [mail] = await receiptsNaming('family.refund-receipt', 'Flowers not used');
    expect(mail?.textBody).toContain(`We refunded ${formatMoney(5_000)} to the card ending 4242`);
    // The family can pay what was refunded again.
    await payByCard(caseId, after.arrangement.balanceCents);
  });

  it('never refunds more than is left, even with two refunds at once', async () => {
    const caseId = await newSignedCase();
    const cash = await paymentOf(await record(caseId, { method: 'cash', amountCents: 10_000 }));
    const over = await refund(caseId, cash.id, { amountCents: 10_001, reason: 'Too much' });
    expect(over.status).toBe(422);
    expect((await messageOf(over))?.message).toBe(paymentsMessages.overRefundable(formatMoney(10_000)));
    const statuses = (
      await Promise.all([
        refund(caseId, cash.id, { amountCents: 7_000, reason: 'First' }),
        refund(caseId, cash.id, { amountCents: 7_000, reason: 'Second' }),
      ])
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([201, 422]);
    // A recorded payment's refund is recorded: the provider is not asked.
    expect(sandbox.refunds.some((asked) => asked.metadata.paymentId === String(cash.id))).toBe(false);
    const [page] = (await casePage(caseId)).payments;
    expect(page?.refunds).toHaveLength(1);
    expect(page?.refundableCents).toBe(3_000);

    const card = await payByCard(caseId, 4_000);
    const cardStatuses = (
      await Promise.all([
        refund(caseId, card.id, { amountCents: 3_000, reason: 'One' }),
        refund(caseId, card.id, { amountCents: 3_000, reason: 'Two' }),
      ])
    ).map((response) => response.status);
    expect(cardStatuses.sort()).toEqual([201, 422]);
    expect(await company.scope.count(caseRefunds, eq(caseRefunds.paymentId, card.id))).toBe(1);
  });

  it('records nothing when the provider cannot refund, and the same key may try again', async () => {
    const failing: PaymentProvider = {
      name: 'sandbox',
      browserSetup: { provider: 'sandbox' },
      connect: (request) => sandbox.connect(request),
      accountReady: (accountId) => sandbox.accountReady(accountId),
      charge: (request) => sandbox.charge(request),
      refund: () => Promise.resolve({ kind: 'failed', reason: 'processor down' }),
    };
    const down = createTestApp(database.db, { media: database.media, payments: failing });
    const caseId = await newSignedCase();
    const card = await payByCard(caseId, 2_000);
    const key = newKey('retry');
    const body = { amountCents: 1_000, reason: 'Retry me' };
    const failed = await request(down.app, 'POST', `/api/staff/cases/${caseId}/payments/${card.id}/refunds`, {
      host: company.host,
      token: owner,
      body,
      headers: { 'Idempotency-Key': key },
    });
    expect(failed.status).toBe(503);
    expect(await company.scope.count(caseRefunds, eq(caseRefunds.paymentId, card.id))).toBe(0);
    const retried = await paymentOf(await refund(caseId, card.id, body, key));
    expect(retried.refunds).toHaveLength(1);
    await down.mail.flush();
  });
});

describe('who may', () => {
  it('lets a director record but only the owner refund; office staff and the family neither', async () => {
    const caseId = await newSignedCase();
    const cash = await paymentOf(await record(caseId, { method: 'cash', amountCents: 1_000 }, newKey('d'), director));
    const byDirector = await refund(caseId, cash.id, { amountCents: 100, reason: 'No' }, newKey('d'), director);
    expect(byDirector.status).toBe(403);
    expect((await messageOf(byDirector))?.message).toBe(roleRefusedMessage);
    expect((await record(caseId, { method: 'cash', amountCents: 100 }, newKey('o'), office)).status).toBe(403);
    expect((await refund(caseId, cash.id, { amountCents: 100, reason: 'No' }, newKey('o'), office)).status).toBe(403);
    expect((await record(caseId, { method: 'cash', amountCents: 100 }, newKey('f'), family.token)).status).toBe(403);
    expect(await company.scope.count(casePayments, eq(casePayments.caseId, caseId))).toBe(1);
  });
});
