import { describe, expect, it } from 'vitest';
import { centsToAmountText, dollarsToCents } from '#contract/money.ts';
import { paymentMessage } from './payment-values.ts';

describe('dollarsToCents', () => {
  it('reads amounts as people type them', () => {
    expect(dollarsToCents('1234.50')).toBe(123450);
    expect(dollarsToCents('$1,234.5')).toBe(123450);
    expect(dollarsToCents(' 12 ')).toBe(1200);
    expect(dollarsToCents('0.01')).toBe(1);
    expect(dollarsToCents('1,000,000')).toBe(100000000);
  });

  it('refuses what is not an amount of money', () => {
    for (const text of ['', 'abc', '1.234', '-5', '1,23', '12,34.00', '1e3', '.5', '5.'])
      expect(dollarsToCents(text), text).toBeNull();
  });
});

describe('paymentMessage', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('takes one cent up to the balance', () => {
    expect(paymentMessage('amount', '0.01', 5000, now)).toBeUndefined();
    expect(paymentMessage('amount', '50.00', 5000, now)).toBeUndefined();
    expect(paymentMessage('amount', '50.01', 5000, now)).toBe('Cannot exceed the balance of $50.00');
    expect(paymentMessage('amount', '0', 5000, now)).toBe('Must be at least 0.01');
    expect(paymentMessage('amount', '', 5000, now)).toBe('This field is required');
    expect(paymentMessage('amount', 'ten', 5000, now)).toBe('Please enter a valid format');
  });

  it('checks the card fields as the sandbox’s card form does', () => {
    expect(paymentMessage('cardNumber', '4242 4242 4242 4242', 5000, now)).toBeUndefined();
    expect(paymentMessage('cardNumber', '4242 4242 4242 4241', 5000, now)).toBe('Please enter a valid format');
    expect(paymentMessage('cardExpiry', '10/26', 5000, now)).toBe('This card has expired');
  });
});

describe('centsToAmountText', () => {
  it('writes the balance as the amount field starts with it', () => {
    expect(centsToAmountText(123450)).toBe('1234.50');
    expect(centsToAmountText(5)).toBe('0.05');
  });
});
