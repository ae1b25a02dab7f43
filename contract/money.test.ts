import { describe, expect, it } from 'vitest';
import { centsToAmountText, dollarsToCents, formatMoney } from './money.ts';

/* Money, the one module: how cents read, and how a typed amount becomes cents. */

describe('money', () => {
  it('reads cents as dollars with the currency sign and thousands', () => {
    expect(formatMoney(8_950)).toBe('$89.50');
    expect(formatMoney(324_000)).toBe('$3,240.00');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('takes an amount as a person types it, and refuses what is not one', () => {
    expect(dollarsToCents('1,234.5')).toBe(123_450);
    expect(dollarsToCents('$1234.50')).toBe(123_450);
    expect(dollarsToCents(' 12 ')).toBe(1_200);
    for (const typed of ['12.345', '1,23', 'twelve', '', '-5', '1e3']) expect(dollarsToCents(typed), typed).toBeNull();
    expect(centsToAmountText(123_450)).toBe('1234.50');
    expect(dollarsToCents(centsToAmountText(99_999))).toBe(99_999);
  });
});
