import { describe, expect, it } from 'vitest';
import type { GplItem } from '#contract/family-arrangements.ts';
import { priceListGroups, priceListPrice } from './price-list-groups.ts';

const item = (id: number, categoryId: number, over: Partial<GplItem> = {}): GplItem => ({
  id,
  name: `Item ${id}`,
  description: '',
  category: { id: categoryId, name: `Category ${categoryId}` },
  priceCents: 1000,
  cashAdvance: false,
  soldByQuantity: false,
  variantCount: 0,
  photo: null,
  ...over,
});

describe('priceListGroups', () => {
  it('groups items by category in the order the list first names each, keeping item order', () => {
    const groups = priceListGroups([item(1, 2), item(2, 1), item(3, 2)]);
    expect(groups.map((group) => [group.name, group.rows.map((row) => row.id)])).toEqual([
      ['Category 2', [1, 3]],
      ['Category 1', [2]],
    ]);
  });
});

describe('priceListPrice', () => {
  it('reads plain, variant, cash-advance and unknown prices', () => {
    expect(priceListPrice({ priceCents: 125000, cashAdvance: false, variantCount: 0 })).toBe('$1,250.00');
    expect(priceListPrice({ priceCents: 240000, cashAdvance: false, variantCount: 3 })).toBe('From $2,400.00');
    expect(priceListPrice({ priceCents: 2500, cashAdvance: true, variantCount: 0 })).toBe('$25.00 (cash advance)');
    expect(priceListPrice({ priceCents: null, cashAdvance: true, variantCount: 0 })).toBe(
      'Cash advance: estimate when known',
    );
    expect(priceListPrice({ priceCents: null, cashAdvance: false, variantCount: 0 })).toBe('Price on request');
  });
});
