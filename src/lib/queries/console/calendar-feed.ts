import { queryOptions } from '@tanstack/react-query';
import { myCalendarFeed } from '#contract/calendar-feeds.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/* The signed-in person's calendar feed (decision 0128): whether there is one, never its address. */

export const calendarFeedKey = ['staff', 'calendar-feed'] as const;

export const calendarFeedQuery = (api: ApiClient, auth: AuthActorRef) =>
  queryOptions({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) =>
      watchSession(auth, api.get('/api/staff/calendar-feed', { schema: myCalendarFeed, signal })),
  });
