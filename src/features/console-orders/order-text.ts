import { eventTimeText } from '#contract/time-text.ts';
import { deliveryText } from '#contract/shop-text.ts';
import type { StaffOrderSummary } from '#contract/staff-orders.ts';

/** "2 × White lily arrangement". */
export const orderTitle = (order: Pick<StaffOrderSummary, 'quantity' | 'productName'>) =>
  `${order.quantity} × ${order.productName}`;

/** Where it goes, as the shop says it. */
export const orderDelivery = (order: Pick<StaffOrderSummary, 'delivery'>) => deliveryText(order.delivery);

/** "Order by Wednesday, November 25, 11:00 AM PST" for an event; null for the family (no cut-off). */
export const orderCutoff = (order: Pick<StaffOrderSummary, 'delivery'>): string | null =>
  order.delivery.kind === 'event' ? `Cut-off ${eventTimeText(order.delivery.cutoffAt, order.delivery.timeZone)}` : null;
