import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { publicationStates } from '#contract/obituary-publication.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { stateNames } from '#src/lib/console/obituary-life.ts';
import { calendarDateText } from '#contract/date-text.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { counted } from '#src/ui/list-page/counted.ts';
import { FormToggle } from '#src/ui/list-page/FormToggle.tsx';
import { ItemList } from '#src/ui/list-page/ItemList.tsx';
import { LinkTabs } from '#src/ui/list-page/LinkTabs.tsx';
import { ListCard } from '#src/ui/list-page/ListCard.tsx';
import { ListPage } from '#src/ui/list-page/ListPage.tsx';
import { SearchForm } from '#src/ui/list-page/SearchForm.tsx';
import { LinkPager } from '#src/ui/pager/LinkPager.tsx';
import { pagesOf } from '#src/ui/pager/pages-of.ts';
import { NewObituaryForm } from './NewObituaryForm.tsx';
import { OBITUARY_NAME_MAX } from './obituaries-search.ts';
import { OBITUARIES_PAGE_SIZE, obituariesQuery, type ObituariesSearch } from '#src/lib/queries/console/obituaries.ts';
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
  const all = Object.values(data.counts).reduce((sum, count) => sum + count, 0);
  const tabs = [
    { state: undefined, label: `All (${all})` },
    ...publicationStates.map((state) => ({ state, label: `${stateNames[state]} (${data.counts[state]})` })),
  ];

  return (
    <ListPage title="Obituaries" head={<PageHead title="Obituaries" />} className={styles.page}>
      <FormToggle label="New obituary">{() => <NewObituaryForm auth={auth} />}</FormToggle>
      <LinkTabs
        label="Obituaries by state"
        tabs={tabs.map((tab) => ({
          label: tab.label,
          link: {
            ...consolePage('obituaries'),
            search: { ...(search.q ? { q: search.q } : {}), ...(tab.state ? { state: tab.state } : {}) },
          },
          current: search.state === tab.state,
        }))}
      />
      <SearchForm
        label="Obituaries by name"
        field={{ label: 'Name', maxLength: OBITUARY_NAME_MAX }}
        words={search.q}
        className={styles.searchForm}
        onSearch={(q) =>
          void navigate({
            ...consolePage('obituaries'),
            search: { ...(search.state ? { state: search.state } : {}), ...(q ? { q } : {}) },
          })
        }
      />
      <p className={styles.lead}>
        {data.total > 0
          ? `${counted(data.total, 'obituary', 'obituaries')}.`
          : search.q || search.state
            ? 'No obituary matches.'
            : 'No obituaries yet: write the first with New obituary.'}
      </p>
      <ItemList items={data.items} label="Obituaries">
        {(obituary) => (
          <ListCard
            key={obituary.id}
            title={
              <Link {...consolePage(`obituaries/${obituary.id}`)}>
                {obituary.fullName || 'Obituary without a name'}
              </Link>
            }
            badges={
              <>
                <span className={styles.badge}>{stateNames[obituary.state]}</span>
                {obituary.changeWaiting && <span className={styles.badge}>Change waiting for approval</span>}
              </>
            }
          >
            <p className={styles.meta}>
              {obituary.diedOn ? `Died ${calendarDateText(obituary.diedOn)} · ` : ''}
              {obituary.locationName}
            </p>
          </ListCard>
        )}
      </ItemList>
      <LinkPager
        label="Pages of obituaries"
        page={search.page ?? 1}
        pages={pagesOf(data.total, OBITUARIES_PAGE_SIZE)}
        linkTo={(page) => ({ ...consolePage('obituaries'), search: { ...search, page } })}
      />
    </ListPage>
  );
}
