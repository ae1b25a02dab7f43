import { queryOptions } from '@tanstack/react-query';
import { serviceResources, staffCalendar, type CalendarQuery } from '#contract/staff-calendar.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';
import { obituariesKey } from './obituaries.ts';

/*
 * The calendar's reads (decision 0125): its days, and the chapels and hearses events book. Under the
 * obituaries' key, so an obituary's saved schedule reads the calendar again.
 */

export type CalendarSearch = Partial<Omit<CalendarQuery, 'view'>> & { view?: CalendarQuery['view'] };

export const calendarQuery = (api: ApiClient, auth: AuthActorRef, search: CalendarSearch) =>
  queryOptions({
    queryKey: [...obituariesKey, 'calendar', search],
    queryFn: ({ signal }) =>
      watchSession(auth, api.get('/api/staff/calendar', { query: search, schema: staffCalendar, signal })),
  });

export const chapelsAndHearsesQuery = (api: ApiClient, auth: AuthActorRef) =>
  queryOptions({
    queryKey: [...obituariesKey, 'chapels-and-hearses'],
    queryFn: ({ signal }) =>
      watchSession(auth, api.get('/api/staff/chapels-and-hearses', { schema: serviceResources, signal })),
  });
