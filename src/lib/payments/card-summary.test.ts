import { describe, expect, it } from 'vitest';
import { cardSummary } from './card-summary.ts';

describe('cardSummary', () => {
  it('names the brand and keeps only the last four digits', () => {
    expect(cardSummary('4242 4242 4242 4242')).toEqual({ brand: 'visa', last4: '4242' });
    expect(cardSummary('5555-5555-5555-4444')).toEqual({ brand: 'mastercard', last4: '4444' });
    expect(cardSummary('378282246310005')).toEqual({ brand: 'amex', last4: '0005' });
    expect(cardSummary('6011111111111117')).toEqual({ brand: 'discover', last4: '1117' });
    expect(cardSummary('9000000000000001')).toEqual({ brand: 'other', last4: '0001' });
  });

  it('says nothing about what is not a card number', () => {
    expect(cardSummary('')).toBeUndefined();
    expect(cardSummary('4242')).toBeUndefined();
    expect(cardSummary('4242 abcd 4242 4242')).toBeUndefined();
  });
});
