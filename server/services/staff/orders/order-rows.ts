import { and, eq, type SQL } from 'drizzle-orm';
import type { DeliveryOption } from '#contract/shop.ts';
import type { StaffOrderSummary } from '#contract/staff-orders.ts';
import { locations, obituaries, obituaryEvents, orders, products } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { eventOption } from '#server/services/shop/delivery-options.ts';
import { orderTotalCents } from '#server/services/shop/order-summary.ts';

/*
 * The console's orders as one select (decision 0076): the order with its obituary's name, its
 * location, its product's category and the event it goes to (left joined: an event removed since
 * reads as the family), each join limited to the company. Only paid orders are the funeral home's
 * work: a declined or unfinished checkout is no order here.
 */

export const isPaid = eq(orders.status, 'paid');

/** The event an order goes to, of its own obituary (left joined: an event removed since reads as the family). */
export const orderEventOf = (scope: TenantScope) =>
  and(
    eq(obituaryEvents.id, orders.eventId),
    eq(obituaryEvents.obituaryId, orders.obituaryId),
    scope.owns(obituaryEvents),
  );

export const selectOrders = (scope: TenantScope, where: SQL | undefined) =>
  scope
    .select({
      order: orders,
      deceasedName: obituaries.fullName,
      locationName: locations.name,
      category: products.category,
      event: obituaryEvents,
    })
    .from(orders, and(isPaid, where))
    .innerJoin(obituaries, and(eq(obituaries.id, orders.obituaryId), scope.owns(obituaries)))
    .innerJoin(locations, and(eq(locations.id, orders.locationId), scope.owns(locations)))
    .innerJoin(products, and(eq(products.id, orders.productId), scope.owns(products)))
    .leftJoin(obituaryEvents, orderEventOf(scope));

export type OrderJoinRow = Awaited<ReturnType<typeof selectOrders>>[number];

export const deliveryOfRow = (row: Pick<OrderJoinRow, 'order' | 'event'>): DeliveryOption =>
  row.order.deliveryKind === 'event' && row.event ? eventOption(row.event) : { kind: 'family' };

export function toStaffOrderSummary(row: OrderJoinRow): StaffOrderSummary {
  const { order } = row;
  return {
    id: order.id,
    publicId: order.publicId,
    status: order.fulfilment,
    placedAt: order.createdAt.toISOString(),
    obituaryId: order.obituaryId,
    deceasedName: row.deceasedName,
    locationId: order.locationId,
    locationName: row.locationName,
    productName: order.productName,
    category: row.category,
    quantity: order.quantity,
    totalCents: orderTotalCents(order),
    purchaserName: order.purchaserName,
    delivery: deliveryOfRow(row),
    cardMessage: order.cardMessage,
  };
}
