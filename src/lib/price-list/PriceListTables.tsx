import type { GplItem, ItemVariant } from '#contract/family-arrangements.ts';
import { stackedTable } from '#src/ui/table/stacked-table.css.ts';
import { priceListGroups } from './price-list-groups.ts';
import * as styles from './price-list-tables.css.ts';

/**
 * The general price list as tables, one per category in the list's order: the family's price list and
 * the public one draw the same items the same way (decision 0079). A list on a phone (decision 0071).
 */
export function PriceListTables({ items, variants }: { items: GplItem[]; variants?: readonly ItemVariant[] }) {
  const groups = priceListGroups(items, variants);
  if (groups.length === 0) return <p>The price list is empty.</p>;
  return (
    <>
      {groups.map((group) => (
        <table key={group.id} className={`${styles.table} ${stackedTable}`}>
          <caption>{group.name}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Description</th>
              <th scope="col" className={styles.number}>
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.name}</th>
                <td>{row.description}</td>
                <td className={styles.number}>{row.price}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </>
  );
}
