import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '#contract/planning.ts';
import { shopMessages } from '#contract/shop.ts';
import { fakeApi, refusal, renderScreen } from '#src/lib/console/console-screen.test-helper.tsx';
import { answerPaymentMethod, typeCard, visaPaymentMethod } from '#src/lib/payments/stripe/fake-stripe.test-helper.ts';
import { CheckoutPage } from './CheckoutPage.tsx';

/* The shop's checkout with the provider Stripe (decision 0081): Stripe's card field, Stripe.js stubbed. */

vi.mock(
  '@stripe/stripe-js/pure',
  async () => (await import('#src/lib/payments/stripe/fake-stripe.test-helper.ts')).fakeStripeJs,
);

const obituary = { id: 4, nameSlug: 'rose-hale', fullName: 'Rose Hale' };
const product = {
  id: 12,
  category: 'flowers',
  name: 'Spring Basket',
  description: 'Tulips and lilies.',
  priceCents: 8_950,
  deliveryFeeCents: 1_500,
  deliversToEvents: false,
  image: {
    src: '/images/shop/basket-400.webp',
    srcSet: '',
    width: 400,
    height: 400,
    alt: 'A basket of spring flowers',
  },
};

describe('CheckoutPage with Stripe', () => {
  beforeEach(() => answerPaymentMethod(visaPaymentMethod));

  it('pays with Stripe’s PaymentMethod and, declined, says so and keeps everything typed', async () => {
    const api = fakeApi((call) => {
      if (call.path === '/api/web/shop/payment-setup') return { provider: 'stripe', publishableKey: 'pk_test_lantern' };
      if (call.path === '/api/web/obituaries/4') return obituary;
      if (call.path === '/api/web/obituaries/4/shop/products/12')
        return { product, deliveryOptions: [{ kind: 'family' }] };
      if (call.method === 'POST') throw refusal(402, [{ path: 'paymentToken', message: shopMessages.declined }]);
      return undefined;
    });
    renderScreen('/obituaries/4/rose-hale/shop/product/12/checkout', () => <CheckoutPage id={4} productId={12} />, api);
    await screen.findByTestId('stripe-card-frame');
    expect(screen.getByRole('group', { name: 'Card details' })).toContainElement(
      screen.getByTestId('stripe-card-frame'),
    );
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    expect(screen.queryByText(/not available/)).toBeNull();

    await userEvent.type(screen.getByLabelText(/Your name/), 'Ann Lee');
    await userEvent.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await userEvent.type(screen.getByLabelText(/Phone/), '503 555 0199');
    typeCard({ complete: true });
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(shopMessages.declined);
    expect(screen.getByRole('group', { name: 'Card details' })).toHaveAccessibleDescription(shopMessages.declined);
    const sent = api.calls.filter((call) => call.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ productId: 12, quantity: 1, paymentToken: 'pm_1TestVisa4242' });
    expect(sent[0]!.headers?.[IDEMPOTENCY_KEY_HEADER]).toMatch(/^order-/);
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Ann Lee');
    expect(screen.getByTestId('stripe-card-frame')).toBeInTheDocument();
  });
});
