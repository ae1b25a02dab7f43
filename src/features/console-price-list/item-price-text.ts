import { formatMoney } from '#contract/money.ts';
import type { StaffItem } from '#contract/staff-price-list.ts';

/** How an item's price reads in the console. */
export function itemPriceText(item: Pick<StaffItem, 'priceCents' | 'cashAdvance'>): string {
  if (item.priceCents === null) return 'Cash advance: estimate when known';
  return item.cashAdvance ? `${formatMoney(item.priceCents)} (cash advance)` : formatMoney(item.priceCents);
}
