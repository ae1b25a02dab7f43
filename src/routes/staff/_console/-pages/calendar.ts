import { calendarSearch } from '#src/features/console-calendar/calendar-search.ts';
import { CalendarPage } from '#src/features/console-calendar/CalendarPage.tsx';
import { calendarQuery, chapelsAndHearsesQuery } from '#src/lib/queries/console/calendar.ts';
import { locationsQuery } from '#src/lib/queries/console/locations.ts';
import { consolePage, type ConsolePageInput } from './console-page.ts';

/** /staff/calendar: the funeral home's services by day and week (permission schedule.read, decision 0125). */
export const page = consolePage(async ({ context, search }: ConsolePageInput) => {
  const props = { auth: context.auth, search: calendarSearch(search) };
  await Promise.all([
    context.queryClient.ensureQueryData(calendarQuery(context.api, context.auth, props.search)),
    context.queryClient.ensureQueryData(locationsQuery(context.api)),
    context.queryClient.ensureQueryData(chapelsAndHearsesQuery(context.api, context.auth)),
  ]);
  return props;
}, CalendarPage);
