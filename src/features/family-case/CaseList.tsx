import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import type { FamilyCaseListItem } from '#contract/family-cases.ts';
import { eventTimeText } from '#contract/time-text.ts';
import { casePath } from '#src/lib/family/case-path.ts';
import { CASES_PAGE_SIZE, familyCasesQuery } from '#src/lib/queries/family/cases.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { container } from '#src/ui/layout/layout.css.ts';
import { ItemList } from '#src/ui/list-page/ItemList.tsx';
import { ListCard } from '#src/ui/list-page/ListCard.tsx';
import { LinkPager } from '#src/ui/pager/LinkPager.tsx';
import { pagesOf } from '#src/ui/pager/pages-of.ts';
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
      <ItemList items={data.items} labelledBy="your-cases">
        {(found) => (
          <ListCard
            key={found.id}
            className={styles.card}
            titleClassName={styles.cardTitle}
            title={
              <Link to={casePath(found)} className={styles.link}>
                {linkNames.get(found.id)}
              </Link>
            }
          >
            <CaseFacts found={found} />
          </ListCard>
        )}
      </ItemList>
      <LinkPager
        label="Pages of your cases"
        page={page}
        pages={pagesOf(data.total, CASES_PAGE_SIZE)}
        linkClassName={styles.link}
        // This address names its first page (`?page=1`), as it always has.
        linkTo={(target) => ({ to: '/family-portal', search: { page: target ?? 1 } })}
      />
    </div>
  );
}
