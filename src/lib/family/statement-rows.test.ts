import { describe, expect, it } from 'vitest';
import { cashAdvancePrice, NOT_YET_KNOWN, statementTables } from './statement-rows.ts';
import { sampleStatement } from './statement-fixture.test-helper.ts';

describe('statementTables', () => {
  const tables = statementTables(sampleStatement);

  it('groups goods and services by category in the given order, naming the variant, dropping empty ones', () => {
    expect(tables.goods.map((group) => [group.name, group.rows.map((row) => [row.name, row.price])])).toEqual([
      ['Caskets', [['Hardwood casket: Cherry', '$3,450.00']]],
      ['Services of staff', [['Basic services of funeral director and staff', '$1,950.00']]],
    ]);
  });

  it('lists the cash advances apart, marking estimates and prices not yet known', () => {
    expect(tables.cashAdvances.map(({ name, quantity, price, estimate }) => [name, quantity, price, estimate])).toEqual(
      [
        ['Certified death certificates', 4, '$100.00', false],
        ['Cemetery opening and closing', 1, '$1,200.00 (estimate)', true],
        ['Clergy honorarium', 1, NOT_YET_KNOWN, true],
      ],
    );
  });

  it('formats the totals from integer cents, with the cash advances only when there are some', () => {
    expect(tables.totals).toEqual([
      { label: 'Subtotal', amount: '$5,400.00' },
      { label: 'Tax', amount: '$276.00' },
      { label: 'Cash advance items', amount: '$1,300.00' },
      { label: 'Total', amount: '$6,976.00' },
    ]);
    const none = statementTables({ ...sampleStatement, cashAdvances: [], cashAdvanceCents: 0 });
    expect(none.totals.map((row) => row.label)).toEqual(['Subtotal', 'Tax', 'Total']);
  });
});

describe('cashAdvancePrice', () => {
  it('reads a known price, an estimate and an unknown price', () => {
    expect(cashAdvancePrice({ totalCents: 5, estimate: false })).toBe('$0.05');
    expect(cashAdvancePrice({ totalCents: 0, estimate: true })).toBe('$0.00 (estimate)');
    expect(cashAdvancePrice({ totalCents: null, estimate: false })).toBe('Estimate: price not yet known');
  });
});
