import { and, eq, isNull } from 'drizzle-orm';
import { orderRefusedMessage, orderStep, type OrderAction, type OrderStatus } from '#contract/order-statuses.ts';
import { formatMoney } from '#contract/money.ts';
import { staffOrderMessages, type OrderCancelBody } from '#contract/staff-orders.ts';
import { orderEvents, orders } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { PaymentProvider } from '#server/payments/payment-provider.ts';
import { orderTotalCents, type OrderRow } from '#server/services/shop/order-summary.ts';
import { isPaid } from './order-rows.ts';

/*
 * What staff did with an order (POST /api/staff/orders/{id}/events and /cancel, decision 0076). The rule of
 * contract/order-statuses.ts says whether the stored status takes the action; the row changes only
 * if nobody changed it meanwhile (its status is part of the update's condition), and order_events
 * keeps who and when. Cancelling gives back what staff name, never more than was paid, once:
 * 1. the cancellation is recorded (one transaction), so a second cancel is refused as cancelled;
 * 2. the refund goes through the PaymentProvider outside any transaction (DESIGN §6), keyed by the
 *    order, so even a retry after a lost answer is the same refund at the processor;
 * 3. the refund is recorded on the order; when it failed, step 1 is undone and staff may try again.
 */

export type OrderChange =
  | { kind: 'changed' }
  | { kind: 'not-found' }
  | { kind: 'refused'; message: string }
  | { kind: 'invalid'; path: string; message: string }
  | { kind: 'refund-failed' };

export interface OrderEventDeps {
  /** Null: no card processor on this server; an order's card refund then fails. */
  payments: PaymentProvider | null;
}

interface By {
  userId: number;
  at: Date;
}

const findPaidOrder = async (scope: TenantScope, id: number): Promise<OrderRow | null> =>
  (await scope.selectAll(orders, and(isPaid, eq(orders.id, id))).limit(1))[0] ?? null;

/** Moves the order from `from` to `to` if it is still at `from`; false when someone moved it first. */
async function move(
  tx: TenantScope,
  order: OrderRow,
  to: OrderStatus,
  by: By,
  reason: string | null = null,
): Promise<number | null> {
  const moved = await tx
    .update(
      orders,
      { fulfilment: to },
      and(eq(orders.id, order.id), eq(orders.fulfilment, order.fulfilment), isNull(orders.refundReference)),
    )
    .returning({ id: orders.id });
  if (moved.length === 0) return null;
  const [event] = await tx
    .insert(orderEvents, { orderId: order.id, status: to, reason, byUserId: by.userId, at: by.at })
    .returning({ id: orderEvents.id });
  return event!.id;
}

/** The refusal as the order stands now (after someone else moved it, in its new status). */
async function refusal(scope: TenantScope, order: OrderRow, action: OrderAction): Promise<OrderChange> {
  const now = (await findPaidOrder(scope, order.id)) ?? order;
  return { kind: 'refused', message: orderRefusedMessage(now.fulfilment, action) };
}

/** The order and where `action` takes it, or why not. */
async function stepOf(
  scope: TenantScope,
  id: number,
  action: OrderAction,
): Promise<{ order: OrderRow; to: OrderStatus } | OrderChange> {
  const order = await findPaidOrder(scope, id);
  if (!order) return { kind: 'not-found' };
  const to = orderStep(order.fulfilment, action);
  return to ? { order, to } : { kind: 'refused', message: orderRefusedMessage(order.fulfilment, action) };
}

/** Accept an order, or mark it delivered. */
export async function applyOrderEvent(
  scope: TenantScope,
  id: number,
  action: Exclude<OrderAction, 'cancel'>,
  by: By,
): Promise<OrderChange> {
  const step = await stepOf(scope, id, action);
  if ('kind' in step) return step;
  const moved = await scope.transaction((tx) => move(tx, step.order, step.to, by));
  return moved === null ? refusal(scope, step.order, action) : { kind: 'changed' };
}

/** Cancel an order, giving back `refundCents` of what was paid. */
export async function cancelOrder(
  deps: OrderEventDeps,
  scope: TenantScope,
  id: number,
  body: OrderCancelBody,
  by: By,
): Promise<OrderChange> {
  const step = await stepOf(scope, id, 'cancel');
  if ('kind' in step) return step;
  const { order, to } = step;
  const paid = orderTotalCents(order);
  if (body.refundCents > paid) {
    return { kind: 'invalid', path: 'refundCents', message: staffOrderMessages.refundTooLarge(formatMoney(paid)) };
  }
  const eventId = await scope.transaction((tx) => move(tx, order, to, by, body.reason));
  if (eventId === null) return refusal(scope, order, 'cancel');
  if (body.refundCents === 0) return { kind: 'changed' };

  const refunded =
    order.paymentReference && deps.payments && order.paymentProvider === deps.payments.name
      ? await deps.payments.refund({
          chargeReference: order.paymentReference,
          amountCents: body.refundCents,
          idempotencyKey: `order-refund:${scope.companyId}:${order.publicId}`,
          metadata: { orderPublicId: order.publicId, companyId: String(scope.companyId) },
        })
      : ({ kind: 'failed', reason: `charged by ${order.paymentProvider}` } as const);

  const thisOrder = eq(orders.id, order.id);
  if (refunded.kind === 'refunded') {
    await scope.update(
      orders,
      { refundedCents: body.refundCents, refundReference: refunded.reference, refundedAt: by.at },
      thisOrder,
    );
    return { kind: 'changed' };
  }
  // Nothing went back: the order is as it was, and the same cancel can be tried again.
  await scope.transaction(async (tx) => {
    await tx.update(orders, { fulfilment: order.fulfilment }, and(thisOrder, eq(orders.fulfilment, 'cancelled')));
    await tx.delete(orderEvents, eq(orderEvents.id, eventId));
  });
  return { kind: 'refund-failed' };
}
