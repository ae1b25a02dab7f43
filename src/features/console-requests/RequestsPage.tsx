import { useSuspenseQuery } from '@tanstack/react-query';
import { useConsoleTime } from '#src/lib/console/company-clock.ts';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { caseStatus } from '#contract/planning.ts';
import { caseStatusNames, requestStatus, requestStatusNames } from '#contract/staff-requests.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { locationsQuery } from '#src/lib/queries/console/locations.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { choicesOf } from '#src/ui/list-page/choices.ts';
import { counted } from '#src/ui/list-page/counted.ts';
import { FilterGroup } from '#src/ui/list-page/FilterGroup.tsx';
import { ItemList } from '#src/ui/list-page/ItemList.tsx';
import { ListCard } from '#src/ui/list-page/ListCard.tsx';
import { LocationFilter } from '#src/ui/list-page/LocationFilter.tsx';
import { ListPage } from '#src/ui/list-page/ListPage.tsx';
import { SelectFilter } from '#src/ui/list-page/SelectFilter.tsx';
import { LinkPager } from '#src/ui/pager/LinkPager.tsx';
import { pagesOf } from '#src/ui/pager/pages-of.ts';
import { REQUESTS_PAGE_SIZE, requestsQuery, type RequestsSearch } from '#src/lib/queries/console/requests.ts';
import { requestTitle } from './request-text.ts';
import * as styles from './requests.css.ts';

export interface RequestsPageProps {
  auth: AuthActorRef;
  search: RequestsSearch;
}

/**
 * /staff/requests (decision 0064): every planning request, at-need ones still new first, then the
 * newest; filtered by status, plan type and location (the filters are the address's search, so a
 * filtered list can be bookmarked and Back returns to it). Each request is a card, so a phone reads it
 * without a table.
 */
export function RequestsPage({ auth, search }: RequestsPageProps) {
  const timeText = useConsoleTime();
  const { api } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(requestsQuery(api, auth, search));
  const { data: locations } = useSuspenseQuery(locationsQuery(api));
  const filter = (change: Partial<RequestsSearch>) =>
    void navigate({ ...consolePage('requests'), search: { ...search, ...change, page: undefined } });

  return (
    <ListPage title="Requests" head={<PageHead title="Requests" />}>
      <p className={styles.lead}>
        {data.newCount === 0 ? 'No new requests.' : `${counted(data.newCount, 'new request', 'new requests')}.`}
      </p>
      <FilterGroup label="Filter requests" className={styles.filters}>
        <SelectFilter
          label="Status"
          anyLabel="Any status"
          value={search.status}
          choices={choicesOf(requestStatus.options, requestStatusNames)}
          onChange={(status) => filter({ status })}
        />
        <SelectFilter
          label="Plan type"
          anyLabel="Any plan type"
          value={search.caseStatus}
          choices={choicesOf(caseStatus.options, caseStatusNames)}
          onChange={(status) => filter({ caseStatus: status })}
        />
        <LocationFilter
          value={search.locationId}
          locations={locations.locations}
          onChange={(locationId) => filter({ locationId })}
        />
      </FilterGroup>
      <ItemList items={data.items} label="Requests" empty="No request matches these filters.">
        {(request) => (
          <ListCard
            key={request.id}
            title={<Link {...consolePage(`requests/${request.id}`)}>{requestTitle(request)}</Link>}
            badges={
              <>
                <span className={request.caseStatus === 'AT_NEED' ? styles.urgent : styles.badge}>
                  {caseStatusNames[request.caseStatus]}
                </span>
                <span className={styles.badge}>{requestStatusNames[request.status]}</span>
              </>
            }
          >
            <p className={styles.meta}>
              {timeText(request.submittedAt)} · {request.locationName} · reference {request.reference}
            </p>
            <p className={styles.meta}>
              From {request.contactName || request.contactEmail || 'no name given'}
              {request.contactName && request.contactEmail ? ` (${request.contactEmail})` : ''}
            </p>
          </ListCard>
        )}
      </ItemList>
      <LinkPager
        label="Pages of requests"
        page={search.page ?? 1}
        pages={pagesOf(data.total, REQUESTS_PAGE_SIZE)}
        linkTo={(page) => ({ ...consolePage('requests'), search: { ...search, page } })}
      />
    </ListPage>
  );
}
