import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { sandboxTokenFor } from '#contract/sandbox-cards.ts';
import { deliveryText } from '#contract/shop-text.ts';
import {
  orderPlaced,
  orderSummary,
  productDetail,
  shopMessages,
  shopProducts,
  type OrderRequest,
} from '#contract/shop.ts';
import { mailOutbox, obituaryEvents, orders } from '#server/db/schema.ts';
import type { PaymentProvider } from '#server/payments/payment-provider.ts';
import { SandboxPaymentProvider } from '#server/payments/sandbox-payment-provider.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createObituary } from '#tests/server/factories/obituary.ts';
import { createProducts, type ProductOptions } from '#tests/server/factories/product.ts';
import { createTestApp, get as getOn, testClientAddressHeader, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * The sympathy shop of an obituary on this file's own company: its catalogue (a product
 * of each category; flowers and plants go to services, the tree and the candle to the family only)
 * and Linnea's obituary, whose visitation and service take deliveries until a day before them.
 */

let database: TestDatabase;
let t: TestApp;
let payments: SandboxPaymentProvider;
let company: FactoryCompany;
let other: FactoryCompany;
let linnea: number;
let unpublished: number;
let visitationId: number;
let lilyId: number;
let candleId: number;

const catalogue: ProductOptions[] = [
  {
    category: 'flowers',
    name: 'White Lily Tribute',
    priceCents: 8_950,
    imageUrl: '/images/shop/white-lily-arrangement-640.webp',
    imageAlt: 'White lilies and greenery in a blue ceramic vase',
  },
  { category: 'flowers', name: 'Rose Heart Spray', priceCents: 24_500 },
  { category: 'plants', name: 'Fern Basket', priceCents: 6_900 },
  { category: 'trees', name: 'A Tree in Their Name', priceCents: 3_500, deliversToEvents: false },
  { category: 'keepsakes', name: 'Keepsake Candle', priceCents: 3_900, deliversToEvents: false },
];

/** A request as the browser makes it, on this file's company unless another host is named. */
const get = (app: TestApp['app'], path: string, init: Parameters<typeof getOn>[2] = {}) =>
  getOn(app, path, { host: company.host, ...init });

beforeAll(async () => {
  database = await openTestDatabase();
  payments = new SandboxPaymentProvider();
  t = createTestApp(database.db, { payments });
  company = await createCompany(database);
  other = await createCompany(database, { name: 'Harbor Light Chapel' });
  const ids = await createProducts(company.scope, catalogue);
  [lilyId, candleId] = [ids[0]!, ids[4]!];
  await createProducts(other.scope, [{ name: 'Harbor Wreath' }]);
  linnea = (
    await createObituary(company.scope, {
      fullName: 'Linnea Maja Sjöberg',
      diedDaysAgo: 3,
      events: [
        { kind: 'visitation', daysFromNow: 4, localTime: '17:00', minutes: 120, deliveryCutoffHours: 24 },
        { kind: 'service', daysFromNow: 5, localTime: '10:30', minutes: 90, deliveryCutoffHours: 24 },
        { kind: 'other', title: 'Scattering of ashes', daysFromNow: 6, localTime: '09:00', deliveryCutoffHours: 24 },
        {
          kind: 'burial',
          daysFromNow: 7,
          localTime: '14:00',
          timeZone: 'America/Boise',
          placeName: 'Morris Hill Cemetery',
          address: { line1: '317 N Latah St', city: 'Boise', region: 'ID', postalCode: '83706', country: 'US' },
        },
      ],
    })
  ).id;
  unpublished = (await createObituary(company.scope, { fullName: 'Oswald Pending Hart', published: false })).id;
  const [visitation] = await company.scope
    .select({ id: obituaryEvents.id })
    .from(obituaryEvents, and(eq(obituaryEvents.obituaryId, linnea), eq(obituaryEvents.kind, 'visitation')));
  visitationId = visitation!.id;
});

afterAll(async () => {
  await t.mail.flush();
  await database.close();
});

let attempt = 0;
beforeEach(() => {
  attempt += 1;
});

const token = (card: string) => sandboxTokenFor(card, `tok${String(attempt).padStart(13, '0')}`)!;

const order = (overrides: Partial<OrderRequest> = {}): OrderRequest => ({
  productId: lilyId,
  quantity: 2,
  purchaserName: 'Ruth Lindqvist',
  purchaserEmail: `ruth-${attempt}@example.com`,
  purchaserPhone: '+1 503 555 0142',
  delivery: { kind: 'event', eventId: visitationId },
  cardMessage: 'With love from the Lindqvist family',
  paymentToken: token('4242 4242 4242 4242'),
  ...overrides,
});

const post = (
  obituaryId: number,
  body: unknown,
  { key = `order-key-${attempt}`, host = company.host, from }: { key?: string; host?: string; from?: string } = {},
) =>
  t.app.request(`/api/web/obituaries/${obituaryId}/shop/orders`, {
    method: 'POST',
    headers: {
      'X-Host': host,
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Idempotency-Key': key,
      ...(from ? { [testClientAddressHeader]: from } : {}),
    },
    body: JSON.stringify(body),
  });

const ordersOf = (email: string) => database.db.select().from(orders).where(eq(orders.purchaserEmail, email));

describe('GET /api/web/obituaries/{id}/shop/products', () => {
  it("lists the company's active products in shop order, priced in cents, with photos in three widths", async () => {
    const response = await get(t.app, `/api/web/obituaries/${linnea}/shop/products`);
    expect(response.status).toBe(200);
    const { items } = shopProducts.parse(await response.json());
    expect(items.map((item) => item.name)).toEqual(catalogue.map((product) => product.name));
    expect(items[0]).toMatchObject({ name: 'White Lily Tribute', priceCents: 8_950, category: 'flowers' });
    expect(items[0]!.image.sources).toEqual(
      [320, 640, 960].map((width) => ({ url: `/images/shop/white-lily-arrangement-${width}.webp`, width })),
    );
    expect(items[0]!.image).toMatchObject({ width: 640, height: 640, alt: expect.stringContaining('lilies') });
    expect(new Set(items.map((item) => item.category))).toEqual(new Set(['flowers', 'plants', 'trees', 'keepsakes']));
  });

  it('answers 404 for an unpublished obituary, an unknown one and on another company’s host', async () => {
    expect((await get(t.app, `/api/web/obituaries/${unpublished}/shop/products`)).status).toBe(404);
    expect((await get(t.app, '/api/web/obituaries/999999/shop/products')).status).toBe(404);
    expect((await get(t.app, `/api/web/obituaries/${linnea}/shop/products`, { host: other.host })).status).toBe(404);
  });
});

describe('GET /api/web/obituaries/{id}/shop/products/{productId}', () => {
  it('offers the events still before their cut-off, earliest first, as the obituary names them, then the family; never an address', async () => {
    const response = await get(t.app, `/api/web/obituaries/${linnea}/shop/products/${lilyId}`);
    const detail = productDetail.parse(await response.json());
    expect(detail.deliveryOptions.map((option) => (option.kind === 'event' ? option.eventKind : 'family'))).toEqual([
      'visitation',
      'service',
      'other',
      'family',
    ]);
    expect(detail.deliveryOptions.map((option) => (option.kind === 'event' ? deliveryText(option) : ''))).toEqual([
      expect.stringMatching(/^Visitation at /),
      expect.stringMatching(/^Funeral service at /),
      expect.stringMatching(/^Scattering of ashes at /),
      '',
    ]);
    expect(detail.deliveryOptions[0]).toMatchObject({ placeName: expect.any(String), timeZone: 'America/Los_Angeles' });
    expect(JSON.stringify(detail)).not.toMatch(/address/i);
  });

  it('offers only the family for a product that is not delivered to events', async () => {
    const detail = productDetail.parse(
      await (await get(t.app, `/api/web/obituaries/${linnea}/shop/products/${candleId}`)).json(),
    );
    expect(detail.deliveryOptions).toEqual([{ kind: 'family' }]);
  });
});

describe('POST /api/web/obituaries/{id}/shop/orders', () => {
  it('prices the order from the catalogue, charges that total once and stores the order as paid', async () => {
    const body = { ...order(), priceCents: 1, unitPriceCents: 1, totalCents: 1 };
    const response = await post(linnea, body);
    expect(response.status).toBe(201);
    const placed = orderPlaced.parse(await response.json());
    expect(placed.order).toMatchObject({ unitPriceCents: 8_950, deliveryFeeCents: 1_500, totalCents: 19_400 });
    expect(placed.order.publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(placed.accessKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(payments.approvedCharges.at(-1)).toMatchObject({ amountCents: 19_400, currency: 'USD' });
    const [stored] = await ordersOf(body.purchaserEmail);
    expect(stored).toMatchObject({ status: 'paid', unitPriceCents: 8_950, paymentProvider: 'sandbox' });
    expect(stored!.accessKeyHash).not.toContain(placed.accessKey);
  });

  it('answers a declined card with the clear message, takes nothing and keeps the order only as declined', async () => {
    const charged = payments.approvedCharges.length;
    const body = order({ paymentToken: token('4000 0000 0000 0002') });
    const response = await post(linnea, body);
    expect(response.status).toBe(402);
    expect(apiError.parse(await response.json()).issues).toEqual([
      { path: 'paymentToken', message: shopMessages.declined },
    ]);
    expect(payments.approvedCharges).toHaveLength(charged);
    expect((await ordersOf(body.purchaserEmail)).map((row) => row.status)).toEqual(['declined']);
    const mails = await database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, body.purchaserEmail));
    expect(mails[0]!.n).toBe(0);
  });

  it('leaves no order and frees the key when the processor fails, so the same request can be sent again', async () => {
    const body = order({ paymentToken: token('4000 0000 0000 0119') });
    const response = await post(linnea, body);
    expect(response.status).toBe(503);
    expect(await ordersOf(body.purchaserEmail)).toEqual([]);
    expect((await post(linnea, body)).status).toBe(503);
  });

  it('refuses a delivery whose cut-off passed after the page loaded: 422 at delivery, nothing charged', async () => {
    const [event] = await company.scope
      .insert(obituaryEvents, {
        obituaryId: linnea,
        kind: 'reception',
        startsAt: new Date(Date.now() + 3 * 3_600_000),
        timeZone: 'America/Los_Angeles',
        placeName: 'Fellowship Hall',
        addressLine1: '1 Main St',
        city: 'Portland',
        region: 'OR',
        postalCode: '97201',
        country: 'US',
        deliveryCutoffAt: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: obituaryEvents.id });
    const detail = productDetail.parse(
      await (await get(t.app, `/api/web/obituaries/${linnea}/shop/products/${lilyId}`)).json(),
    );
    expect(detail.deliveryOptions.some((option) => option.kind === 'event' && option.eventId === event!.id)).toBe(true);
    await company.scope.update(
      obituaryEvents,
      { deliveryCutoffAt: new Date(Date.now() - 60_000) },
      eq(obituaryEvents.id, event!.id),
    );

    const charged = payments.approvedCharges.length;
    const body = order({ delivery: { kind: 'event', eventId: event!.id } });
    const response = await post(linnea, body);
    expect(response.status).toBe(422);
    expect(apiError.parse(await response.json()).issues).toEqual([
      { path: 'delivery', message: shopMessages.deliveryClosed },
    ]);
    expect(payments.approvedCharges).toHaveLength(charged);
    expect(await ordersOf(body.purchaserEmail)).toEqual([]);
  });

  it('refuses an event delivery for a product that goes to the family only', async () => {
    const response = await post(linnea, order({ productId: candleId }));
    expect(response.status).toBe(422);
    expect(apiError.parse(await response.json()).issues?.[0]?.path).toBe('delivery');
  });

  it('answers a repeat of the Idempotency-Key with the first order: one order, one charge', async () => {
    const body = order();
    const first = orderPlaced.parse(await (await post(linnea, body)).json());
    const charged = payments.approvedCharges.length;
    const again = await post(linnea, body);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(orderPlaced.parse(await again.json())).toEqual(first);
    expect(payments.approvedCharges).toHaveLength(charged);
    expect(await ordersOf(body.purchaserEmail)).toHaveLength(1);
  });

  it('answers 409 to a repeat while the first request is still charging, then the first order', async () => {
    let started!: () => void;
    let release!: () => void;
    const charging = new Promise<void>((resolve) => (started = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sandbox = new SandboxPaymentProvider();
    const slow: PaymentProvider = {
      name: 'sandbox',
      browserSetup: { provider: 'sandbox' },
      connect: (request) => sandbox.connect(request),
      accountReady: (accountId) => sandbox.accountReady(accountId),
      charge: async (request) => {
        started();
        await gate;
        return sandbox.charge(request);
      },
      refund: (request) => sandbox.refund(request),
    };
    const slowApp = createTestApp(database.db, { payments: slow });
    const send = (body: OrderRequest) =>
      slowApp.app.request(`/api/web/obituaries/${linnea}/shop/orders`, {
        method: 'POST',
        headers: {
          'X-Host': company.host,
          'Content-Type': 'application/json',
          'Idempotency-Key': `slow-order-${attempt}`,
        },
        body: JSON.stringify(body),
      });
    const body = order();
    const first = send(body);
    const early = await Promise.race([charging.then(() => null), first]);
    if (early) throw new Error(`first answered ${early.status}: ${await early.text()}`);
    const meanwhile = await send(body);
    expect(meanwhile.status).toBe(409);
    expect(apiError.parse(await meanwhile.json()).issues?.[0]?.message).toBe(shopMessages.stillProcessing);
    release();
    const placed = orderPlaced.parse(await (await first).json());
    const after = await send(body);
    expect(after.status).toBe(201);
    expect(orderPlaced.parse(await after.json())).toEqual(placed);
    expect(sandbox.approvedCharges).toHaveLength(1);
    await slowApp.mail.flush();
  });

  it('refuses the key reused for another order', async () => {
    const body = order();
    expect((await post(linnea, body)).status).toBe(201);
    const response = await post(linnea, { ...body, quantity: 3 });
    expect(response.status).toBe(422);
    expect(apiError.parse(await response.json()).issues?.[0]?.path).toBe('idempotency-key');
  });

  it('requires an Idempotency-Key', async () => {
    const response = await t.app.request(`/api/web/obituaries/${linnea}/shop/orders`, {
      method: 'POST',
      headers: { 'X-Host': company.host, 'Content-Type': 'application/json' },
      body: JSON.stringify(order()),
    });
    expect(response.status).toBe(422);
  });

  it('answers 404 for an unpublished obituary and on another company’s host', async () => {
    expect((await post(unpublished, order())).status).toBe(404);
    expect((await post(linnea, order(), { host: other.host })).status).toBe(404);
  });

  it('limits checkout attempts from one client address (429 with Retry-After)', async () => {
    const from = '198.51.100.77';
    for (let i = 0; i < 10; i += 1) {
      const response = await post(linnea, order({ paymentToken: token('4000000000000002') }), {
        key: `limit-${i}-key`,
        from,
      });
      expect(response.status).toBe(402);
    }
    const refused = await post(linnea, order(), { key: 'limit-last-key', from });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('GET /api/web/shop/orders/{publicId} and the confirmation mail', () => {
  it('shows the order only with its access key: 404 without one, with a wrong one and on another host', async () => {
    const body = order();
    const placed = orderPlaced.parse(await (await post(linnea, body)).json());
    const path = `/api/web/shop/orders/${placed.order.publicId}`;
    expect((await get(t.app, path)).status).toBe(404);
    const wrong = 'A'.repeat(43);
    expect((await get(t.app, path, { headers: { 'X-Order-Key': wrong } })).status).toBe(404);
    expect((await get(t.app, `${path}?key=${wrong}`)).status).toBe(404);
    expect((await get(t.app, path, { host: other.host, headers: { 'X-Order-Key': placed.accessKey } })).status).toBe(
      404,
    );
    expect(
      (await get(t.app, `/api/web/shop/orders/${'B'.repeat(22)}`, { headers: { 'X-Order-Key': placed.accessKey } }))
        .status,
    ).toBe(404);

    const byHeader = await get(t.app, path, { headers: { 'X-Order-Key': placed.accessKey } });
    expect(byHeader.status).toBe(200);
    expect(orderSummary.parse(await byHeader.json())).toEqual(placed.order);
    expect((await get(t.app, `${path}?key=${placed.accessKey}`)).status).toBe(200);
  });

  it('does not show a declined order, even with its key', async () => {
    const body = order({ paymentToken: token('4000000000000002') });
    await post(linnea, body);
    const [declined] = await ordersOf(body.purchaserEmail);
    expect(
      (await get(t.app, `/api/web/shop/orders/${declined!.publicId}`, { headers: { 'X-Order-Key': 'C'.repeat(43) } }))
        .status,
    ).toBe(404);
  });

  it('puts the confirmation in the outbox, linking to the thanks page on the configured site with the key', async () => {
    const body = order();
    const placed = orderPlaced.parse(await (await post(linnea, body)).json());
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, body.purchaserEmail));
    expect(mail).toMatchObject({
      kind: 'shop.order-confirmation',
      subject: 'Your order in memory of Linnea Maja Sjöberg',
    });
    const link = `${company.siteUrl}/obituaries/${linnea}/linnea-maja-sjoberg/shop/order/${placed.order.publicId}/thanks#key=${placed.accessKey}`;
    expect(mail!.textBody).toContain(link);
    expect(mail!.textBody).toContain('Total paid: $194.00');
    expect(mail!.textBody).toContain('With love from the Lindqvist family');
  });
});

describe('GET /api/web/shop/payment-setup', () => {
  it('names the sandbox by default', async () => {
    expect(await (await get(t.app, '/api/web/shop/payment-setup')).json()).toEqual({ provider: 'sandbox' });
  });
});
