import { queryOptions } from '@tanstack/react-query';
import { memoryCounts } from '#contract/staff-memories.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from './session-watch.ts';

/**
 * How many memories wait for approval across the company (decision 0066): the console's navigation
 * shows it beside Memories on every page, asked again each minute while the console is open, and the
 * memories screen refreshes it after every decision (its key is under the screen's).
 */
export const memoriesKey = ['staff', 'memories'] as const;

export const memoryCountsQuery = (api: ApiClient, auth: AuthActorRef) =>
  queryOptions({
    queryKey: [...memoriesKey, 'counts'],
    queryFn: ({ signal }) => watchSession(auth, api.get('/api/staff/memory-counts', { schema: memoryCounts, signal })),
    refetchInterval: 60_000,
  });
