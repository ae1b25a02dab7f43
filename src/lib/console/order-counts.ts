import { queryOptions } from '@tanstack/react-query';
import { orderCounts } from '#contract/staff-orders.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from './session-watch.ts';

/** The key every orders query is under: a change on the orders screens refreshes the count too. */
export const ordersKey = ['staff', 'orders'] as const;

/**
 * How many shop orders are new (decision 0076): the console's navigation shows it beside Orders on
 * every page, asked again each minute while the console is open.
 */
export const orderCountsQuery = (api: ApiClient, auth: AuthActorRef) =>
  queryOptions({
    queryKey: [...ordersKey, 'counts'],
    queryFn: ({ signal }) => watchSession(auth, api.get('/api/staff/order-counts', { schema: orderCounts, signal })),
    refetchInterval: 60_000,
  });
