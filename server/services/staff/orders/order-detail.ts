import { and, asc, eq } from 'drizzle-orm';
import { orderActionsFrom } from '#contract/order-statuses.ts';
import type { OrderHistoryEntry, StaffOrderDetail } from '#contract/staff-orders.ts';
import { orderEvents, orders, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { selectOrders, toStaffOrderSummary } from './order-rows.ts';

/** GET /api/staff/orders/{id}: the order, who paid and how, its refund, its history and what it takes now. */
export async function orderDetail(scope: TenantScope, id: number): Promise<StaffOrderDetail | null> {
  const [row] = await selectOrders(scope, eq(orders.id, id)).limit(1);
  if (!row) return null;
  const events = await scope
    .select({ status: orderEvents.status, at: orderEvents.at, reason: orderEvents.reason, by: users.name })
    .from(orderEvents, eq(orderEvents.orderId, id))
    .leftJoin(users, and(eq(users.id, orderEvents.byUserId), scope.owns(users)))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  const { order } = row;
  const placed: OrderHistoryEntry = {
    status: 'new',
    at: (order.paidAt ?? order.createdAt).toISOString(),
    by: '',
    reason: null,
  };
  const actions = orderActionsFrom(order.fulfilment);
  return {
    ...toStaffOrderSummary(row),
    unitPriceCents: order.unitPriceCents,
    deliveryFeeCents: order.deliveryFeeCents,
    purchaserEmail: order.purchaserEmail,
    purchaserPhone: order.purchaserPhone,
    paymentProvider: order.paymentProvider,
    paymentReference: order.paymentReference,
    refundedCents: order.refundedCents,
    refundReference: order.refundReference,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    history: [
      placed,
      ...events.map((event) => ({
        status: event.status,
        at: event.at.toISOString(),
        by: event.by ?? 'A former staff member',
        reason: event.reason,
      })),
    ],
    can: {
      accept: actions.includes('accept'),
      deliver: actions.includes('deliver'),
      cancel: actions.includes('cancel'),
    },
  };
}
