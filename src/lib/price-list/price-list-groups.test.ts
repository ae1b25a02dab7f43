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
    expect(groups.map((group) => [group.name, group.rows.map((row) => row.key)])).toEqual([
      ['Category 2', ['item-1', 'item-3']],
      ['Category 1', ['item-2']],
    ]);
  });

  it("puts each item's options after it, each with its own price", () => {
    const option = (id: number, itemId: number, name: string, priceCents: number) => ({
      id,
      itemId,
      name,
      description: '',
      priceCents,
      photo: null,
    });
    const groups = priceListGroups(
      [item(1, 1, { name: 'Casket', priceCents: 219_500, variantCount: 2 }), item(2, 1)],
      [option(7, 1, 'Oak', 289_500), option(8, 1, 'Steel', 219_500)],
    );
    expect(groups[0]!.rows.map((row) => [row.key, row.name, row.price])).toEqual([
      ['item-1', 'Casket', 'From $2,195.00'],
      ['variant-7', 'Casket, Oak', '$2,895.00'],
      ['variant-8', 'Casket, Steel', '$2,195.00'],
      ['item-2', 'Item 2', '$10.00'],
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
