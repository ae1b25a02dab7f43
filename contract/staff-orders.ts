import { z } from 'zod';
import { rowId, rowIdParam } from './ids.ts';
import { orderStatuses, orderStatusNames, type OrderStatus } from './order-statuses.ts';
import { pageOf, pagingQuery } from './paging.ts';
import { deliveryOption, productCategory } from './shop.ts';
import { multilineText } from './text.ts';

/*
 * The console's shop orders (decision 0076): every paid order of the company, per
 * location and per obituary (the service it is for), newest first; an order's page moves it new →
 * accepted → delivered, or cancels it with a refund (contract/order-statuses.ts). Reading and
 * moving orders needs `orders.work`; cancelling (it gives money back) needs `orders.refund`.
 */

export const orderStatus = z.enum(orderStatuses);
export { orderStatuses, orderStatusNames, type OrderStatus };

/** The most a refund may name: far above any order (10 × the dearest product); the server checks what was paid. */
export const REFUND_CENTS_MAX = 10_000_000;
export const CANCEL_REASON_MAX = 500;

/** GET /api/staff/orders: newest first. */
export const ordersQuery = pagingQuery.extend({
  locationId: rowIdParam().optional(),
  obituaryId: rowIdParam().optional(),
  status: orderStatus.optional(),
});
export type OrdersQuery = z.infer<typeof ordersQuery>;

const cents = z.number().int().min(0);

export const staffOrderSummary = z.object({
  id: rowId(),
  /** The reference the purchaser's mail and thanks page show. */
  publicId: z.string(),
  status: orderStatus,
  placedAt: z.string(),
  obituaryId: rowId(),
  deceasedName: z.string(),
  locationId: rowId(),
  locationName: z.string(),
  productName: z.string(),
  category: productCategory,
  quantity: z.number().int(),
  totalCents: cents,
  purchaserName: z.string(),
  /** Where it goes, with the event's place and time and its delivery cut-off. */
  delivery: deliveryOption,
  cardMessage: z.string(),
});
export type StaffOrderSummary = z.infer<typeof staffOrderSummary>;

export const staffOrdersPage = pageOf(staffOrderSummary).extend({
  /** Orders of the company still new, whatever the filters: the console's count. */
  newCount: z.number().int(),
});
export type StaffOrdersPage = z.infer<typeof staffOrdersPage>;

/** GET /api/staff/order-counts. */
export const orderCounts = z.object({ new: z.number().int() });
export type OrderCounts = z.infer<typeof orderCounts>;

export const orderHistoryEntry = z.object({
  status: orderStatus,
  at: z.string(),
  /** The staff member's name; "" for the order itself (placed on the website). */
  by: z.string(),
  reason: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntry>;

export const staffOrderDetail = staffOrderSummary.extend({
  unitPriceCents: cents,
  deliveryFeeCents: cents,
  purchaserEmail: z.string(),
  purchaserPhone: z.string(),
  /** Which provider took the payment, and its reference. */
  paymentProvider: z.string(),
  paymentReference: z.string().nullable(),
  /** What was given back (0 when nothing), its reference at the provider and when. */
  refundedCents: cents,
  refundReference: z.string().nullable(),
  refundedAt: z.string().nullable(),
  history: z.array(orderHistoryEntry),
  /** The actions its status takes now (contract/order-statuses.ts). */
  can: z.object({ accept: z.boolean(), deliver: z.boolean(), cancel: z.boolean() }),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetail>;

export const staffOrderParams = z.object({ id: rowIdParam() });

/** POST /api/staff/orders/{id}/events: the moves that give no money back. */
export const orderEventBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('accept') }),
  z.object({ type: z.literal('deliver') }),
]);
export type OrderEventBody = z.infer<typeof orderEventBody>;

/** POST /api/staff/orders/{id}/cancel: why, and what to give back. */
export const orderCancelBody = z.object({
  reason: multilineText().trim().min(1).max(CANCEL_REASON_MAX),
  /** What to give back, in cents: at most what was paid (checked by the server); 0 gives nothing back. */
  refundCents: z.number().int().min(0).max(REFUND_CENTS_MAX),
});
export type OrderCancelBody = z.infer<typeof orderCancelBody>;

export const staffOrderMessages = {
  refundTooLarge: (paid: string) => `A refund cannot be more than the ${paid} paid.`,
  refundFailed: 'The refund could not be made, so the order is not cancelled. Please try again.',
} as const;

/** GET /api/family/cases/{caseId}/shop-orders: who sent what, with the card messages. */
export const familyShopOrder = z.object({
  publicId: z.string(),
  placedAt: z.string(),
  purchaserName: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  cardMessage: z.string(),
  delivery: deliveryOption,
  status: orderStatus,
});
export type FamilyShopOrder = z.infer<typeof familyShopOrder>;
export const familyShopOrders = z.object({ items: z.array(familyShopOrder) });
export type FamilyShopOrders = z.infer<typeof familyShopOrders>;
