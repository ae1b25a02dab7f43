import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { OrderCounts, OrdersQuery, StaffOrdersPage } from '#contract/staff-orders.ts';
import { orders, orderTallies } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { tallySum } from '../tally-sum.ts';
import { isPaid, selectOrders, toStaffOrderSummary } from './order-rows.ts';

/*
 * GET /api/staff/orders (decision 0076): the company's paid orders newest first, filtered by
 * location, obituary (the service they are for) and status, paged; with the count of new ones.
 * The page's rows through the indexes orders_company_{location,obituary}_created_idx; its total and
 * the new count from the tallies the database keeps (a few rows per location, decision 0083)
 * instead of counting orders, except for one obituary's orders, which its index counts at once.
 */

const filtersOf = (query: OrdersQuery) =>
  and(
    query.locationId === undefined ? undefined : eq(orders.locationId, query.locationId),
    query.obituaryId === undefined ? undefined : eq(orders.obituaryId, query.obituaryId),
    query.status === undefined ? undefined : eq(orders.fulfilment, query.status),
  );

/** Sum of the tallies' orders where `condition` holds (all of them without one). */
const ordersWhere = (condition: SQL | undefined) => tallySum(orderTallies.orders, condition);

const newOrders = ordersWhere(eq(orderTallies.fulfilment, 'new'));

export async function listOrders(scope: TenantScope, query: OrdersQuery): Promise<StaffOrdersPage> {
  const where = filtersOf(query);
  const talliedTotal = ordersWhere(
    and(
      query.locationId === undefined ? undefined : eq(orderTallies.locationId, query.locationId),
      query.status === undefined ? undefined : eq(orderTallies.fulfilment, query.status),
    ),
  );
  const [rows, [counts], obituaryTotal] = await Promise.all([
    selectOrders(scope, where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    scope.select({ total: talliedTotal, new: newOrders }).from(orderTallies),
    query.obituaryId === undefined ? undefined : scope.count(orders, and(isPaid, where)),
  ]);
  return {
    items: rows.map(toStaffOrderSummary),
    page: query.page,
    pageSize: query.pageSize,
    total: obituaryTotal ?? counts?.total ?? 0,
    newCount: counts?.new ?? 0,
  };
}

/** The console's count: paid orders nobody has accepted yet. */
export async function orderCounts(scope: TenantScope): Promise<OrderCounts> {
  const [row] = await scope.select({ new: newOrders }).from(orderTallies);
  return { new: row?.new ?? 0 };
}
