import { visuallyHidden } from '#src/ui/layout/layout.css.ts';
import { stackedTable } from '#src/ui/table/stacked-table.css.ts';
import * as styles from './price-lines-table.css.ts';

/** A line of a price list: an item or one of its options, with its description and its price as written. */
export interface PriceLine {
  key: string;
  name: string;
  description: string;
  price: string;
}

/**
 * Prices as a table of figures, a list on a phone (decision 0071): the family's price list, the public
 * general price list and the printed lists (decision 0108). Every such table has the same columns, so
 * prices line up down a page of them. A caption the heading above already says is read, not shown.
 */
export function PriceLinesTable({
  caption,
  captionShown = true,
  lines,
}: {
  caption: string;
  captionShown?: boolean;
  lines: readonly PriceLine[];
}) {
  return (
    <table className={`${styles.table} ${stackedTable}`}>
      <caption className={captionShown ? undefined : visuallyHidden}>{caption}</caption>
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
        {lines.map((line) => (
          <tr key={line.key}>
            <th scope="row">{line.name}</th>
            <td>{line.description}</td>
            <td className={styles.number}>{line.price}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
