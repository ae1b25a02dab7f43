import { describe, expect, it } from 'vitest';
import { cardFormNotReady, cardOfPaymentMethod, cardTokenOf } from './card-token.ts';

describe('cardOfPaymentMethod', () => {
  it('names Stripe’s brands in the receipt’s five words and keeps the last four', () => {
    expect(cardOfPaymentMethod({ brand: 'visa', last4: '4242' })).toEqual({ brand: 'visa', last4: '4242' });
    expect(cardOfPaymentMethod({ brand: 'amex', last4: '0005' })).toEqual({ brand: 'amex', last4: '0005' });
    expect(cardOfPaymentMethod({ brand: 'diners', last4: '0004' })).toEqual({ brand: 'other', last4: '0004' });
    expect(cardOfPaymentMethod({ brand: 'unknown', last4: '1111' })).toEqual({ brand: 'other', last4: '1111' });
  });

  it('says nothing of a card it cannot read', () => {
    expect(cardOfPaymentMethod(undefined)).toBeUndefined();
    expect(cardOfPaymentMethod({ brand: 'visa', last4: '42' })).toBeUndefined();
  });
});

describe('cardTokenOf', () => {
  it('makes the sandbox’s token from its test card, with its summary', async () => {
    const token = await cardTokenOf({ provider: 'sandbox' }, '4242 4242 4242 4242', null);
    expect(token).toMatchObject({ kind: 'token', card: { brand: 'visa', last4: '4242' } });
    expect(token.kind === 'token' && token.paymentToken).toMatch(/^sandbox_approved_/);
  });

  it('asks Stripe’s form, and says it is still loading when it is not drawn yet', async () => {
    const stripe = { provider: 'stripe', publishableKey: 'pk_test_x' } as const;
    expect(await cardTokenOf(stripe, '', null)).toEqual({ kind: 'refused', message: cardFormNotReady });
    const made = { kind: 'token', paymentToken: 'pm_1', card: undefined } as const;
    expect(await cardTokenOf(stripe, '', { tokenize: async () => made })).toBe(made);
  });
});
