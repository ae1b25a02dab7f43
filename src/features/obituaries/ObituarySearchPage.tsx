import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import type { ObituarySearchPage as SearchResults } from '#contract/obituaries.ts';
import { obituarySearchQuery } from '#src/lib/queries/site/obituaries.ts';
import { ObituaryCard } from '#src/lib/obituaries/ObituaryCard.tsx';
import * as cardStyles from '#src/lib/obituaries/obituary-card.css.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { useSite } from '#src/lib/site/use-site.ts';
import { button } from '#src/ui/button/button.css.ts';
import { container } from '#src/ui/layout/layout.css.ts';
import { isFiltered, OBITUARY_SEARCH_PAGE_SIZE, type ObituarySearch } from './obituary-search.ts';
import { ObituarySearchForm } from './ObituarySearchForm.tsx';
import * as styles from './obituary-search.css.ts';

/** What the polite status line says about the results (read out after every search). */
function resultsMessage({ total }: SearchResults, filtered: boolean): string {
  if (total === 0) return filtered ? 'No obituaries match your search' : 'No obituaries have been published yet';
  return total === 1 ? '1 obituary' : `${total} obituaries`;
}

/** /obituaries (spec §2): search for a loved one by name, date of death and chapel, newest first. */
export function ObituarySearchPage({ search }: { search: ObituarySearch }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { company } = useSite();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(obituarySearchQuery(api, { ...search, pageSize: OBITUARY_SEARCH_PAGE_SIZE }));
  const page = search.page ?? 1;
  const lastPage = Math.max(1, Math.ceil(data.total / data.pageSize));
  const filtered = isFiltered(search);
  const pageSearch = (to: number): ObituarySearch => ({ ...search, page: to > 1 ? to : undefined });
  return (
    <div className={`${container} ${styles.page}`}>
      <PageHead
        title="Obituaries"
        description={`Search the obituaries of ${company.name} by name, date of death and chapel.`}
        // A search or a page of results is the same page to share and to index.
        canonicalPath="/obituaries"
      />
      <h1>Obituaries</h1>
      <ObituarySearchForm search={search} onSearch={(next) => void navigate({ to: '/obituaries', search: next })} />
      <div className={styles.summary}>
        <p role="status" aria-live="polite" className={styles.count}>
          {resultsMessage(data, filtered)}
        </p>
        {filtered && (
          <Link to="/obituaries" className={button({ tone: 'secondary' })}>
            Clear search
          </Link>
        )}
      </div>
      {data.items.length > 0 && (
        <ul className={cardStyles.list} aria-label="Search results">
          {data.items.map((obituary) => (
            <li key={obituary.id}>
              <ObituaryCard obituary={obituary} heading="h2" showLocation />
            </li>
          ))}
        </ul>
      )}
      {lastPage > 1 && (
        <nav aria-label="Result pages" className={styles.pager}>
          {page > 1 && (
            <Link to="/obituaries" search={pageSearch(page - 1)} className={button({ tone: 'secondary' })}>
              Previous page
            </Link>
          )}
          <span>
            Page {page} of {lastPage}
          </span>
          {page < lastPage && (
            <Link to="/obituaries" search={pageSearch(page + 1)} className={button({ tone: 'secondary' })}>
              Next page
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
