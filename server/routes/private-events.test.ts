import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { obituary as publicObituary } from '#contract/obituaries.ts';
import { sandboxTokenFor } from '#contract/sandbox-cards.ts';
import { productDetail, shopMessages } from '#contract/shop.ts';
import { staffCalendar } from '#contract/staff-calendar.ts';
import { staffObituary, type StaffObituaryEventInput } from '#contract/staff-obituaries.ts';
import { SandboxPaymentProvider } from '#server/payments/sandbox-payment-provider.ts';
import { EVERGREEN_DIRECTOR_EMAIL, EVERGREEN_DIRECTOR_PASSWORD } from '#server/seed/evergreen/staff.ts';
import { createCompany } from '#tests/server/factories/company.ts';
import { createObituary } from '#tests/server/factories/obituary.ts';
import { createProducts } from '#tests/server/factories/product.ts';
import { saveSchedule } from '#tests/server/obituary-schedule.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, get, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * A private event (decision 0130): saved through the obituary editor, it is on the funeral home's
 * calendar and in its editor, marked private, and nowhere a mourner looks: not on the published page,
 * not as a calendar file, not among the shop's deliveries, and an order naming it is refused.
 */

const NOW = new Date('2026-12-05T17:00:00Z');
let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, {
    media: database.media,
    payments: new SandboxPaymentProvider(),
    clock: { now: () => NOW },
  });
});
afterAll(async () => {
  await t.mail.flush();
  await database.close();
});

describe('a private event', () => {
  it('is on the calendar and in the editor, marked, and off the public page, its calendar files and the shop', async () => {
    const company = await createCompany(database);
    const { host } = company;
    const [productId] = await createProducts(company.scope, [{ category: 'flowers', name: 'White Lily Tribute' }]);
    const { id: obituaryId } = await createObituary(company.scope, { fullName: 'Tove Elin Lund', events: [] }, NOW);
    const director = await signIn(t.app, host, {
      email: EVERGREEN_DIRECTOR_EMAIL,
      password: EVERGREEN_DIRECTOR_PASSWORD,
    });

    const event = (over: Partial<StaffObituaryEventInput>): StaffObituaryEventInput => ({
      kind: 'visitation',
      startsAt: '2026-12-08T17:00',
      endsAt: '2026-12-08T19:00',
      timeZone: 'America/Los_Angeles',
      locationId: company.locations[0]!.id,
      flowersUntil: '2026-12-07T17:00',
      ...over,
    });
    const saved = await saveSchedule(t.app, { host, token: director }, obituaryId, [
      event({}),
      // Taking flowers as it may: still never offered, being private.
      event({
        kind: 'other',
        title: 'Transfer to the crematory',
        startsAt: '2026-12-09T08:00',
        endsAt: null,
        private: true,
      }),
    ]);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const { events } = staffObituary.parse(await saved.json()).content;
    expect(events.map((row) => [row.title ?? row.kind, row.private])).toEqual([
      ['visitation', false],
      ['Transfer to the crematory', true],
    ]);
    const privateId = events[1]!.id;

    const calendar = staffCalendar.parse(
      await (
        await request(t.app, 'GET', '/api/staff/calendar?view=week&date=2026-12-08', { host, token: director })
      ).json(),
    );
    expect(calendar.entries.map((entry) => [entry.name, entry.private])).toEqual([
      ['Visitation', false],
      ['Transfer to the crematory', true],
    ]);

    const page = publicObituary.parse(await (await get(t.app, `/api/web/obituaries/${obituaryId}`, { host })).json());
    expect(page.events.map((row) => row.name)).toEqual(['Visitation']);
    expect(
      (await get(t.app, `/api/web/obituaries/${obituaryId}/events/${privateId}/calendar.ics`, { host })).status,
    ).toBe(404);
    expect(
      (await get(t.app, `/api/web/obituaries/${obituaryId}/events/${events[0]!.id}/calendar.ics`, { host })).status,
    ).toBe(200);

    const detail = productDetail.parse(
      await (await get(t.app, `/api/web/obituaries/${obituaryId}/shop/products/${productId}`, { host })).json(),
    );
    expect(detail.deliveryOptions.map((option) => (option.kind === 'event' ? option.eventName : option.kind))).toEqual([
      'Visitation',
      'family',
    ]);
    const order = await request(t.app, 'POST', `/api/web/obituaries/${obituaryId}/shop/orders`, {
      host,
      headers: { 'Idempotency-Key': 'private-event-order' },
      body: {
        productId,
        quantity: 1,
        purchaserName: 'Ruth Lindqvist',
        purchaserEmail: 'ruth@example.com',
        purchaserPhone: '+1 503 555 0142',
        delivery: { kind: 'event', eventId: privateId },
        cardMessage: 'With love',
        paymentToken: sandboxTokenFor('4242 4242 4242 4242', 'tok0000000000001')!,
      },
    });
    expect(order.status).toBe(422);
    expect(apiError.parse(await order.json()).issues).toEqual([
      { path: 'delivery', message: shopMessages.deliveryUnavailable },
    ]);
  });
});
