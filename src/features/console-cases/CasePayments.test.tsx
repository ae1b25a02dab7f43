import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffCase } from '#contract/staff-cases.ts';
import type { StaffPayment } from '#contract/staff-payments.ts';
import { installValidationMessages } from '#contract/validation-messages.ts';
import {
  fakeApi,
  owner,
  recordedToasts,
  refusal,
  renderScreen,
  signedIn,
  type SentCall,
} from '#src/lib/console/console-screen.test-helper.tsx';
import { CasePayments } from './CasePayments.tsx';
import { theCase } from './staff-case.test-helper.ts';

installValidationMessages();

/* The case page's Payments: the ledger, the record form and the refund form. */

const card: StaffPayment = {
  id: 31,
  method: 'card',
  amountCents: 20_000,
  status: 'paid',
  reference: null,
  cardBrand: 'visa',
  last4: '4242',
  receivedOn: '2026-03-02',
  createdAt: '2026-03-02T15:00:00.000Z',
  recordedBy: 'Rose Ashdown',
  refunds: [
    {
      id: 41,
      amountCents: 5_000,
      status: 'refunded',
      reason: 'Flowers not used',
      refundedBy: 'Margaret Ellison',
      refundedOn: '2026-03-03',
      createdAt: '2026-03-03T15:00:00.000Z',
    },
  ],
  refundableCents: 15_000,
};
const signed: StaffCase = {
  ...theCase,
  arrangement: {
    ...theCase.arrangement,
    signedAt: '2026-03-02T12:00:00.000Z',
    signerName: 'Rose Ashdown',
    totalCents: 100_000,
    paidCents: 15_000,
    balanceCents: 85_000,
  },
  payments: [card],
};

async function renderPayments(
  answer: (call: SentCall) => unknown = () => card,
  { canRefund = true, of = signed }: { canRefund?: boolean; of?: StaffCase } = {},
) {
  const api = fakeApi(answer);
  const toasts = recordedToasts();
  const auth = await signedIn(owner);
  renderScreen(
    '/staff/cases/7',
    () => <CasePayments auth={auth.actor} theCase={of} canRefund={canRefund} />,
    api,
    toasts,
  );
  await screen.findByRole('heading', { level: 2, name: 'Payments' });
  return { api, toasts };
}

describe('CasePayments', () => {
  it('lists each payment with who paid it, its refunds with who and why, and the balance', async () => {
    await renderPayments();
    const ledger = screen.getByRole('table', { name: 'Payments of the case' });
    const rows = within(ledger)
      .getAllByRole('row')
      .map((row) => row.textContent);
    // One line per payment and per refund, adding up to the Paid figure beside them.
    expect(rows).toEqual([
      'DatePaymentStatusAmount',
      'March 2, 2026Visa ending in 4242Received$200.00',
      'March 3, 2026Refund of visa ending in 4242Refunded−$50.00',
      'Paid$150.00',
    ]);
    expect(screen.getByText('Paid', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$150.00');
    const list = screen.getByRole('list', { name: 'Who recorded each payment, and why each refund was made' });
    expect(list).toHaveTextContent('Visa ending in 4242: $200.00');
    expect(list).toHaveTextContent('paid online by Rose Ashdown');
    expect(within(list).getByRole('list', { name: 'Refunds of payment 31' })).toHaveTextContent('Refunded $50.00 on');
    expect(list).toHaveTextContent('by Margaret Ellison: Flowers not used');
    expect(screen.getByText('Balance owed').nextElementSibling).toHaveTextContent('$850.00');
  });

  it('offers no refund to a role without it, and no recording before the statement is signed', async () => {
    await renderPayments(undefined, { canRefund: false, of: { ...theCase, payments: [] } });
    expect(screen.queryByRole('button', { name: /^Refund/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Record a payment' })).toBeNull();
    expect(screen.getByText('No payments yet.')).toBeInTheDocument();
  });

  it('records a check: its number is required, one Idempotency-Key per attempt, the server’s refusal beside the amount', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { api, toasts } = await renderPayments(() => {
      if (refuse) throw refusal(422, [{ path: 'amountCents', message: 'Cannot exceed the balance owed of $800.00' }]);
      return { ...card, id: 32, method: 'check', refunds: [] };
    });
    const form = screen.getByRole('form', { name: 'Record a payment' });
    await user.type(within(form).getByRole('textbox', { name: /^Amount in dollars/ }), '500');
    await user.click(within(form).getByRole('button', { name: 'Record the payment' }));
    expect(api.calls).toEqual([]);
    expect(within(form).getByRole('textbox', { name: /^Check number/ })).toHaveAccessibleDescription(
      'Please enter the check number',
    );
    await user.type(within(form).getByRole('textbox', { name: /^Check number/ }), '1042');
    await user.click(within(form).getByRole('button', { name: 'Record the payment' }));
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/staff/cases/7/payments',
      body: { method: 'check', amountCents: 50_000, reference: '1042' },
    });
    const firstKey = api.calls.at(-1)!.headers!['Idempotency-Key'];
    expect(firstKey).toMatch(/^record-/);
    expect(within(form).getByRole('textbox', { name: /^Amount in dollars/ })).toHaveAccessibleDescription(
      /Cannot exceed the balance owed of \$800\.00/,
    );
    // Sent again as it was: the same attempt, the same key; once edited, a new one.
    refuse = true;
    await user.click(within(form).getByRole('button', { name: 'Record the payment' }));
    expect(api.calls.at(-1)!.headers!['Idempotency-Key']).toBe(firstKey);
    refuse = false;
    await user.clear(within(form).getByRole('textbox', { name: /^Amount in dollars/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Amount in dollars/ }), '400');
    await user.click(within(form).getByRole('button', { name: 'Record the payment' }));
    expect(api.calls.at(-1)!.headers!['Idempotency-Key']).not.toBe(firstKey);
    expect(toasts.sent.at(-1)).toMatchObject({ color: 'success', title: /Check payment of \$400\.00 recorded/ });
  });

  it('asks no reference for cash', async () => {
    const user = userEvent.setup();
    const { api } = await renderPayments(() => ({ ...card, method: 'cash', refunds: [] }));
    const form = screen.getByRole('form', { name: 'Record a payment' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Paid by/ }), 'Cash');
    expect(within(form).queryByRole('textbox', { name: /number/ })).toBeNull();
    await user.type(within(form).getByRole('textbox', { name: /^Amount in dollars/ }), '25.50');
    await user.click(within(form).getByRole('button', { name: 'Record the payment' }));
    expect(api.calls.at(-1)).toMatchObject({ body: { method: 'cash', amountCents: 2_550, reference: '' } });
  });

  it('refunds a payment with a reason, never more than is left', async () => {
    const user = userEvent.setup();
    const { api, toasts } = await renderPayments();
    // What is left to refund, not what was paid (it once said $200.00 after a $50.00 refund).
    await user.click(screen.getByRole('button', { name: 'Refund up to $150.00 of this card payment' }));
    const form = screen.getByRole('form', { name: 'Refund payment 31' });
    const amount = within(form).getByRole('textbox', { name: /^Amount to refund/ });
    expect(amount).toHaveValue('150.00');
    await user.clear(amount);
    await user.type(amount, '150.01');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(api.calls).toEqual([]);
    expect(amount).toHaveAccessibleDescription('Cannot exceed what is left to refund: $150.00');
    expect(within(form).getByRole('textbox', { name: /^Reason/ })).toHaveAccessibleDescription(
      'This field is required',
    );
    await user.clear(amount);
    await user.type(amount, '20');
    await user.type(within(form).getByRole('textbox', { name: /^Reason/ }), 'Overcharged');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/staff/cases/7/payments/31/refunds',
      body: { amountCents: 2_000, reason: 'Overcharged' },
    });
    expect(api.calls.at(-1)!.headers!['Idempotency-Key']).toMatch(/^refund-/);
    expect(toasts.sent.at(-1)).toMatchObject({ color: 'success', title: '$20.00 refunded.' });
    expect(screen.queryByRole('form', { name: 'Refund payment 31' })).toBeNull();
  });
});
