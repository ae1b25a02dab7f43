import { describe, expect, it } from 'vitest';
import { familyPayment, paymentBody, paymentParams } from './family-payments.ts';
import { issuesOf } from './spec-issues.test-helper.ts';

const token = 'sandbox_approved_abcdefghijklmnop';

describe('paymentBody', () => {
  it('takes an amount in cents, the token and what the form said of the card', () => {
    const body = { amountCents: 50_000, paymentToken: token, card: { brand: 'visa', last4: '4242' } };
    expect(paymentBody.parse(body)).toEqual(body);
    expect(paymentBody.parse({ amountCents: 1, paymentToken: token })).toEqual({ amountCents: 1, paymentToken: token });
  });

  it('refuses no amount, a fraction of a cent and a missing token, with the spec §5 words', () => {
    expect(issuesOf(paymentBody, { amountCents: 0, paymentToken: token })).toEqual([
      { path: 'amountCents', message: 'Must be at least 1' },
    ]);
    expect(issuesOf(paymentBody, { amountCents: 10.5, paymentToken: token })).toEqual([
      { path: 'amountCents', message: 'Expected integer' },
    ]);
    expect(issuesOf(paymentBody, { amountCents: 2_147_483_648, paymentToken: token })).toEqual([
      { path: 'amountCents', message: 'Cannot exceed 2147483647' },
    ]);
    expect(issuesOf(paymentBody, { amountCents: 100 })).toEqual([
      { path: 'paymentToken', message: 'This field is required' },
    ]);
    expect(
      issuesOf(paymentBody, { amountCents: 100, paymentToken: token, card: { brand: 'visa', last4: '42' } }),
    ).toEqual([{ path: 'card.last4', message: 'Please enter a valid format' }]);
  });
});

describe('payment answers and params', () => {
  it('keeps a payment as the server sends it', () => {
    const payment = {
      id: 3,
      amountCents: 100_000,
      status: 'paid',
      createdAt: '2026-11-20T15:00:00.000Z',
      cardBrand: null,
      last4: null,
    };
    expect(familyPayment.parse(payment)).toEqual(payment);
  });

  it('reads both ids from the path', () => {
    expect(paymentParams.parse({ caseId: '4', paymentId: '9' })).toEqual({ caseId: 4, paymentId: 9 });
    expect(issuesOf(paymentParams, { caseId: '4', paymentId: 'x' })).toEqual([
      { path: 'paymentId', message: 'Expected number' },
    ]);
  });
});
