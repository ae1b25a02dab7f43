import type { DeliveryOption, OrderSummary } from '#contract/shop.ts';
import { sql } from 'drizzle-orm';
import { orders } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { eventOption, findObituaryEvent } from './delivery-options.ts';

export type OrderRow = typeof orders.$inferSelect;

/** What an order cost its buyer: the products and the delivery. */
export const orderTotalCents = (order: Pick<OrderRow, 'quantity' | 'unitPriceCents' | 'deliveryFeeCents'>): number =>
  order.quantity * order.unitPriceCents + order.deliveryFeeCents;

/** orderTotalCents in SQL, for the shop's report to add up (decision 0126; its test holds the two alike). */
export const orderTotalSql = sql<number>`(${orders.quantity} * ${orders.unitPriceCents} + ${orders.deliveryFeeCents})`;

/** Where the order goes, as its summary names it (an event removed since reads as the family). */
async function deliveryOf(scope: TenantScope, order: OrderRow): Promise<DeliveryOption> {
  if (order.deliveryKind === 'event' && order.eventId !== null) {
    const event = await findObituaryEvent(scope, order.obituaryId, order.eventId);
    if (event) return eventOption(event);
  }
  return { kind: 'family' };
}

/** The order as the thanks page and the mail show it: what was bought, for whom, where it goes. */
export async function orderSummaryOf(scope: TenantScope, order: OrderRow, deceasedName: string): Promise<OrderSummary> {
  return {
    publicId: order.publicId,
    obituaryId: order.obituaryId,
    deceasedName,
    productName: order.productName,
    quantity: order.quantity,
    unitPriceCents: order.unitPriceCents,
    deliveryFeeCents: order.deliveryFeeCents,
    totalCents: orderTotalCents(order),
    delivery: await deliveryOf(scope, order),
    cardMessage: order.cardMessage,
    purchaserName: order.purchaserName,
    placedAt: order.createdAt.toISOString(),
  };
}
