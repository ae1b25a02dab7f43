import type { ApiIssue } from '#contract/errors.ts';
import { shopMessages, type OrderPlaced, type OrderRequest } from '#contract/shop.ts';
import { CURRENCY } from '#contract/money.ts';
import type { Clock } from '#server/clock.ts';
import { orders } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { MailDelivery } from '#server/mail/outbox.ts';
import { fingerprintOf, runIdempotent, type IdempotencyClaim } from '#server/services/idempotency.ts';
import { answerRepeatedCharge, type RepeatedChargeDeps } from '#server/services/repeated-charge.ts';
import { cardPaymentsOf } from '#server/services/payment-connection.ts';
import { findPublishedObituary } from '#server/services/obituaries/published-obituary.ts';
import { isCategoryOffered, notOfferedMessage } from '#contract/shop-categories.ts';
import { consumeLimits } from '#server/services/rate-limit.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { deliveryFeeFor, findActiveProduct, type ProductRow } from './catalogue.ts';
import { findObituaryEvent } from './delivery-options.ts';
import { hashAccessKey, newAccessKey, newOrderPublicId } from './order-keys.ts';
import { orderTotalCents } from './order-summary.ts';
import {
  chargeOrder,
  orderOutcomeOf,
  SHOP_ORDER_SCOPE,
  type OrderInFlight,
  type StoredOrderAnswer,
} from './order-charge.ts';

export { SHOP_ORDER_SCOPE };

/** `payments` null: no card processor on this server, and no shop (decision 0101). */
export interface ShopDeps extends RepeatedChargeDeps {
  mail: MailDelivery;
  clock: Clock;
}

export type PlaceOrderOutcome =
  | { kind: 'not-found' }
  | { kind: 'invalid'; issues: ApiIssue[] }
  /** The Idempotency-Key was used before for a different order. */
  | { kind: 'key-reused' }
  /** The first request with this key is still charging the card. */
  | { kind: 'in-progress' }
  | { kind: 'throttled'; retryAfterSeconds: number }
  /** The card was refused: the order is kept as declined, nothing was taken. */
  | { kind: 'declined' }
  /** The processor failed: no order is kept, the key is free for a retry. */
  | { kind: 'payment-failed' }
  | { kind: 'placed'; placed: OrderPlaced; replayed: boolean };

const issue = (path: string, message: string): { kind: 'invalid'; issues: ApiIssue[] } => ({
  kind: 'invalid',
  issues: [{ path, message }],
});

/**
 * The delivery is possible now: an event of this obituary before its cut-off, or the family. Gives
 * the location that sees the order through (decision 0076): the event's when it is one of the
 * company's locations, else the case's.
 */
async function checkDelivery(
  tenant: TenantScope,
  obituary: { id: number; locationId: number },
  product: ProductRow,
  delivery: OrderRequest['delivery'],
  now: Date,
): Promise<{ issues: ApiIssue[] } | { locationId: number }> {
  if (delivery.kind === 'family') return { locationId: obituary.locationId };
  const event = product.deliversToEvents ? await findObituaryEvent(tenant, obituary.id, delivery.eventId) : null;
  // A private event is not offered, so an order cannot name it either.
  if (!event || event.private) return { issues: [{ path: 'delivery', message: shopMessages.deliveryUnavailable }] };
  if (!event.deliveryCutoffAt || event.deliveryCutoffAt <= now) {
    return { issues: [{ path: 'delivery', message: shopMessages.deliveryClosed }] };
  }
  return { locationId: event.locationId ?? obituary.locationId };
}

/**
 * POST /api/web/obituaries/{id}/shop/orders (decisions 0033, 0034). The server prices the order
 * from its catalogue and checks the delivery again (a cut-off may have passed since the page
 * loaded). Then three steps, the payment outside any transaction (DESIGN §6):
 * 1. claim the Idempotency-Key and store the order as pending (one transaction);
 * 2. charge the card through the PaymentProvider, keyed by the company and the Idempotency-Key;
 * 3. record the outcome (one transaction): paid, with the confirmation mail and the delivering
 *    location's notice in the outbox (decision 0076); declined,
 *    kept as declined; or, when the processor failed, the pending order and the key removed so a
 *    retry runs again (the processor's own idempotency makes that retry the same charge).
 * A repeat of the key answers as the first did, or 409 while the first is still charging.
 */
export async function placeOrder(
  deps: ShopDeps,
  tenant: TenantScope,
  obituaryId: number,
  request: OrderRequest,
  idempotencyKey: string,
  /** The client's address group: checkout attempts are limited per address (card testing). */
  clientAddress: string,
): Promise<PlaceOrderOutcome> {
  const now = deps.clock.now();
  const claim: IdempotencyClaim = {
    scope: SHOP_ORDER_SCOPE,
    key: idempotencyKey,
    fingerprint: fingerprintOf({ obituaryId, request }),
  };
  const again = await answerRepeatedCharge<StoredOrderAnswer, OrderInFlight, PlaceOrderOutcome>(
    deps,
    tenant,
    claim,
    now,
    orderOutcomeOf,
    (provider, found) => chargeOrder(deps, tenant, provider, found, true),
  );
  if (again) return again;

  const [obituary, cards] = await Promise.all([
    findPublishedObituary(tenant, obituaryId),
    cardPaymentsOf(tenant, deps.payments),
  ]);
  // A shop the funeral home closed, or one that cannot take cards, takes no order (the thanks page
  // of an earlier one still answers).
  if (!obituary?.shop || !cards.on) return { kind: 'not-found' };
  const product = await findActiveProduct(tenant, request.productId);
  if (!product) return issue('productId', shopMessages.productGone);
  // The family asks for donations instead (decision 0082): a shop page left open still sends no flowers.
  if (!isCategoryOffered(product.category, obituary.noFlowers)) return issue('productId', notOfferedMessage);
  const delivery = await checkDelivery(tenant, obituary, product, request.delivery, now);
  if ('issues' in delivery) return { kind: 'invalid', issues: delivery.issues };

  const limited = await consumeLimits(
    tenant,
    [{ rule: rateLimits.shopCheckoutPerAddress, subject: clientAddress }],
    now,
  );
  if (!limited.allowed) return { kind: 'throttled', retryAfterSeconds: limited.retryAfterSeconds };

  const publicId = newOrderPublicId();
  const accessKey = newAccessKey();
  const values = {
    publicId,
    accessKeyHash: hashAccessKey(accessKey),
    obituaryId,
    productId: product.id,
    productName: product.name,
    quantity: request.quantity,
    unitPriceCents: product.priceCents,
    deliveryFeeCents: deliveryFeeFor(product.category),
    purchaserName: request.purchaserName,
    purchaserEmail: request.purchaserEmail,
    purchaserPhone: request.purchaserPhone,
    deliveryKind: request.delivery.kind,
    eventId: request.delivery.kind === 'event' ? request.delivery.eventId : null,
    cardMessage: request.cardMessage,
    status: 'pending' as const,
    paymentProvider: cards.provider.name,
    locationId: delivery.locationId,
    createdAt: now,
  };
  const inFlight = {
    provider: cards.provider.name,
    charge: {
      amountCents: orderTotalCents(values),
      currency: CURRENCY,
      token: request.paymentToken,
      idempotencyKey: `order:${tenant.companyId}:${idempotencyKey}`,
      description: `${product.name} in memory of ${obituary.fullName}`,
      metadata: { orderPublicId: publicId, companyId: String(tenant.companyId) },
      destinationAccount: cards.destination,
    },
    orderPublicId: publicId,
    accessKey,
    deceasedName: obituary.fullName,
  };
  const claimed = await runIdempotent<StoredOrderAnswer>(tenant, claim, now, async (tx) => {
    await tx.insert(orders, values);
    // What a reconciler needs if this request dies before the processor's answer is recorded (0104).
    return { status: 202, body: { state: 'charging', inFlight } };
  });
  // Another request with this key got there first (between the look-up above and the claim).
  if (claimed.kind === 'mismatch' || claimed.replayed) return orderOutcomeOf(claimed);
  return chargeOrder(deps, tenant, cards.provider, { claim, inFlight }, false);
}
