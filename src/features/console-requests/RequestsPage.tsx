import { useId } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { caseStatus } from '#contract/planning.ts';
import { caseStatusNames, requestStatus, requestStatusNames } from '#contract/staff-requests.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { locationsQuery } from '#src/lib/console/locations-query.ts';
import { REQUESTS_PAGE_SIZE, requestsQuery, type RequestsSearch } from './request-calls.ts';
import { arrivedAt, requestTitle } from './request-text.ts';
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
  const { api } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(requestsQuery(api, auth, search));
  const { data: locations } = useSuspenseQuery(locationsQuery(api));
  const ids = { status: useId(), type: useId(), location: useId() };
  const page = search.page ?? 1;
  const pages = Math.max(1, Math.ceil(data.total / REQUESTS_PAGE_SIZE));
  const filter = (change: Partial<RequestsSearch>) =>
    void navigate({ ...consolePage('requests'), search: { ...search, ...change, page: undefined } });

  return (
    <div className={styles.page}>
      <PageHead title="Requests" />
      <h1>Requests</h1>
      <p className={styles.lead}>
        {data.newCount === 0
          ? 'No new requests.'
          : `${data.newCount} new ${data.newCount === 1 ? 'request' : 'requests'}.`}
      </p>
      <div className={styles.filters} role="group" aria-label="Filter requests">
        <Field id={ids.status} label="Status">
          {(attributes) => (
            <select
              {...attributes}
              className={control}
              value={search.status ?? ''}
              onChange={(event) => filter({ status: requestStatus.optional().parse(event.target.value || undefined) })}
            >
              <option value="">Any status</option>
              {requestStatus.options.map((status) => (
                <option key={status} value={status}>
                  {requestStatusNames[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={ids.type} label="Plan type">
          {(attributes) => (
            <select
              {...attributes}
              className={control}
              value={search.caseStatus ?? ''}
              onChange={(event) => filter({ caseStatus: caseStatus.optional().parse(event.target.value || undefined) })}
            >
              <option value="">Any plan type</option>
              {caseStatus.options.map((status) => (
                <option key={status} value={status}>
                  {caseStatusNames[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={ids.location} label="Location">
          {(attributes) => (
            <select
              {...attributes}
              className={control}
              value={search.locationId ?? ''}
              onChange={(event) => filter({ locationId: event.target.value ? Number(event.target.value) : undefined })}
            >
              <option value="">Every location</option>
              {locations.locations.map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {data.items.length === 0 ? (
        <p>No request matches these filters.</p>
      ) : (
        <ul className={styles.list} aria-label="Requests">
          {data.items.map((request) => (
            <li key={request.id} className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Link {...consolePage(`requests/${request.id}`)}>{requestTitle(request)}</Link>
              </h2>
              <p className={styles.badges}>
                <span className={request.caseStatus === 'AT_NEED' ? styles.urgent : styles.badge}>
                  {caseStatusNames[request.caseStatus]}
                </span>
                <span className={styles.badge}>{requestStatusNames[request.status]}</span>
              </p>
              <p className={styles.meta}>
                {arrivedAt(request.submittedAt)} · {request.locationName} · reference {request.reference}
              </p>
              <p className={styles.meta}>
                From {request.contactName || request.contactEmail || 'no name given'}
                {request.contactName && request.contactEmail ? ` (${request.contactEmail})` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages of requests" className={styles.paging}>
          {page > 1 && (
            <Link
              {...consolePage('requests')}
              search={{ ...search, page: page > 2 ? page - 1 : undefined }}
              className={button({ tone: 'secondary' })}
            >
              Previous page
            </Link>
          )}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && (
            <Link
              {...consolePage('requests')}
              search={{ ...search, page: page + 1 }}
              className={button({ tone: 'secondary' })}
            >
              Next page
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
