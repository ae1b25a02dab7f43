import { and, eq } from 'drizzle-orm';
import { nameSlug } from '#contract/name-fold.ts';
import { OBITUARY_SLUG_FALLBACK } from '#contract/obituary-path.ts';
import type { OrderPlaced } from '#contract/shop.ts';
import { locations, orders } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { enqueueMails } from '#server/mail/outbox.ts';
import type { PaymentProvider } from '#server/payments/payment-provider.ts';
import { chargeClaimed } from '#server/services/charge-claimed.ts';
import type { ChargeInFlight, FoundInFlight } from '#server/services/charges-in-flight.ts';
import { findIdempotentAnswer, settleIdempotentAnswer, type IdempotentOutcome } from '#server/services/idempotency.ts';
import { chargeOutcomeOf } from '#server/services/repeated-charge.ts';
import { companySiteUrl } from '#server/services/site-url.ts';
import { staffNotificationRecipients } from '#server/services/staff-notification-recipients.ts';
import { locationOrderMail } from './location-order-mail.ts';
import { orderConfirmationMail } from './order-mail.ts';
import { orderSummaryOf } from './order-summary.ts';
import type { MailingDeps } from '#server/services/mailing-deps.ts';

/*
 * The second and third steps of an order (place-order.ts has the first): charge the card the claim
 * names, and record what the processor answered. The same code runs for the buyer's own request and,
 * when that request died with its server, for whoever finds the charge still in flight
 * (charges-in-flight.ts, decision 0104): the processor's idempotency key makes both the same charge,
 * and only the first to turn the pending order paid mails anyone.
 */

export const SHOP_ORDER_SCOPE = 'shop.order';

/** What an order's charge in flight keeps beside the charge: what the thanks page and mails need. */
export interface OrderInFlight {
  orderPublicId: string;
  /** The buyer's access key (only its hash is on the order): answered to a retry, then forgotten. */
  accessKey: string;
  deceasedName: string;
}

/** What the key stores: the charge in flight, or the first request's final answer. */
export type StoredOrderAnswer =
  ChargeInFlight<OrderInFlight> | { state: 'declined' } | { state: 'paid'; placed: OrderPlaced };

export type OrderChargeOutcome =
  | { kind: 'not-found' }
  | { kind: 'key-reused' }
  | { kind: 'in-progress' }
  | { kind: 'declined' }
  | { kind: 'payment-failed' }
  | { kind: 'placed'; placed: OrderPlaced; replayed: boolean };

export const orderOutcomeOf = (outcome: IdempotentOutcome<StoredOrderAnswer>): OrderChargeOutcome =>
  chargeOutcomeOf(outcome, (body, replayed) => ({ kind: 'placed', placed: body.placed, replayed }));

export type OrderChargeDeps = MailingDeps;

/**
 * Charges the order in flight and records the answer. `found` a charge left behind (not the buyer's
 * own request): a processor that cannot be reached then leaves it in flight for the next look, rather
 * than forgetting a charge that may have been taken.
 */
export async function chargeOrder(
  deps: OrderChargeDeps,
  tenant: TenantScope,
  provider: PaymentProvider,
  { claim, inFlight }: Pick<FoundInFlight<OrderInFlight>, 'claim' | 'inFlight'>,
  found: boolean,
): Promise<OrderChargeOutcome> {
  const thisOrder = and(eq(orders.publicId, inFlight.orderPublicId), eq(orders.status, 'pending'));
  const charged = await chargeClaimed(tenant, provider, claim, inFlight.charge, {
    keepWhenUnreachable: found,
    drop: (tx) => tx.delete(orders, thisOrder),
    decline: (tx, reference) => tx.update(orders, { status: 'declined', paymentReference: reference }, thisOrder),
  });
  if (charged.kind === 'kept') return { kind: 'in-progress' };
  if (charged.kind !== 'charged') return charged;

  const paidAt = deps.clock.now();
  const [order] = await tenant.selectAll(orders, eq(orders.publicId, inFlight.orderPublicId));
  if (!order) return { kind: 'not-found' };
  const summary = await orderSummaryOf(tenant, { ...order, status: 'paid', paidAt }, inFlight.deceasedName);
  const placed: OrderPlaced = { order: summary, accessKey: inFlight.accessKey };
  const [[company, siteUrl], [location]] = await Promise.all([
    Promise.all([tenant.company(), companySiteUrl(tenant)]),
    tenant.selectAll(locations, eq(locations.id, order.locationId)).limit(1),
  ]);
  const staffRecipients = await staffNotificationRecipients(tenant, location?.email);
  const turned = await tenant.transaction(async (tx) => {
    // Only the first of the buyer's request and a reconciler turns it paid, mails, and settles the key.
    const [paid] = await tx
      .update(orders, { status: 'paid', paymentReference: charged.reference, paidAt }, thisOrder)
      .returning({ id: orders.id });
    if (!paid) return false;
    await enqueueMails(tx, [
      orderConfirmationMail({
        companyName: company?.name ?? '',
        companyPhone: company?.phoneNumber ?? '',
        siteUrl,
        to: order.purchaserEmail,
        obituary: { id: order.obituaryId, nameSlug: nameSlug(inFlight.deceasedName, OBITUARY_SLUG_FALLBACK) },
        order: summary,
        accessKey: inFlight.accessKey,
      }),
      // The funeral home hears of it at once: the location that delivers it, else whoever is told in
      // its place (the notification address, else the owners: decision 0100).
      ...staffRecipients.map((to) =>
        locationOrderMail({
          companyName: company?.name ?? '',
          to,
          locationName: location?.name ?? '',
          order: summary,
          purchaserEmail: order.purchaserEmail,
          purchaserPhone: order.purchaserPhone,
        }),
      ),
    ]);
    await settleIdempotentAnswer<StoredOrderAnswer>(tx, claim, { status: 201, body: { state: 'paid', placed } });
    return true;
  });
  if (turned) {
    deps.mail.kick();
    return { kind: 'placed', placed, replayed: false };
  }
  const settled = await findIdempotentAnswer<StoredOrderAnswer>(tenant, claim, deps.clock.now());
  return settled ? orderOutcomeOf(settled) : { kind: 'not-found' };
}
