import { dayIn } from '#contract/time-text.ts';
import type { CalendarQuery, StaffCalendar } from '#contract/staff-calendar.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { directorChoices } from '#server/services/staff/cases/case-director.ts';
import { calendarDays } from './calendar-days.ts';
import { scheduleEntries } from './schedule-entries.ts';

/**
 * GET /api/staff/calendar (decision 0125): the events of the days asked for, in the company's zone,
 * filtered by location, chapel and director. Double bookings are found among every event of those
 * days before the filters apply, so a conflict with an event filtered out still shows.
 */
export async function staffCalendar(
  scope: TenantScope,
  query: CalendarQuery,
  reader: { userId: number; timeZone: string; now: Date },
): Promise<StaffCalendar> {
  const { timeZone, now } = reader;
  const days = calendarDays(query.view, query.date, timeZone, now);
  const [entries, directors] = await Promise.all([
    scheduleEntries(scope, { from: days.startsAt, to: days.endsAt }, { timeZone }),
    directorChoices(scope),
  ]);
  const directorId = query.director === 'me' ? reader.userId : query.director;
  return {
    view: query.view,
    from: days.from,
    to: days.to,
    today: dayIn(now, timeZone),
    timeZone,
    entries: entries.filter(
      (entry) =>
        (query.locationId === undefined || entry.location?.id === query.locationId) &&
        (query.chapelId === undefined || entry.chapel?.id === query.chapelId) &&
        (directorId === undefined || entry.director?.id === directorId),
    ),
    directors: directors.map(({ id, name }) => ({ id, name })),
  };
}
