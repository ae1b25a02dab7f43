import { useId, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { publicationStates } from '#contract/obituary-publication.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { formatCalendarDate } from '#src/lib/format-date.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { NewObituaryForm } from './NewObituaryForm.tsx';
import { OBITUARIES_PAGE_SIZE, obituariesQuery, type ObituariesSearch } from './obituary-calls.ts';
import { stateNames } from '#src/lib/console/obituary-life.ts';
import * as styles from './obituaries.css.ts';

export interface ObituariesPageProps {
  auth: AuthActorRef;
  search: ObituariesSearch;
}

/**
 * /staff/obituaries (decision 0066): the company's obituaries, newest first, by state (tabs with how
 * many are in each) and by name; the filters are the address's search, so a filtered list can be
 * bookmarked and Back returns to it. Each obituary is a card, so a phone reads it without a table.
 * "New obituary" opens the form for one on its own above the list.
 */
export function ObituariesPage({ auth, search }: ObituariesPageProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(obituariesQuery(api, auth, search));
  const [query, setQuery] = useState(search.q ?? '');
  const searchId = useId();
  const newFormId = useId();
  const [writing, setWriting] = useState(false);
  const page = search.page ?? 1;
  const pages = Math.max(1, Math.ceil(data.total / OBITUARIES_PAGE_SIZE));
  const all = Object.values(data.counts).reduce((sum, count) => sum + count, 0);
  const tabs = [
    { state: undefined, label: `All (${all})` },
    ...publicationStates.map((state) => ({ state, label: `${stateNames[state]} (${data.counts[state]})` })),
  ];

  return (
    <div className={styles.page}>
      <PageHead title="Obituaries" />
      <h1>Obituaries</h1>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={button({ tone: 'primary' })}
          aria-expanded={writing}
          aria-controls={newFormId}
          onClick={() => setWriting((open) => !open)}
        >
          New obituary
        </button>
      </div>
      <div id={newFormId} hidden={!writing}>
        {writing && <NewObituaryForm auth={auth} />}
      </div>
      <nav aria-label="Obituaries by state">
        <ul className={styles.tabs}>
          {tabs.map((tab) => (
            <li key={tab.label}>
              <Link
                {...consolePage('obituaries')}
                search={{ ...(search.q ? { q: search.q } : {}), ...(tab.state ? { state: tab.state } : {}) }}
                className={styles.tab}
                // The router marks only the exact address current; a later page of the same tab is it too.
                activeOptions={{ exact: true }}
                aria-current={search.state === tab.state ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form
        role="search"
        aria-label="Obituaries by name"
        className={styles.searchForm}
        onSubmit={(event) => {
          event.preventDefault();
          const q = query.trim();
          void navigate({
            ...consolePage('obituaries'),
            search: { ...(search.state ? { state: search.state } : {}), ...(q ? { q } : {}) },
          });
        }}
      >
        <Field id={searchId} label="Name">
          {(attributes) => (
            <input
              {...attributes}
              type="search"
              className={control}
              maxLength={100}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className={button({ tone: 'secondary' })}>
          Search
        </button>
      </form>
      <p className={styles.lead}>
        {data.total > 0
          ? `${data.total} ${data.total === 1 ? 'obituary' : 'obituaries'}.`
          : search.q || search.state
            ? 'No obituary matches.'
            : 'No obituaries yet: write the first with New obituary.'}
      </p>
      {data.items.length > 0 && (
        <ul className={styles.list} aria-label="Obituaries">
          {data.items.map((obituary) => (
            <li key={obituary.id} className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Link {...consolePage(`obituaries/${obituary.id}`)}>
                  {obituary.fullName || 'Obituary without a name'}
                </Link>
              </h2>
              <p className={styles.badges}>
                <span className={styles.badge}>{stateNames[obituary.state]}</span>
                {obituary.changeWaiting && <span className={styles.badge}>Change waiting for approval</span>}
              </p>
              <p className={styles.meta}>
                {obituary.diedOn ? `Died ${formatCalendarDate(obituary.diedOn)} · ` : ''}
                {obituary.locationName}
              </p>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages of obituaries" className={styles.paging}>
          {page > 1 && (
            <Link
              {...consolePage('obituaries')}
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
              {...consolePage('obituaries')}
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
