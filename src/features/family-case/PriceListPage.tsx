import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { casePath } from '#src/lib/family/case-path.ts';
import { familyCaseQuery, fullPriceListQuery } from '#src/lib/queries/family/cases.ts';
import { PriceListTables } from '#src/lib/price-list/PriceListTables.tsx';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import * as styles from './family-case.css.ts';

/** .../price-list: the funeral home's whole general price list by category, ready to print. */
export function PriceListPage({ caseId }: { caseId: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: found } = useSuspenseQuery(familyCaseQuery(api, caseId));
  const { data: items } = useSuspenseQuery(fullPriceListQuery(api));
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
      <PriceListTables items={items} />
    </section>
  );
}
