import { describe, expect, it } from 'vitest';
import { expiredMessage, expiryFormatMessage, parseExpiry, sandboxCardMessage } from './sandbox-card.ts';

// November 2026: a card that ends in October 2026 has expired.
const now = new Date(2026, 10, 15);

describe('the sandbox card form: the expiry', () => {
  it('reads the expiry as people type it from the card', () => {
    for (const value of ['12/29', '12 / 29', ' 12/29 ', '1229', '12/2029', '12-29'])
      expect(parseExpiry(value), value).toEqual({ month: 12, year: 2029 });
    expect(parseExpiry('1/29')).toEqual({ month: 1, year: 2029 });
    expect(parseExpiry('0129')).toEqual({ month: 1, year: 2029 });
    for (const value of ['13/30', '00/29', '129', '12/9', '122029', 'Dec 29', '12/29/30', '12\n29'])
      expect(parseExpiry(value), value).toBeNull();
  });

  it('accepts 1229 and 12/29 alike, and refuses a past month', () => {
    expect(sandboxCardMessage('cardExpiry', '1229', now)).toBeUndefined();
    expect(sandboxCardMessage('cardExpiry', '12/29', now)).toBeUndefined();
    expect(sandboxCardMessage('cardExpiry', '1126', now)).toBeUndefined();
    expect(sandboxCardMessage('cardExpiry', '1026', now)).toBe(expiredMessage);
    expect(sandboxCardMessage('cardExpiry', '', now)).toBe('This field is required');
  });

  it('says what to type, not "Please enter a valid format"', () => {
    expect(expiryFormatMessage(now)).toBe('Enter the expiry as MM/YY, such as 12/29');
    for (const value of ['13/30', 'soon', '129'])
      expect(sandboxCardMessage('cardExpiry', value, now), value).toBe('Enter the expiry as MM/YY, such as 12/29');
    // The example moves with the years, so it is never an expired card.
    expect(expiryFormatMessage(new Date(2031, 0, 1))).toBe('Enter the expiry as MM/YY, such as 12/34');
  });
});
