import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentMessages } from '#contract/family-payments.ts';
import { IDEMPOTENCY_KEY_HEADER } from '#contract/planning.ts';
import { fakeApi, refusal, renderScreen, type SentCall } from '#src/lib/console/console-screen.test-helper.tsx';
import {
  answerPaymentMethod,
  loadedKeys,
  typeCard,
  visaPaymentMethod,
} from '#src/lib/payments/stripe/fake-stripe.test-helper.ts';
import { PaymentPage } from './PaymentPage.tsx';

/* The family's statement payment with the provider Stripe (decision 0081): Stripe's card field, Stripe.js stubbed. */

vi.mock(
  '@stripe/stripe-js/pure',
  async () => (await import('#src/lib/payments/stripe/fake-stripe.test-helper.ts')).fakeStripeJs,
);

const found = { id: 7, nameSlug: 'rose-hale', decedentName: 'Rose Hale' };
const statement = {
  totalCents: 1_250_000,
  balanceCents: 1_250_000,
  signature: { signedAt: '2026-11-02T10:00:00.000Z' },
};
const paid = {
  id: 31,
  amountCents: 50_000,
  status: 'paid',
  createdAt: '2026-11-20T15:00:00.000Z',
  cardBrand: 'visa',
  last4: '4242',
};

async function renderPayment(answerPayment: (call: SentCall) => unknown) {
  const api = fakeApi((call) => {
    if (call.path === '/api/web/shop/payment-setup') return { provider: 'stripe', publishableKey: 'pk_test_lantern' };
    if (call.path === '/api/family/cases/7') return found;
    if (call.path === '/api/family/cases/7/statement') return statement;
    if (call.method === 'POST') return answerPayment(call);
    return undefined;
  });
  renderScreen('/family-portal/7/rose-hale/statement/payment', () => <PaymentPage caseId={7} />, api);
  await screen.findByTestId('stripe-card-frame');
  const amount = screen.getByLabelText(/Amount \(USD\)/);
  await userEvent.clear(amount);
  await userEvent.type(amount, '500');
  return { payments: () => api.calls.filter((call) => call.method === 'POST') };
}

describe('PaymentPage with Stripe', () => {
  beforeEach(() => answerPaymentMethod(visaPaymentMethod));

  it('draws Stripe’s card field, named by our label, instead of the sandbox’s fields', async () => {
    await renderPayment(() => paid);
    expect(loadedKeys).toContain('pk_test_lantern');
    expect(screen.getByRole('group', { name: 'Card details' })).toContainElement(
      screen.getByTestId('stripe-card-frame'),
    );
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    expect(screen.queryByText(/sandbox mode/)).toBeNull();
    expect(screen.queryByText(/not available/)).toBeNull();
  });

  it('pays with the PaymentMethod Stripe made, once for a double click, under an Idempotency-Key', async () => {
    const { payments } = await renderPayment(() => paid);
    typeCard({ complete: true });
    await userEvent.dblClick(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('heading', { name: 'Thank you: your payment was received' })).toBeInTheDocument();
    expect(payments()).toHaveLength(1);
    const [sent] = payments();
    expect(sent!.path).toBe('/api/family/cases/7/payments');
    expect(sent!.body).toEqual({
      amountCents: 50_000,
      paymentToken: 'pm_1TestVisa4242',
      card: { brand: 'visa', last4: '4242' },
    });
    expect(sent!.headers?.[IDEMPOTENCY_KEY_HEADER]).toMatch(/^payment-/);
  });

  it('says a decline in the spec’s words, at the card and above the form, and keeps the form', async () => {
    const { payments } = await renderPayment(() => {
      throw refusal(402, [{ path: 'paymentToken', message: paymentMessages.declined }]);
    });
    typeCard({ complete: true });
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(paymentMessages.declined);
    const card = screen.getByRole('group', { name: 'Card details' });
    expect(card).toHaveAccessibleDescription(paymentMessages.declined);
    expect(screen.getByTestId('stripe-card-frame')).toBeInTheDocument();
    expect(screen.getByLabelText(/Amount \(USD\)/)).toHaveValue('500');
    // A new try is a new attempt, with its own key.
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await vi.waitFor(() => expect(payments()).toHaveLength(2));
    const keys = payments().map((call) => call.headers?.[IDEMPOTENCY_KEY_HEADER]);
    expect(new Set(keys).size).toBe(2);
  });

  it('shows Stripe’s words on an incomplete card beside it and sends nothing', async () => {
    answerPaymentMethod({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } });
    const { payments } = await renderPayment(() => paid);
    typeCard({ complete: false, error: { message: 'Your card number is incomplete.' } });
    expect(screen.getByRole('group', { name: 'Card details' })).toHaveAccessibleDescription(
      'Your card number is incomplete.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    expect(payments()).toEqual([]);
    expect(within(screen.getByRole('form')).getByTestId('stripe-card-frame')).toBeInTheDocument();
  });
});
