import { useSuspenseQuery } from '@tanstack/react-query';
import { useConsoleTime } from '#src/lib/console/company-clock.ts';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { CASE_SEARCH_MAX } from '#contract/case-search.ts';
import { caseStatuses } from '#contract/request-statuses.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { locationsQuery } from '#src/lib/queries/console/locations.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { choicesOf, type Choice } from '#src/ui/list-page/choices.ts';
import { counted } from '#src/ui/list-page/counted.ts';
import { FormToggle } from '#src/ui/list-page/FormToggle.tsx';
import { ItemList } from '#src/ui/list-page/ItemList.tsx';
import { ListCard } from '#src/ui/list-page/ListCard.tsx';
import { LocationFilter } from '#src/ui/list-page/LocationFilter.tsx';
import { ListPage } from '#src/ui/list-page/ListPage.tsx';
import { SearchForm } from '#src/ui/list-page/SearchForm.tsx';
import { SelectFilter } from '#src/ui/list-page/SelectFilter.tsx';
import { LinkPager } from '#src/ui/pager/LinkPager.tsx';
import { pagesOf } from '#src/ui/pager/pages-of.ts';
import { CASES_PAGE_SIZE, casesQuery, type CasesSearch } from '#src/lib/queries/console/cases.ts';
import { caseStatusNames, caseTitle } from './case-text.ts';
import * as styles from './cases.css.ts';
import { directorsQuery } from '#src/lib/queries/console/directors.ts';
import { NewCaseForm } from './NewCaseForm.tsx';

export interface CasesPageProps {
  auth: AuthActorRef;
  search: CasesSearch;
}

type Director = NonNullable<CasesSearch['director']>;

/**
 * /staff/cases (decision 0065): the company's cases, newest opened first; searched by the decedent or
 * a contact's name or email, filtered by plan type, location and director (decision 0105). The search and filters are the
 * address's, so a found list can be bookmarked and Back returns to it. Cards, not a table, so a phone
 * reads each case whole.
 */
export function CasesPage({ auth, search }: CasesPageProps) {
  const timeText = useConsoleTime();
  const { api } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(casesQuery(api, auth, search));
  const { data: locations } = useSuspenseQuery(locationsQuery(api));
  const { data: choices } = useSuspenseQuery(directorsQuery(api, auth));
  const directors: Choice<Director>[] = [
    { value: 'me', label: 'My cases' },
    { value: 'none', label: 'No director yet' },
    ...choices.directors.map((choice) => ({ value: choice.id, label: choice.name })),
  ];
  const filter = (change: Partial<CasesSearch>) =>
    void navigate({ ...consolePage('cases'), search: { ...search, ...change, page: undefined } });

  return (
    <ListPage title="Cases" head={<PageHead title="Cases" />} className={styles.page}>
      <FormToggle label="New case">{() => <NewCaseForm auth={auth} />}</FormToggle>
      <SearchForm
        label="Find cases"
        field={{
          label: 'Name or email',
          hint: 'The person who died, or anyone in the family.',
          maxLength: CASE_SEARCH_MAX,
        }}
        words={search.q}
        className={styles.filters}
        onSearch={(q) => filter({ q })}
      >
        <SelectFilter
          label="Plan type"
          anyLabel="Any plan type"
          value={search.status}
          choices={choicesOf(caseStatuses, caseStatusNames)}
          onChange={(status) => filter({ status })}
        />
        <LocationFilter
          value={search.locationId}
          locations={locations.locations}
          onChange={(locationId) => filter({ locationId })}
        />
        <SelectFilter
          label="Director"
          anyLabel="Any director"
          value={search.director}
          choices={directors}
          onChange={(director) => filter({ director })}
        />
      </SearchForm>
      <p className={styles.lead} role="status">
        {data.total === 0
          ? 'No case matches.'
          : `${counted(data.total, 'case', 'cases')}${search.q ? ` for “${search.q}”` : ''}.`}
      </p>
      <ItemList items={data.items} label="Cases">
        {(item) => (
          <ListCard
            key={item.id}
            className={styles.card}
            title={<Link {...consolePage(`cases/${item.id}`)}>{caseTitle(item)}</Link>}
            badges={<span className={styles.badge}>{caseStatusNames[item.status]}</span>}
          >
            <p className={styles.meta}>
              Opened {timeText(item.openedAt)} · {item.locationName} · reference {item.reference}
            </p>
            <p className={styles.meta}>
              {item.contact ? `Contact: ${item.contact.name} (${item.contact.email})` : 'No contact yet'}
            </p>
            <p className={styles.meta}>{item.director ? `Director: ${item.director.name}` : 'No director yet'}</p>
          </ListCard>
        )}
      </ItemList>
      <LinkPager
        label="Pages of cases"
        page={search.page ?? 1}
        pages={pagesOf(data.total, CASES_PAGE_SIZE)}
        linkTo={(page) => ({ ...consolePage('cases'), search: { ...search, page } })}
      />
    </ListPage>
  );
}
