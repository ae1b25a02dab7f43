import { queryOptions } from '@tanstack/react-query';
import { memoryCounts } from '#contract/staff-memories.ts';
import { orderCounts } from '#contract/staff-orders.ts';
import { requestCounts } from '#contract/staff-requests.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';
import { memoriesKey } from './memories.ts';
import { ordersKey } from './orders.ts';

/*
 * The counts the console's navigation shows beside its lists on every page, asked again each minute
 * while the console is open. Each key is under its list's, so a change on the list's screens
 * refreshes the count too.
 */

/** How many memories wait for approval across the company (decision 0066). */
export const memoryCountsQuery = (api: ApiClient, auth: AuthActorRef) =>
  queryOptions({
    queryKey: [...memoriesKey, 'counts'],
    queryFn: ({ signal }) => watchSession(auth, api.get('/api/staff/memory-counts', { schema: memoryCounts, signal })),
    refetchInterval: 60_000,
  });

/** How many shop orders are new (decision 0076). */
export const orderCountsQuery = (api: ApiClient, auth: AuthActorRef) =>
  queryOptions({
    queryKey: [...ordersKey, 'counts'],
    queryFn: ({ signal }) => watchSession(auth, api.get('/api/staff/order-counts', { schema: orderCounts, signal })),
    refetchInterval: 60_000,
  });

/** How many planning requests are new (decision 0064). */
export const requestCountsQuery = (api: ApiClient, auth: AuthActorRef) =>
  queryOptions({
    queryKey: ['staff', 'requests', 'counts'],
    queryFn: ({ signal }) =>
      watchSession(auth, api.get('/api/staff/request-counts', { schema: requestCounts, signal })),
    refetchInterval: 60_000,
  });
