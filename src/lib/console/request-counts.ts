import { queryOptions } from '@tanstack/react-query';
import { requestCounts } from '#contract/staff-requests.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from './session-watch.ts';

/**
 * How many planning requests are new (decision 0064): the console's navigation shows it beside
 * Requests on every page, asked again each minute while the console is open, and the requests
 * screens refresh it after every change (its key is under theirs).
 */
export const requestCountsQuery = (api: ApiClient, auth: AuthActorRef) =>
  queryOptions({
    queryKey: ['staff', 'requests', 'counts'],
    queryFn: ({ signal }) =>
      watchSession(auth, api.get('/api/staff/request-counts', { schema: requestCounts, signal })),
    refetchInterval: 60_000,
  });
