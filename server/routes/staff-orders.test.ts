import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResult } from '#contract/auth.ts';
import { apiError } from '#contract/errors.ts';
import { sandboxTokenFor } from '#contract/sandbox-cards.ts';
import { orderPlaced, type OrderRequest } from '#contract/shop.ts';
import { roleRefusedMessage } from '#contract/staff-roles.ts';
import {
  familyShopOrders,
  orderCounts,
  staffOrderDetail,
  staffOrdersPage,
  type StaffOrderDetail,
} from '#contract/staff-orders.ts';
import { locations, obituaryEvents, orders, products } from '#server/db/schema.ts';
import { tenantScope, type TenantScope } from '#server/db/tenant-scope.ts';
import type { PaymentProvider } from '#server/payments/payment-provider.ts';
import { SandboxPaymentProvider } from '#server/payments/sandbox-payment-provider.ts';
import { createFamilyMember } from '#tests/server/factories/family.ts';
import { createObituary } from '#tests/server/factories/obituary.ts';
import { outboxMailsTo } from '#tests/server/outbox-mails.ts';
import { request } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { insertTestCompany, type TestCompany } from '#tests/server/test-companies.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * The shop's orders at the funeral home (decision 0076), in a company of its own:
 * orders are placed the visitor's way (POST …/shop/orders with sandbox cards), and staff and the
 * family read and move them through their own calls.
 */

let database: TestDatabase;
let t: TestApp;
let company: TestCompany;
let scope: TenantScope;
const sandbox = new SandboxPaymentProvider();
let director: string;
let office: string;
let flowersId: number;
let chapels: { id: number; name: string; email: string | null }[];
/** Abel's case is at chapel 0, his service at chapel 1; Beth's case and everything of hers at chapel 0. */
let abel: { id: number; caseId: number; serviceId: number };
let beth: { id: number; caseId: number };

const signIn = async (email: string, password: string) => {
  const response = await request(t.app, 'POST', '/api/auth/login', { host: company.host, body: { email, password } });
  return loginResult.parse(await response.json()).token;
};
const call = (method: string, path: string, token: string, body?: unknown) =>
  request(t.app, method, path, { host: company.host, token, body });
const messageOf = async (response: Response) => apiError.parse(await response.json()).issues?.[0]?.message;

let placed = 0;
/** A paid order of `quantity` × the flowers, placed as a visitor places it; its console row id. */
async function order(
  obituaryId: number,
  delivery: OrderRequest['delivery'],
  extra: Partial<OrderRequest> = {},
): Promise<number> {
  placed += 1;
  const body: OrderRequest = {
    productId: flowersId,
    quantity: 1,
    purchaserName: `Sender ${placed}`,
    purchaserEmail: `sender-${placed}@example.com`,
    purchaserPhone: '555 0100 200',
    delivery,
    cardMessage: `With love, card ${placed}`,
    paymentToken: sandboxTokenFor('4242424242424242', `orders${String(placed).padStart(10, '0')}`)!,
    ...extra,
  };
  const response = await request(t.app, 'POST', `/api/web/obituaries/${obituaryId}/shop/orders`, {
    host: company.host,
    body,
    headers: { 'Idempotency-Key': `staff-orders-${placed}` },
  });
  expect(response.status).toBe(201);
  const publicId = orderPlaced.parse(await response.json()).order.publicId;
  const [row] = await scope.select({ id: orders.id }).from(orders, eq(orders.publicId, publicId));
  return row!.id;
}

const detailOf = async (id: number, token = director): Promise<StaffOrderDetail> => {
  const response = await call('GET', `/api/staff/orders/${id}`, token);
  expect(response.status).toBe(200);
  return staffOrderDetail.parse(await response.json());
};
const move = (id: number, type: 'accept' | 'deliver', token = director) =>
  call('POST', `/api/staff/orders/${id}/events`, token, { type });
const cancel = (id: number, refundCents: number, token = director) =>
  call('POST', `/api/staff/orders/${id}/cancel`, token, { reason: 'The family asked for donations', refundCents });

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { media: database.media, payments: sandbox });
  company = await insertTestCompany(database.db, database.media);
  scope = tenantScope(database.db, company.companyId);
  director = await signIn(company.director.email, company.director.password);
  office = await signIn(company.staff.email, company.staff.password);
  const [flowers] = await scope
    .select({ id: products.id })
    .from(products, and(eq(products.category, 'flowers'), eq(products.deliversToEvents, true)))
    .limit(1);
  flowersId = flowers!.id;
  chapels = await scope
    .select({ id: locations.id, name: locations.name, email: locations.email })
    .from(locations)
    .orderBy(asc(locations.position), asc(locations.id));
  const made = await createObituary(scope, {
    fullName: 'Abel Orderly',
    location: 0,
    events: [{ kind: 'service', daysFromNow: 5, location: 1, deliveryCutoffHours: 24 }],
  });
  const [service] = await scope
    .select({ id: obituaryEvents.id })
    .from(obituaryEvents, eq(obituaryEvents.obituaryId, made.id));
  abel = { ...made, serviceId: service!.id };
  beth = await createObituary(scope, { fullName: 'Beth Orderly', location: 0 });
});
afterAll(() => database.close());

describe('an order reaches the funeral home', () => {
  it("mails the service's location at once: items, card, delivery, the service and its cut-off", async () => {
    expect(chapels[1]!.email).toBeTruthy();
    await order(abel.id, { kind: 'event', eventId: abel.serviceId }, { quantity: 2, cardMessage: 'Rest easy, Abel' });
    const [mail] = await outboxMailsTo(database.db, t.mail, chapels[1]!.email!);
    expect(mail?.subject).toMatch(/^New order: 2 × .+ for Abel Orderly$/);
    expect(mail?.text).toContain(`for ${chapels[1]!.name} to deliver`);
    expect(mail?.text).toContain('Card message: Rest easy, Abel');
    expect(mail?.text).toMatch(/Deliver to: Funeral service at .+, \w+day, /);
    expect(mail?.text).toMatch(/Order cut-off: \w+day, /);
    expect(mail?.text).toMatch(/From: Sender \d+, sender-\d+@example\.com, 555 0100 200/);
  });

  it("mails the case's location when the order goes to the family", async () => {
    const before = (await outboxMailsTo(database.db, t.mail, chapels[0]!.email!)).length;
    const id = await order(beth.id, { kind: 'family' }, { cardMessage: 'Thinking of you' });
    const mails = await outboxMailsTo(database.db, t.mail, chapels[0]!.email!);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.text).toContain('Deliver to: To the family');
    expect(mails.at(-1)?.text).not.toContain('cut-off');
    expect((await detailOf(id)).locationName).toBe(chapels[0]!.name);
  });
});

describe('the orders list', () => {
  it('lists paid orders newest first, filters by location, obituary and status, and pages', async () => {
    const first = await order(beth.id, { kind: 'family' });
    const second = await order(abel.id, { kind: 'event', eventId: abel.serviceId });
    const third = await order(beth.id, { kind: 'family' });
    const all = staffOrdersPage.parse(await (await call('GET', '/api/staff/orders?pageSize=100', office)).json());
    const ids = all.items.map((item) => item.id);
    expect(ids.slice(0, 3)).toEqual([third, second, first]);
    const abelsOrder = all.items.find((item) => item.id === second)!;
    expect(abelsOrder).toMatchObject({ deceasedName: 'Abel Orderly', locationId: chapels[1]!.id, status: 'new' });
    expect(abelsOrder.delivery).toMatchObject({ kind: 'event', eventId: abel.serviceId });
    expect(abelsOrder.delivery.kind === 'event' && abelsOrder.delivery.cutoffAt).toBeTruthy();

    const byObituary = staffOrdersPage.parse(
      await (await call('GET', `/api/staff/orders?pageSize=100&obituaryId=${beth.id}`, office)).json(),
    );
    expect(byObituary.items.length).toBeGreaterThanOrEqual(3);
    expect(byObituary.items.every((item) => item.obituaryId === beth.id)).toBe(true);
    const byLocation = staffOrdersPage.parse(
      await (await call('GET', `/api/staff/orders?pageSize=100&locationId=${chapels[1]!.id}`, office)).json(),
    );
    expect(byLocation.items.map((item) => item.id)).toContain(second);
    expect(byLocation.items.every((item) => item.locationId === chapels[1]!.id)).toBe(true);
    expect(byLocation.total).toBe(byLocation.items.length);

    expect((await move(first, 'accept')).status).toBe(200);
    const accepted = staffOrdersPage.parse(
      await (await call('GET', '/api/staff/orders?status=accepted', office)).json(),
    );
    expect(accepted.items.map((item) => item.id)).toEqual([first]);
    expect(accepted.newCount).toBe(all.newCount - 1);
    const counts = orderCounts.parse(await (await call('GET', '/api/staff/order-counts', office)).json());
    expect(counts.new).toBe(all.newCount - 1);

    const pageTwo = staffOrdersPage.parse(
      await (await call('GET', '/api/staff/orders?pageSize=2&page=2', office)).json(),
    );
    expect(pageTwo).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(pageTwo.items.map((item) => item.id)).toEqual(ids.slice(2, 4));
  });

  it('holds no declined checkout', async () => {
    placed += 1;
    const declined = await request(t.app, 'POST', `/api/web/obituaries/${beth.id}/shop/orders`, {
      host: company.host,
      headers: { 'Idempotency-Key': `staff-orders-declined-${placed}` },
      body: {
        productId: flowersId,
        quantity: 1,
        purchaserName: 'Declined Sender',
        purchaserEmail: 'declined@example.com',
        purchaserPhone: '555 0100 200',
        delivery: { kind: 'family' },
        cardMessage: '',
        paymentToken: sandboxTokenFor('4000000000000002', `declined${String(placed).padStart(8, '0')}`)!,
      },
    });
    expect(declined.status).toBe(402);
    const all = staffOrdersPage.parse(await (await call('GET', '/api/staff/orders?pageSize=100', director)).json());
    expect(all.items.some((item) => item.purchaserName === 'Declined Sender')).toBe(false);
  });

  it('totals every filter as orders are paid, move, change location and go (the database keeps the tallies)', async () => {
    const moving = await order(abel.id, { kind: 'event', eventId: abel.serviceId });
    const delivered = await order(beth.id, { kind: 'family' });
    const cancelled = await order(beth.id, { kind: 'family' });
    const gone = await order(abel.id, { kind: 'family' });
    expect((await move(moving, 'accept')).status).toBe(200);
    expect((await move(delivered, 'accept')).status).toBe(200);
    expect((await move(delivered, 'deliver')).status).toBe(200);
    expect((await cancel(cancelled, 0)).status).toBe(200);
    // A move no console call makes, and an order removed with its company's data.
    await scope.update(orders, { locationId: chapels[0]!.id }, eq(orders.id, moving));
    await scope.delete(orders, eq(orders.id, gone));

    const all = staffOrdersPage.parse(await (await call('GET', '/api/staff/orders?pageSize=100', director)).json());
    expect(all.total).toBe(all.items.length);
    expect(all.items.map((item) => item.id)).not.toContain(gone);
    const newCount = all.items.filter((item) => item.status === 'new').length;
    const filters: [string, (item: (typeof all.items)[number]) => boolean][] = [
      ...chapels.map((chapel): [string, (item: (typeof all.items)[number]) => boolean] => [
        `locationId=${chapel.id}`,
        (item) => item.locationId === chapel.id,
      ]),
      ...(['new', 'accepted', 'delivered', 'cancelled'] as const).map(
        (status): [string, (item: (typeof all.items)[number]) => boolean] => [
          `status=${status}`,
          (item) => item.status === status,
        ],
      ),
      [
        `locationId=${chapels[0]!.id}&status=accepted`,
        (item) => item.locationId === chapels[0]!.id && item.status === 'accepted',
      ],
      [`obituaryId=${beth.id}&status=cancelled`, (item) => item.obituaryId === beth.id && item.status === 'cancelled'],
    ];
    for (const [filter, matches] of filters) {
      const page = staffOrdersPage.parse(
        await (await call('GET', `/api/staff/orders?pageSize=100&${filter}`, director)).json(),
      );
      const expected = all.items.filter(matches).map((item) => item.id);
      expect(
        page.items.map((item) => item.id),
        filter,
      ).toEqual(expected);
      expect(page.total, filter).toBe(expected.length);
      expect(page.newCount, filter).toBe(newCount);
    }
    expect(orderCounts.parse(await (await call('GET', '/api/staff/order-counts', office)).json())).toEqual({
      new: newCount,
    });
  });
});

describe("an order's status", () => {
  it('goes new → accepted → delivered, keeping who and when', async () => {
    const id = await order(beth.id, { kind: 'family' });
    expect((await detailOf(id)).can).toEqual({ accept: true, deliver: false, cancel: true });
    expect(staffOrderDetail.parse(await (await move(id, 'accept', office)).json()).status).toBe('accepted');
    const delivered = staffOrderDetail.parse(await (await move(id, 'deliver')).json());
    expect(delivered.status).toBe('delivered');
    expect(delivered.can).toEqual({ accept: false, deliver: false, cancel: false });
    expect(delivered.history.map((entry) => [entry.status, entry.by])).toEqual([
      ['new', ''],
      ['accepted', company.staff.name],
      ['delivered', company.director.name],
    ]);
    expect(delivered.history.every((entry) => !Number.isNaN(Date.parse(entry.at)))).toBe(true);
  });

  it('refuses a move its status does not take with 409 and words saying why', async () => {
    const id = await order(beth.id, { kind: 'family' });
    const early = await move(id, 'deliver');
    expect(early.status).toBe(409);
    expect(await messageOf(early)).toBe('This order is new: it cannot be delivered.');
    await move(id, 'accept');
    const twice = await move(id, 'accept');
    expect(twice.status).toBe(409);
    expect(await messageOf(twice)).toBe('This order is accepted: it cannot be accepted.');
    await move(id, 'deliver');
    const late = await cancel(id, 0);
    expect(late.status).toBe(409);
    expect(await messageOf(late)).toBe('This order is delivered: it cannot be cancelled.');
    expect((await detailOf(id)).status).toBe('delivered');
  });

  it('answers 404 for an unknown order', async () => {
    expect((await call('GET', '/api/staff/orders/999999', director)).status).toBe(404);
    expect((await move(999_999, 'accept')).status).toBe(404);
  });
});

describe('cancelling with a refund', () => {
  it('refunds at most what was paid, once, and records it on the order', async () => {
    const id = await order(beth.id, { kind: 'family' }, { quantity: 2 });
    const paid = (await detailOf(id)).totalCents;
    const tooMuch = await cancel(id, paid + 1);
    expect(tooMuch.status).toBe(422);
    expect(await messageOf(tooMuch)).toMatch(/^A refund cannot be more than the \$[\d,.]+ paid\.$/);
    expect((await detailOf(id)).status).toBe('new');

    const refundsBefore = sandbox.refunds.length;
    const cancelled = staffOrderDetail.parse(await (await cancel(id, paid)).json());
    expect(cancelled).toMatchObject({ status: 'cancelled', refundedCents: paid });
    expect(cancelled.refundReference).toMatch(/^sandbox_re_/);
    expect(cancelled.history.at(-1)).toMatchObject({
      status: 'cancelled',
      by: company.director.name,
      reason: 'The family asked for donations',
    });
    expect(sandbox.refunds.slice(refundsBefore).map((refund) => refund.amountCents)).toEqual([paid]);

    const again = await cancel(id, paid);
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe('This order is cancelled: it cannot be cancelled.');
    expect(sandbox.refunds.length).toBe(refundsBefore + 1);
  });

  it('gives nothing back for 0, and part of it when staff say so', async () => {
    const none = await order(beth.id, { kind: 'family' });
    const refundsBefore = sandbox.refunds.length;
    expect(staffOrderDetail.parse(await (await cancel(none, 0)).json())).toMatchObject({
      status: 'cancelled',
      refundedCents: 0,
      refundReference: null,
    });
    expect(sandbox.refunds.length).toBe(refundsBefore);
    const part = await order(beth.id, { kind: 'family' });
    await move(part, 'accept');
    expect(staffOrderDetail.parse(await (await cancel(part, 1_000)).json()).refundedCents).toBe(1_000);
  });

  it('keeps the order as it was when the refund fails, and refunds on the retry', async () => {
    const id = await order(beth.id, { kind: 'family' });
    let failing = true;
    const flaky: PaymentProvider = {
      name: 'sandbox',
      browserSetup: { provider: 'sandbox' },
      connect: (request) => sandbox.connect(request),
      accountReady: (accountId) => sandbox.accountReady(accountId),
      charge: (request) => sandbox.charge(request),
      refund: (request) =>
        failing ? Promise.resolve({ kind: 'failed', reason: 'processor down' }) : sandbox.refund(request),
    };
    const flakyApp = createTestApp(database.db, { media: database.media, payments: flaky });
    const cancelThere = () =>
      request(flakyApp.app, 'POST', `/api/staff/orders/${id}/cancel`, {
        host: company.host,
        token: director,
        body: { reason: 'Wrong flowers', refundCents: 500 },
      });
    const failed = await cancelThere();
    expect(failed.status).toBe(503);
    expect(await messageOf(failed)).toBe(
      'The refund could not be made, so the order is not cancelled. Please try again.',
    );
    const after = await detailOf(id);
    expect(after).toMatchObject({ status: 'new', refundedCents: 0 });
    expect(after.history).toHaveLength(1);
    failing = false;
    expect(staffOrderDetail.parse(await (await cancelThere()).json())).toMatchObject({
      status: 'cancelled',
      refundedCents: 500,
    });
  });
});

describe('who may do what', () => {
  it('lets office staff accept and deliver, but only directors and owners cancel', async () => {
    const id = await order(beth.id, { kind: 'family' });
    expect((await move(id, 'accept', office)).status).toBe(200);
    const refused = await cancel(id, 0, office);
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toBe(roleRefusedMessage);
    expect((await detailOf(id)).status).toBe('accepted');
  });
});

describe("the family's view", () => {
  it("shows who sent what with the card messages, for the member's own case only", async () => {
    const abelsFamily = await createFamilyMember(scope, { name: 'Ada Orderly', caseIds: [abel.caseId] });
    const token = await signIn(abelsFamily.email, abelsFamily.password);
    const staffOnly = await call('GET', '/api/staff/orders', token);
    expect(staffOnly.status).toBe(403);

    const own = await call('GET', `/api/family/cases/${abel.caseId}/shop-orders`, token);
    expect(own.status).toBe(200);
    const list = familyShopOrders.parse(await own.json());
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.map((item) => item.cardMessage)).toContain('Rest easy, Abel');
    expect(list.items.every((item) => item.purchaserName.startsWith('Sender '))).toBe(true);
    expect(JSON.stringify(list)).not.toMatch(/sender-\d+@example\.com|555 0100 200|Thinking of you/);

    expect((await call('GET', `/api/family/cases/${beth.caseId}/shop-orders`, token)).status).toBe(404);
  });
});
