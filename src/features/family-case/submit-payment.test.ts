import { describe, expect, it } from 'vitest';
import { createApiClient } from '#src/lib/api/client.ts';
import { submitPayment } from './submit-payment.ts';

const body = { amountCents: 2500, paymentToken: 'sandbox_approved_AAAAAAAAAAAAAAAA' };

function answering(status: number, answer: unknown) {
  const sent: Array<{ url: string; key: string | null; body: unknown }> = [];
  const api = createApiClient({
    baseUrl: '',
    getHost: () => 'localhost',
    sleep: async () => {},
    fetch: async (url, init) => {
      sent.push({ url, key: new Headers(init.headers).get('Idempotency-Key'), body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { api, sent };
}

describe('submitPayment', () => {
  it('posts once under the Idempotency-Key and answers the payment', async () => {
    const payment = {
      id: 9,
      amountCents: 2500,
      status: 'paid',
      createdAt: '2026-11-23T18:00:00.000Z',
      cardBrand: 'visa',
      last4: '4242',
    };
    const { api, sent } = answering(201, payment);
    expect(await submitPayment(api, 7, body, 'payment-1')).toEqual({ kind: 'paid', payment });
    expect(sent).toEqual([{ url: '/api/family/cases/7/payments', key: 'payment-1', body }]);
  });

  it('says a decline above the form, and never sends it again by itself', async () => {
    const declined = 'Your card was declined. No payment was taken.';
    const { api, sent } = answering(402, {
      status: 402,
      message: 'Payment Required',
      issues: [{ path: 'paymentToken', message: declined }],
    });
    expect(await submitPayment(api, 7, body, 'payment-2')).toEqual({
      kind: 'refused',
      fieldErrors: { cardNumber: declined },
      formError: declined,
    });
    expect(sent).toHaveLength(1);
  });

  it('puts an amount the server refuses beside the amount', async () => {
    const { api } = answering(422, {
      status: 422,
      message: 'Unprocessable Content',
      issues: [{ path: 'amountCents', message: 'Cannot exceed the balance of $10.00' }],
    });
    expect(await submitPayment(api, 7, body, 'payment-3')).toEqual({
      kind: 'refused',
      fieldErrors: { amount: 'Cannot exceed the balance of $10.00' },
      formError: 'Some details need attention.',
    });
  });

  it('says nothing was taken when the server cannot be reached', async () => {
    const api = createApiClient({
      baseUrl: '',
      getHost: () => 'localhost',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const outcome = await submitPayment(api, 7, body, 'payment-4');
    expect(outcome.kind === 'refused' && outcome.formError).toMatch(/No payment was taken/);
  });
});
