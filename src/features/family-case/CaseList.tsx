import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import type { FamilyCaseListItem } from '#contract/family-cases.ts';
import { eventTimeText } from '#contract/moment-text.ts';
import { casePath } from '#src/lib/family/case-path.ts';
import { CASES_PAGE_SIZE, familyCasesQuery } from '#src/lib/queries/family-cases.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { container } from '#src/ui/layout/layout.css.ts';
import { caseKindNames, caseLinkNames, caseStanding } from './case-text.ts';
import * as styles from './family-case.css.ts';

/** What tells one case from another: its kind, where, the service (at need only) and how far it has come. */
function CaseFacts({ found }: { found: FamilyCaseListItem }) {
  return (
    <dl className={styles.facts}>
      <dt>Kind</dt>
      <dd>{caseKindNames[found.status]}</dd>
      <dt>Location</dt>
      <dd>{found.locationName}</dd>
      {found.status === 'AT_NEED' && (
        <>
          <dt>Service</dt>
          <dd>
            {found.serviceAt ? eventTimeText(found.serviceAt, found.serviceTimeZone ?? 'UTC') : 'Not scheduled yet'}
          </dd>
        </>
      )}
      <dt>Where you stand</dt>
      <dd>{caseStanding(found.progress)}</dd>
    </dl>
  );
}

/** /family-portal: the cases the signed-in person belongs to, newest first, a page at a time. */
export function CaseList({ page }: { page: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(familyCasesQuery(api, page));
  const pages = Math.max(1, Math.ceil(data.total / CASES_PAGE_SIZE));
  const linkNames = caseLinkNames(data.items);
  return (
    <div className={`${container} ${styles.page} ${styles.stack}`}>
      <PageHead title="Your cases" />
      <div className={styles.intro}>
        <h1 id="your-cases">Your cases</h1>
        <p>
          {data.items.length === 0
            ? 'There are no arrangements for you here yet. If you expected one, please call the funeral home: they can invite you.'
            : 'Choose a name to see those arrangements, what comes next and the statement.'}
        </p>
      </div>
      {data.items.length > 0 && (
        <ul className={styles.list} aria-labelledby="your-cases">
          {data.items.map((found) => (
            <li key={found.id} className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Link to={casePath(found)} className={styles.link}>
                  {linkNames.get(found.id)}
                </Link>
              </h2>
              <CaseFacts found={found} />
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
