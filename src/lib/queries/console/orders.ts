import { queryOptions } from '@tanstack/react-query';
import { staffOrderDetail, staffOrdersPage, type OrdersQuery } from '#contract/staff-orders.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/* The orders screens' reads (decision 0076): a page of the list and one order, each watched for the session. */

/** The key every orders query is under: a change on the orders screens refreshes the count too. */
export const ordersKey = ['staff', 'orders'] as const;

export const ORDERS_PAGE_SIZE = 20;

export type OrdersSearch = Pick<OrdersQuery, 'locationId' | 'obituaryId' | 'status'> & { page?: number };

export const ordersQuery = (api: ApiClient, auth: AuthActorRef, search: OrdersSearch) =>
  queryOptions({
    queryKey: [...ordersKey, 'list', search],
    queryFn: ({ signal }) =>
      watchSession(
        auth,
        api.get('/api/staff/orders', {
          query: { ...search, page: search.page ?? 1, pageSize: ORDERS_PAGE_SIZE },
          schema: staffOrdersPage,
          signal,
        }),
      ),
  });

export const orderQuery = (api: ApiClient, auth: AuthActorRef, id: number) =>
  queryOptions({
    queryKey: [...ordersKey, 'one', id],
    queryFn: ({ signal }) =>
      watchSession(auth, api.get(`/api/staff/orders/${id}`, { schema: staffOrderDetail, signal })),
  });
