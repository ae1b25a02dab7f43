import { describe, expect, it } from 'vitest';
import { cardText } from './payment-text.ts';

describe('cardText', () => {
  it('names the card by brand and last four digits', () => {
    expect(cardText({ cardBrand: 'visa', last4: '4242' })).toBe('Visa ending in 4242');
    expect(cardText({ cardBrand: null, last4: '4444' })).toBe('Card ending in 4444');
    expect(cardText({ cardBrand: 'amex', last4: null })).toBe('American Express');
  });
});
