import { describe, expect, it } from 'vitest';
import { telHref } from './phone.ts';

describe('telHref', () => {
  it('gives a North American number typed without its country code +1', () => {
    for (const typed of ['(503) 555-0142', '503-555-0142', '503.555.0142', '5035550142', ' (503)555 0142 '])
      expect(telHref(typed), typed).toBe('tel:+15035550142');
  });

  it('reads a leading 1 as the country code of a North American number', () => {
    expect(telHref('1 (503) 555-0142')).toBe('tel:+15035550142');
    expect(telHref('1-800-555-0199')).toBe('tel:+18005550199');
  });

  it('keeps a country code typed with +, and an E.164 number as it is', () => {
    expect(telHref('+1 503 555 0142')).toBe('tel:+15035550142');
    expect(telHref('+15035550142')).toBe('tel:+15035550142');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(telHref(' +46 (0)8-123 456')).toBe('tel:+4608123456');
  });

  it('falls back to the digits where E.164 cannot be told', () => {
    // No area code; an area code or exchange starting with 0 or 1; too many digits; no country code after the +.
    expect(telHref('555-0142')).toBe('tel:5550142');
    expect(telHref('(103) 555-0142')).toBe('tel:1035550142');
    expect(telHref('(503) 155-0142')).toBe('tel:5031550142');
    expect(telHref('+1234567890123456')).toBe('tel:1234567890123456');
    expect(telHref('+0 503 555 0142')).toBe('tel:05035550142');
  });

  it('never holds a space, a parenthesis or a letter (an invalid URL for the Nu HTML Checker)', () => {
    for (const typed of ['(503) 555-0142', 'call (5O3) 555', '503-555-0142 ext. 12', '+44 (0)20 7946 0958'])
      expect(telHref(typed), typed).toMatch(/^tel:\+?\d*$/);
  });
});
