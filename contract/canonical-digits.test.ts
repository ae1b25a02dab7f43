import { describe, expect, it } from 'vitest';
import { numberFromText, rowIdFromText } from './canonical-digits.ts';

/** Decision 0056: every way `Number()` reads 16 that is not "16". */
const looseSixteens = ['0x10', '016', ' 16', '16 ', '16.0', '+16', '0o20', '0b10000', '16e0', '1.6e1', '\t16', '16\n'];

describe('numberFromText', () => {
  it('reads canonical decimal digits, zero included', () => {
    expect(numberFromText('16')).toBe(16);
    expect(numberFromText('0')).toBe(0);
    expect(numberFromText('2147483648')).toBe(2147483648);
  });

  it('reads nothing else, however Number() would read it', () => {
    for (const text of [...looseSixteens, '', '00', '-0', '-16', '1e1', 'Infinity', 'NaN', 'sixteen', '１６'])
      expect(numberFromText(text), JSON.stringify(text)).toBeUndefined();
  });
});

describe('rowIdFromText', () => {
  it('reads a row id', () => {
    expect(rowIdFromText('12')).toBe(12);
    expect(rowIdFromText('2147483647')).toBe(2147483647);
  });

  it('refuses what cannot name a row: other spellings, zero, too large for its column', () => {
    for (const text of [...looseSixteens, '', 'twelve', '12a', '-1', '1.5', '0', '2147483648', ' 1', '1e3'])
      expect(rowIdFromText(text), JSON.stringify(text)).toBeUndefined();
  });
});
