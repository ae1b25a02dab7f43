import { and, desc, eq } from 'drizzle-orm';
import type { OrderCounts, OrdersQuery, StaffOrdersPage } from '#contract/staff-orders.ts';
import { orders } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { isPaid, selectOrders, toStaffOrderSummary } from './order-rows.ts';

/*
 * GET /api/staff/orders (decision 0076): the company's paid orders newest first, filtered by
 * location, obituary (the service they are for) and status, paged; with the count of new ones.
 * Three queries whatever the page holds (the indexes orders_company_{location,obituary}_created_idx).
 */

const filtersOf = (query: OrdersQuery) =>
  and(
    query.locationId === undefined ? undefined : eq(orders.locationId, query.locationId),
    query.obituaryId === undefined ? undefined : eq(orders.obituaryId, query.obituaryId),
    query.status === undefined ? undefined : eq(orders.fulfilment, query.status),
  );

const isNew = and(isPaid, eq(orders.fulfilment, 'new'));

export async function listOrders(scope: TenantScope, query: OrdersQuery): Promise<StaffOrdersPage> {
  const where = filtersOf(query);
  const [rows, total, newCount] = await Promise.all([
    selectOrders(scope, where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    scope.count(orders, and(isPaid, where)),
    scope.count(orders, isNew),
  ]);
  return {
    items: rows.map(toStaffOrderSummary),
    page: query.page,
    pageSize: query.pageSize,
    total: Number(total),
    newCount: Number(newCount),
  };
}

/** The console's count: paid orders nobody has accepted yet. */
export async function orderCounts(scope: TenantScope): Promise<OrderCounts> {
  return { new: Number(await scope.count(orders, isNew)) };
}
