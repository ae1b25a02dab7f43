import type { GplItem } from '#contract/family-arrangements.ts';
import { formatMoney } from '#contract/shop-text.ts';

export interface PriceListRow {
  id: number;
  name: string;
  description: string;
  /** "$1,250.00", "From $2,400.00" (variants differ), "Cash advance: estimate when known". */
  price: string;
}

export interface PriceListGroup {
  id: number;
  name: string;
  rows: PriceListRow[];
}

/** How an item's price reads on the list. */
export function priceListPrice(item: Pick<GplItem, 'priceCents' | 'cashAdvance' | 'variantCount'>): string {
  if (item.priceCents === null) return item.cashAdvance ? 'Cash advance: estimate when known' : 'Price on request';
  const price = formatMoney(item.priceCents);
  if (item.variantCount > 0) return `From ${price}`;
  return item.cashAdvance ? `${price} (cash advance)` : price;
}

/** The price list by category, categories in the order the list first names them. */
export function priceListGroups(items: GplItem[]): PriceListGroup[] {
  const groups = new Map<number, PriceListGroup>();
  for (const item of items) {
    let group = groups.get(item.category.id);
    if (!group) {
      group = { id: item.category.id, name: item.category.name, rows: [] };
      groups.set(item.category.id, group);
    }
    group.rows.push({ id: item.id, name: item.name, description: item.description, price: priceListPrice(item) });
  }
  return [...groups.values()];
}
