import { useId, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { CASE_SEARCH_MAX } from '#contract/case-search.ts';
import { caseStatuses } from '#contract/request-statuses.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { CASES_PAGE_SIZE, casesQuery, type CasesSearch } from './case-calls.ts';
import { caseStatusNames, caseTitle, happenedAt } from './case-text.ts';
import * as styles from './cases.css.ts';
import { locationsQuery } from '#src/lib/console/locations-query.ts';
import { directorsQuery } from './director-calls.ts';
import { NewCaseForm } from './NewCaseForm.tsx';

/** The director filter's select value as the search holds it: `me`, `none`, an account id, or none. */
const directorOf = (value: string): CasesSearch['director'] =>
  value === 'me' || value === 'none' ? value : value ? Number(value) : undefined;

export interface CasesPageProps {
  auth: AuthActorRef;
  search: CasesSearch;
}

/**
 * /staff/cases (decision 0065): the company's cases, newest opened first; searched by the decedent or
 * a contact's name or email, filtered by plan type, location and director (decision 0105). The search and filters are the
 * address's, so a found list can be bookmarked and Back returns to it. Cards, not a table, so a phone
 * reads each case whole.
 */
export function CasesPage({ auth, search }: CasesPageProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(casesQuery(api, auth, search));
  const { data: locations } = useSuspenseQuery(locationsQuery(api));
  const { data: choices } = useSuspenseQuery(directorsQuery(api, auth));
  const ids = { q: useId(), status: useId(), location: useId(), director: useId(), newCase: useId() };
  const [writing, setWriting] = useState(false);
  const [words, setWords] = useState(search.q ?? '');
  const page = search.page ?? 1;
  const pages = Math.max(1, Math.ceil(data.total / CASES_PAGE_SIZE));
  const filter = (change: Partial<CasesSearch>) =>
    void navigate({ ...consolePage('cases'), search: { ...search, ...change, page: undefined } });

  return (
    <div className={styles.page}>
      <PageHead title="Cases" />
      <h1>Cases</h1>
      <p className={styles.actions}>
        <button
          type="button"
          className={button({ tone: 'primary' })}
          aria-expanded={writing}
          aria-controls={ids.newCase}
          onClick={() => setWriting((open) => !open)}
        >
          New case
        </button>
      </p>
      <div id={ids.newCase} hidden={!writing}>
        {writing && <NewCaseForm auth={auth} />}
      </div>
      <form
        role="search"
        aria-label="Find cases"
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault();
          filter({ q: words.trim() || undefined });
        }}
      >
        <Field id={ids.q} label="Name or email" hint="The person who died, or anyone in the family.">
          {(attributes) => (
            <input
              {...attributes}
              type="search"
              className={control}
              value={words}
              maxLength={CASE_SEARCH_MAX}
              onChange={(event) => setWords(event.target.value)}
            />
          )}
        </Field>
        <Field id={ids.status} label="Plan type">
          {(attributes) => (
            <select
              {...attributes}
              className={control}
              value={search.status ?? ''}
              onChange={(event) => filter({ status: caseStatuses.find((value) => value === event.target.value) })}
            >
              <option value="">Any plan type</option>
              {caseStatuses.map((status) => (
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
        <Field id={ids.director} label="Director">
          {(attributes) => (
            <select
              {...attributes}
              className={control}
              value={search.director ?? ''}
              onChange={(event) => filter({ director: directorOf(event.target.value) })}
            >
              <option value="">Any director</option>
              <option value="me">My cases</option>
              <option value="none">No director yet</option>
              {choices.directors.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div>
          <button type="submit" className={button({ tone: 'secondary' })}>
            Search
          </button>
        </div>
      </form>
      <p className={styles.lead} role="status">
        {data.total === 0
          ? 'No case matches.'
          : `${data.total} ${data.total === 1 ? 'case' : 'cases'}${search.q ? ` for “${search.q}”` : ''}.`}
      </p>
      {data.items.length > 0 && (
        <ul className={styles.list} aria-label="Cases">
          {data.items.map((item) => (
            <li key={item.id} className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Link {...consolePage(`cases/${item.id}`)}>{caseTitle(item)}</Link>
              </h2>
              <p className={styles.badges}>
                <span className={styles.badge}>{caseStatusNames[item.status]}</span>
              </p>
              <p className={styles.meta}>
                Opened {happenedAt(item.openedAt)} · {item.locationName} · reference {item.reference}
              </p>
              <p className={styles.meta}>
                {item.contact ? `Contact: ${item.contact.name} (${item.contact.email})` : 'No contact yet'}
              </p>
              <p className={styles.meta}>{item.director ? `Director: ${item.director.name}` : 'No director yet'}</p>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages of cases" className={styles.paging}>
          {page > 1 && (
            <Link
              {...consolePage('cases')}
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
              {...consolePage('cases')}
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
