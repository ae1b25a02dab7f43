import type { GplItem, ItemVariant } from '#contract/family-arrangements.ts';
import { formatMoney } from '#contract/money.ts';

export interface PriceListRow {
  /** 'item-3', 'variant-7': unique in the list. */
  key: string;
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

/**
 * The price list by category, categories in the order the list first names them; each item's options
 * (`variants`, when the list has them) follow it, each with its own price ("Casket, Oak: $2,895.00").
 */
export function priceListGroups(items: GplItem[], variants: readonly ItemVariant[] = []): PriceListGroup[] {
  const optionsOf = new Map<number, ItemVariant[]>();
  for (const variant of variants) optionsOf.set(variant.itemId, [...(optionsOf.get(variant.itemId) ?? []), variant]);
  const groups = new Map<number, PriceListGroup>();
  for (const item of items) {
    let group = groups.get(item.category.id);
    if (!group) {
      group = { id: item.category.id, name: item.category.name, rows: [] };
      groups.set(item.category.id, group);
    }
    group.rows.push({
      key: `item-${item.id}`,
      name: item.name,
      description: item.description,
      price: priceListPrice(item),
    });
    for (const option of optionsOf.get(item.id) ?? [])
      group.rows.push({
        key: `variant-${option.id}`,
        name: `${item.name}, ${option.name}`,
        description: option.description,
        price: formatMoney(option.priceCents),
      });
  }
  return [...groups.values()];
}
