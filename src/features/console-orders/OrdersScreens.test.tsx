import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffOrderDetail, StaffOrderSummary } from '#contract/staff-orders.ts';
import { installValidationMessages } from '#contract/validation-messages.ts';
import {
  director,
  fakeApi,
  nothingWaiting,
  officeStaff,
  refusal,
  renderScreen,
  signedIn,
  type SentCall,
} from '#src/lib/console/console-screen.test-helper.tsx';
import type { SessionUser } from '#contract/auth.ts';
import { OrderPage } from './OrderPage.tsx';
import { OrdersPage } from './OrdersPage.tsx';

installValidationMessages();

/* The console's orders screens (decision 0076): the list's cards and paging, an order's actions and refund. */

const summary = (id: number, change: Partial<StaffOrderSummary> = {}): StaffOrderSummary => ({
  id,
  publicId: `public-id-of-order-${String(id).padStart(3, '0')}`,
  status: 'new',
  placedAt: '2026-03-01T12:00:00.000Z',
  obituaryId: 7,
  deceasedName: 'Harold Penhallow',
  locationId: 1,
  locationName: 'Maple Grove Chapel',
  productName: 'White lily arrangement',
  category: 'flowers',
  quantity: 2,
  totalCents: 18_950,
  purchaserName: 'Ruth Calloway',
  delivery: {
    kind: 'event',
    eventId: 3,
    eventKind: 'service',
    eventName: 'Funeral service',
    placeName: 'Maple Grove Chapel',
    city: 'Portland',
    startsAt: '2026-03-10T19:00:00.000Z',
    timeZone: 'America/Los_Angeles',
    cutoffAt: '2026-03-09T19:00:00.000Z',
  },
  cardMessage: 'With love from the Calloways',
  ...change,
});

const detail = (change: Partial<StaffOrderDetail> = {}): StaffOrderDetail => ({
  ...summary(5),
  unitPriceCents: 8_975,
  deliveryFeeCents: 1_000,
  purchaserEmail: 'ruth@example.com',
  purchaserPhone: '+1 503 555 0142',
  paymentProvider: 'sandbox',
  paymentReference: 'sandbox_ch_x',
  refundedCents: 0,
  refundReference: null,
  refundedAt: null,
  history: [{ status: 'new', at: '2026-03-01T12:00:00.000Z', by: '', reason: null }],
  can: { accept: true, deliver: false, cancel: true },
  ...change,
});

const locations = { locations: [{ id: 1, name: 'Maple Grove Chapel' }] };

describe('OrdersPage', () => {
  async function renderList(items: StaffOrderSummary[], total: number) {
    const api = fakeApi((call) => {
      if (call.path === '/api/staff/orders') return { items, page: 1, pageSize: 20, total, newCount: 3 };
      if (call.path === '/api/web/planning/locations') return locations;
      return nothingWaiting(call);
    });
    const auth = await signedIn(officeStaff);
    const view = renderScreen('/staff/orders', () => <OrdersPage auth={auth.actor} search={{}} />, api);
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    return { api, view };
  }

  it('shows each order with its delivery, cut-off, sender and card message, and the count of new ones', async () => {
    await renderList(
      [summary(2), summary(1, { delivery: { kind: 'family' }, cardMessage: '', status: 'accepted' })],
      2,
    );
    expect(screen.getByText('3 new orders.')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: '2 × White lily arrangement' })).toHaveAttribute(
      'href',
      '/staff/orders/2',
    );
    expect(cards[0]).toHaveTextContent(
      'Deliver to: Funeral service at Maple Grove Chapel, Tuesday, March 10, 12:00 PM PDT',
    );
    expect(cards[0]).toHaveTextContent('Cut-off Monday, March 9, 12:00 PM PDT');
    expect(cards[0]).toHaveTextContent('From Ruth Calloway · $189.50');
    expect(cards[0]).toHaveTextContent('“With love from the Calloways”');
    expect(cards[1]).toHaveTextContent('Accepted');
    expect(cards[1]).toHaveTextContent('Deliver to: To the family');
    expect(cards[1]).not.toHaveTextContent('Cut-off');
  });

  it('pages through the list and filters it through the address', async () => {
    const { api, view } = await renderList([summary(1)], 45);
    const paging = screen.getByRole('navigation', { name: 'Pages of orders' });
    expect(paging).toHaveTextContent('Page 1 of 3');
    expect(within(paging).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/staff/orders?page=2');
    expect(within(paging).queryByRole('link', { name: 'Previous page' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'accepted');
    expect(view.router.state.location.search).toEqual({ status: 'accepted' });
    const asked = api.calls.filter((call) => call.path === '/api/staff/orders');
    expect(asked[0]?.query).toMatchObject({ page: 1, pageSize: 20 });
  });
});

describe('OrderPage', () => {
  async function renderOrder(user: SessionUser, order: StaffOrderDetail, answer: (call: SentCall) => unknown) {
    // The order as the server has it now: what the last move answered.
    let current = order;
    const api = fakeApi((call) => {
      if (call.method === 'GET' && call.path === '/api/staff/orders/5') return current;
      const answered = answer(call);
      if (call.method === 'POST' && answered) current = answered as StaffOrderDetail;
      return answered ?? nothingWaiting(call);
    });
    const auth = await signedIn(user);
    renderScreen('/staff/orders/5', () => <OrderPage auth={auth.actor} staffRole={user.staffRole!} id={5} />, api);
    await screen.findByRole('heading', { level: 1, name: '2 × White lily arrangement' });
    return api;
  }

  it('accepts the order and says so', async () => {
    const accepted = detail({ status: 'accepted', can: { accept: false, deliver: true, cancel: true } });
    const api = await renderOrder(director, detail(), (call) => (call.method === 'POST' ? accepted : undefined));
    await userEvent.click(screen.getByRole('button', { name: 'Accept the order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The order is accepted.');
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/staff/orders/5/events',
      body: { type: 'accept' },
    });
    expect(screen.getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
  });

  it("shows the server's words when the order moved on meanwhile", async () => {
    await renderOrder(director, detail(), (call) => {
      if (call.method === 'POST')
        throw refusal(409, [{ path: '', message: 'This order is cancelled: it cannot be accepted.' }]);
      return undefined;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Accept the order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('This order is cancelled: it cannot be accepted.');
  });

  it('cancels with a reason and a refund no larger than was paid (the whole payment unless changed)', async () => {
    const cancelled = detail({
      status: 'cancelled',
      refundedCents: 5_000,
      refundReference: 'sandbox_re_1',
      refundedAt: '2026-03-02T12:00:00.000Z',
      can: { accept: false, deliver: false, cancel: false },
    });
    const api = await renderOrder(director, detail(), (call) => (call.method === 'POST' ? cancelled : undefined));
    const form = screen.getByRole('region', { name: 'Cancel the order' });
    const refund = within(form).getByLabelText('Refund (dollars)');
    expect(refund).toHaveValue('189.50');
    expect(refund).toHaveAccessibleDescription('Up to the $189.50 paid; 0 refunds nothing.');
    await userEvent.clear(refund);
    await userEvent.type(refund, '189.51');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel the order' }));
    expect(within(form).getByLabelText('Why cancel it?')).toHaveAccessibleDescription(
      'Please say why the order is cancelled',
    );
    expect(refund).toHaveAccessibleDescription(/A refund cannot be more than the \$189\.50 paid\./);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText('Why cancel it?'), 'Donations instead');
    await userEvent.clear(refund);
    await userEvent.type(refund, '50');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The order is cancelled and $50.00 refunded.');
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/staff/orders/5/cancel',
      body: { reason: 'Donations instead', refundCents: 5_000 },
    });
    expect(screen.getByText(/\$50\.00 on .+ \(reference sandbox_re_1\)/)).toBeInTheDocument();
  });

  it('offers office staff no cancellation (their role gives no money back)', async () => {
    await renderOrder(officeStaff, detail(), () => undefined);
    expect(screen.getByRole('button', { name: 'Accept the order' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cancel the order' })).toBeNull();
  });
});

describe('ChargesInFlight', () => {
  it('lists the charges waiting for the card processor and asks about them on request', async () => {
    let waiting = true;
    const api = fakeApi((call) => {
      if (call.path === '/api/staff/orders') return { items: [], page: 1, pageSize: 20, total: 0, newCount: 0 };
      if (call.path === '/api/web/planning/locations') return locations;
      if (call.path === '/api/staff/payments/in-flight')
        return {
          items: waiting
            ? [
                {
                  kind: 'order',
                  description: 'Keepsake Candle in memory of Ines Halvorsen',
                  amountCents: 3_900,
                  since: '2026-03-01T12:00:00.000Z',
                  askableFrom: '2026-03-01T12:02:00.000Z',
                  caseId: null,
                },
              ]
            : [],
        };
      if (call.path === '/api/staff/payments/in-flight/settle') {
        waiting = false;
        return { settled: 1, waiting: 0 };
      }
      return nothingWaiting(call);
    });
    const auth = await signedIn(officeStaff);
    renderScreen('/staff/orders', () => <OrdersPage auth={auth.actor} search={{}} />, api);
    const list = await screen.findByRole('list', { name: 'Waiting for the card processor' });
    expect(list).toHaveTextContent('Keepsake Candle in memory of Ines Halvorsen: $39.00');
    await userEvent.click(screen.getByRole('button', { name: 'Ask the card processor now' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 settled.');
    expect(screen.queryByRole('list', { name: 'Waiting for the card processor' })).toBeNull();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('draws nothing while no charge is waiting', async () => {
    const api = fakeApi((call) => {
      if (call.path === '/api/staff/orders') return { items: [], page: 1, pageSize: 20, total: 0, newCount: 0 };
      if (call.path === '/api/web/planning/locations') return locations;
      return nothingWaiting(call);
    });
    const auth = await signedIn(officeStaff);
    renderScreen('/staff/orders', () => <OrdersPage auth={auth.actor} search={{}} />, api);
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(screen.queryByRole('heading', { name: 'Waiting for the card processor' })).toBeNull();
  });
});
