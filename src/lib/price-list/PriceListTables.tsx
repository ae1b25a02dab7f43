import type { GplItem, ItemVariant } from '#contract/family-arrangements.ts';
import { PriceLinesTable } from './PriceLinesTable.tsx';
import { priceListGroups } from './price-list-groups.ts';

/**
 * The family's price list as tables, one per category in the list's order (decision 0079). A list on
 * a phone (decision 0071).
 */
export function PriceListTables({ items, variants }: { items: GplItem[]; variants?: readonly ItemVariant[] }) {
  const groups = priceListGroups(items, variants);
  if (groups.length === 0) return <p>The price list is empty.</p>;
  return (
    <>
      {groups.map((group) => (
        <PriceLinesTable key={group.id} caption={group.name} lines={group.rows} />
      ))}
    </>
  );
}
