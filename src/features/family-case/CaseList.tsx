import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { casePath } from '#src/lib/family/case-path.ts';
import { CASES_PAGE_SIZE, familyCasesQuery } from '#src/lib/queries/family-cases.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { container } from '#src/ui/layout/layout.css.ts';
import * as styles from './family-case.css.ts';

/** /family-portal: the cases the signed-in person belongs to, a page at a time. */
export function CaseList({ page }: { page: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(familyCasesQuery(api, page));
  const pages = Math.max(1, Math.ceil(data.total / CASES_PAGE_SIZE));
  return (
    <div className={`${container} ${styles.page} ${styles.stack}`}>
      <PageHead title="Your cases" />
      <h1>Your cases</h1>
      {data.items.length === 0 ? (
        <p>
          There are no arrangements for you here yet. If you expected one, please call the funeral home: they can invite
          you.
        </p>
      ) : (
        <ul className={styles.list}>
          {data.items.map((found) => (
            <li key={found.id} className={styles.card}>
              <h2>
                <Link to={casePath(found)} className={styles.link}>
                  {found.decedentName}
                </Link>
              </h2>
              <p>{found.status === 'AT_NEED' ? 'Arrangements at need' : 'Pre-plan'}</p>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages of your cases" className={styles.actions}>
          {page > 1 && (
            <Link to="/family-portal" search={{ page: page - 1 }} className={styles.link}>
              Previous page
            </Link>
          )}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && (
            <Link to="/family-portal" search={{ page: page + 1 }} className={styles.link}>
              Next page
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
