import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { everyDay, shiftDate } from '#contract/calendar-dates.ts';
import { dateTimeFormat } from '#contract/date-text.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { calendarQuery, chapelsAndHearsesQuery, type CalendarSearch } from '#src/lib/queries/console/calendar.ts';
import { locationsQuery } from '#src/lib/queries/console/locations.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { FilterGroup } from '#src/ui/list-page/FilterGroup.tsx';
import { LinkTabs } from '#src/ui/list-page/LinkTabs.tsx';
import { ListPage } from '#src/ui/list-page/ListPage.tsx';
import { LocationFilter } from '#src/ui/list-page/LocationFilter.tsx';
import { SelectFilter } from '#src/ui/list-page/SelectFilter.tsx';
import { CalendarEntryCard } from './CalendarEntryCard.tsx';
import { entriesByDay } from './entries-by-day.ts';
import { CalendarFeed } from './CalendarFeed.tsx';
import * as styles from './calendar.css.ts';

export interface CalendarPageProps {
  auth: AuthActorRef;
  search: CalendarSearch;
}

/** "Saturday, December 5": a day of the company's calendar (a date, the same everywhere). */
const dayText = (day: string) =>
  dateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

/**
 * /staff/calendar (decision 0125): every service event of every case on a day or a week (Sunday to
 * Saturday), on the funeral home's clock, as a list of days that reads the same on a phone; filtered by
 * location, chapel and director, with each double booking said under its event. The filters and the
 * days shown are the address's search, so a view can be bookmarked. The person's own calendar feed
 * is at the foot of the page.
 */
export function CalendarPage({ auth, search }: CalendarPageProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(calendarQuery(api, auth, search));
  const { data: locations } = useSuspenseQuery(locationsQuery(api));
  const { data: resources } = useSuspenseQuery(chapelsAndHearsesQuery(api, auth));
  const view = data.view;
  const go = (change: Partial<CalendarSearch>) =>
    void navigate({ ...consolePage('calendar'), search: { ...search, ...change } });
  const link = (change: Partial<CalendarSearch>) => ({ ...consolePage('calendar'), search: { ...search, ...change } });
  const step = view === 'day' ? 1 : 7;
  const days = everyDay(data.from, data.to);
  const grouped = entriesByDay(data.entries, days, data.timeZone);
  const chapels = resources.items.filter(
    (resource) =>
      resource.kind === 'chapel' && (search.locationId === undefined || resource.locationId === search.locationId),
  );
  const range = view === 'day' ? dayText(data.from) : `${dayText(data.from)} to ${dayText(data.to)}`;

  return (
    <ListPage title="Calendar" head={<PageHead title="Calendar" />}>
      <p className={styles.lead}>
        {range}, on the funeral home’s clock ({data.timeZone.replace(/_/g, ' ')}).
      </p>
      <LinkTabs
        label="Calendar view"
        tabs={[
          { label: 'Day', link: link({ view: 'day' }), current: view === 'day' },
          { label: 'Week', link: link({ view: 'week' }), current: view === 'week' },
        ]}
      />
      <nav aria-label={view === 'day' ? 'Days' : 'Weeks'}>
        <ul className={styles.actions}>
          <li>
            <Link {...link({ date: shiftDate(data.from, -step) })}>
              {view === 'day' ? 'Previous day' : 'Previous week'}
            </Link>
          </li>
          <li>
            <Link {...link({ date: data.today })}>Today</Link>
          </li>
          <li>
            <Link {...link({ date: shiftDate(data.from, step) })}>{view === 'day' ? 'Next day' : 'Next week'}</Link>
          </li>
        </ul>
      </nav>
      <FilterGroup label="Filter the calendar" className={styles.filters}>
        <LocationFilter
          value={search.locationId}
          locations={locations.locations}
          onChange={(locationId) => go({ locationId, chapelId: undefined })}
        />
        <SelectFilter
          label="Chapel"
          anyLabel="Every chapel"
          value={search.chapelId}
          choices={chapels.map((chapel) => ({
            value: chapel.id,
            label: `${chapel.name}, ${locations.locations.find((location) => location.id === chapel.locationId)?.name ?? ''}`,
          }))}
          onChange={(chapelId) => go({ chapelId })}
        />
        <SelectFilter<'me' | number>
          label="Director"
          anyLabel="Every director"
          value={search.director}
          choices={[
            { value: 'me', label: 'My cases' },
            ...data.directors.map((director) => ({ value: director.id, label: director.name })),
          ]}
          onChange={(director) => go({ director })}
        />
      </FilterGroup>
      <ol className={styles.days} aria-label={view === 'day' ? 'The day' : 'The days of the week'}>
        {days.map((day) => {
          const entries = grouped.get(day) ?? [];
          return (
            <li key={day}>
              <h2 className={styles.dayHeading}>
                {dayText(day)}
                {day === data.today && ' (today)'}
              </h2>
              {entries.length === 0 ? (
                <p className={styles.empty}>Nothing scheduled.</p>
              ) : (
                <ul className={styles.entries} aria-label={`Events on ${dayText(day)}`}>
                  {entries.map((entry) => (
                    <CalendarEntryCard key={entry.id} entry={entry} timeZone={data.timeZone} />
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
      <div className={styles.feed}>
        <CalendarFeed auth={auth} />
      </div>
    </ListPage>
  );
}
