import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { casePath } from '#src/lib/family/case-path.ts';
import { familyCaseQuery, fullPriceListQuery } from '#src/lib/queries/family-cases.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { stackedTable } from '#src/ui/table/stacked-table.css.ts';
import { priceListGroups } from './price-list-groups.ts';
import * as styles from './family-case.css.ts';

/** .../price-list: the funeral home's whole general price list by category, ready to print. */
export function PriceListPage({ caseId }: { caseId: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: found } = useSuspenseQuery(familyCaseQuery(api, caseId));
  const { data: items } = useSuspenseQuery(fullPriceListQuery(api));
  const groups = priceListGroups(items);
  return (
    <section className={styles.stack} aria-labelledby="price-list-title">
      <PageHead title="General price list" />
      <h2 id="price-list-title">General price list</h2>
      <p className={`${styles.actions} ${styles.noPrint}`}>
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => window.print()}>
          Print the price list
        </button>
        <Link to={casePath(found)} className={styles.link}>
          Back to the case
        </Link>
      </p>
      {groups.length === 0 && <p>The price list is empty.</p>}
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
              <tr key={row.id}>
                <th scope="row">{row.name}</th>
                <td>{row.description}</td>
                <td className={styles.number}>{row.price}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
