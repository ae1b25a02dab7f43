import { and, eq } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import { casePayments, paymentConnections, paymentEvents } from '#server/db/schema.ts';
import type { PaymentEventScopes } from '#server/db/payment-event-scopes.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { MailDelivery } from '#server/mail/outbox.ts';
import type { ProcessorEvent } from '#server/payments/stripe-webhook-events.ts';
import { CASE_PAYMENT_SCOPE, settleCardPaymentPaid } from '#server/services/family/card-payment-paid.ts';
import { settleIdempotentAnswer } from '#server/services/idempotency.ts';
import type { PaymentProvider } from '#server/payments/payment-provider.ts';
import { chargesInFlight } from '#server/services/charges-in-flight.ts';
import { chargeOrder, SHOP_ORDER_SCOPE, type OrderInFlight } from '#server/services/shop/order-charge.ts';

/*
 * What a verified webhook event of the card processor changes (decision 0081).
 * Each event is applied once whatever the number of deliveries: its id is inserted in payment_events
 * first, in the transaction that applies it, so a second delivery (or two at once) finds it and
 * changes nothing. Handled:
 * - payment_intent.succeeded: a family's card payment is paid (when the charge's own answer was lost);
 * - payment_intent.payment_failed: a payment still pending is declined;
 *   both only when the intent's connected account (the event's own, or the charge's destination) is the
 *   account of the company its metadata names, and the amount is the pending payment's: a
 *   connected account signing events about another company's case, or a smaller charge naming a larger
 *   payment, changes nothing, and the log says why;
 * - account.updated: the company's connected account is ready once Stripe enables its charges.
 * - payment_intent.succeeded of a shop order still in flight: asked again and settled (decision 0104);
 *   one its checkout already settled is acknowledged and ignored.
 * Anything else is acknowledged and ignored, so Stripe stops sending it.
 */

export interface PaymentEventDeps {
  clock: Clock;
  mail: MailDelivery;
  scopes: PaymentEventScopes;
  /** The provider whose webhook this is ('stripe'). */
  provider: string;
  /** The server's card processor: a shop order's charge in flight is asked of it again (decision 0104). */
  payments: PaymentProvider | null;
}

export type EventOutcome = { kind: 'applied' } | { kind: 'replayed' } | { kind: 'ignored'; why: string };

const ignored = (why: string): EventOutcome => ({ kind: 'ignored', why });

const rowId = (value: unknown): number | null =>
  typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;

/** The case payment a PaymentIntent was made for (our metadata, decision 0081), or null. */
function casePaymentOf(object: Record<string, unknown>) {
  const metadata = (object.metadata ?? {}) as Record<string, unknown>;
  const companyId = rowId(metadata.companyId);
  const caseId = rowId(metadata.caseId);
  const paymentId = rowId(metadata.paymentId);
  const reference = typeof object.id === 'string' ? object.id : null;
  if (companyId === null || caseId === null || paymentId === null || reference === null) return null;
  const received = object.amount_received ?? object.amount;
  const amountCents = typeof received === 'number' && Number.isInteger(received) && received > 0 ? received : null;
  return { companyId, caseId, paymentId, reference, amountCents };
}

/** The shop order a PaymentIntent was made for (our metadata: place-order.ts), or null. */
function orderPaymentOf(object: Record<string, unknown>) {
  const metadata = (object.metadata ?? {}) as Record<string, unknown>;
  const companyId = rowId(metadata.companyId);
  const orderPublicId = typeof metadata.orderPublicId === 'string' ? metadata.orderPublicId : null;
  const received = object.amount_received ?? object.amount;
  const amountCents = typeof received === 'number' && Number.isInteger(received) && received > 0 ? received : null;
  if (companyId === null || orderPublicId === null || amountCents === null) return null;
  return { companyId, orderPublicId, amountCents };
}

/**
 * payment_intent.succeeded for a shop order whose charge is still in flight (its request died: decision
 * 0104): the charge is asked of the processor again with its own key and the order settled, mailed once.
 */
async function applyOrderPayment(
  deps: PaymentEventDeps,
  event: ProcessorEvent,
  order: NonNullable<ReturnType<typeof orderPaymentOf>>,
): Promise<EventOutcome> {
  const scope = await deps.scopes.company(order.companyId);
  if (!scope) return ignored('names no company of ours');
  const account = connectedAccountOf(event);
  if (!account || (await connectedAccountIdOf(scope, deps.provider)) !== account)
    return ignored("not the named company's connected account");
  const now = deps.clock.now();
  const found = (await chargesInFlight<OrderInFlight>(scope, [SHOP_ORDER_SCOPE], now, 0)).find(
    (candidate) => candidate.inFlight.orderPublicId === order.orderPublicId,
  );
  // Already settled by the buyer's own request (the usual case), or never ours.
  if (!found) return ignored('no order of ours waiting for it');
  if (found.inFlight.charge.amountCents !== order.amountCents) return ignored("amount is not the order's");
  if (!deps.payments || deps.payments.name !== found.inFlight.provider) return ignored('charged by another processor');
  const outcome = await chargeOrder(deps, scope, deps.payments, found, true);
  return outcome.kind === 'in-progress' ? ignored('the processor could not be asked') : { kind: 'applied' };
}

async function connectedAccountIdOf(scope: TenantScope, provider: string): Promise<string | undefined> {
  const [connection] = await scope
    .select({ accountId: paymentConnections.accountId })
    .from(paymentConnections, eq(paymentConnections.provider, provider))
    .limit(1);
  return connection?.accountId;
}

/** Whose money it is: the connected account the event came from, else the destination charge's account. */
function connectedAccountOf(event: ProcessorEvent): string | null {
  if (event.account) return event.account;
  const transfer = event.object.transfer_data;
  const destination =
    transfer && typeof transfer === 'object' ? (transfer as Record<string, unknown>).destination : undefined;
  return typeof destination === 'string' ? destination : null;
}

/** Why an event about a case payment may not touch it; null when it may. */
async function refusalOf(
  scope: TenantScope,
  provider: string,
  event: ProcessorEvent,
  payment: { caseId: number; paymentId: number; amountCents: number | null },
): Promise<string | null> {
  const account = connectedAccountOf(event);
  if (!account) return 'no connected account';
  if ((await connectedAccountIdOf(scope, provider)) !== account) return "not the named company's connected account";
  const [row] = await scope
    .select({ amountCents: casePayments.amountCents, status: casePayments.status })
    .from(casePayments, and(eq(casePayments.caseId, payment.caseId), eq(casePayments.id, payment.paymentId)));
  if (!row) return 'no such payment of the case';
  if (event.type === 'payment_intent.succeeded' && row.amountCents !== payment.amountCents)
    return "amount is not the payment's";
  return null;
}

/** Inserts the event's id first; false when it was applied before. */
async function claimEvent(tx: TenantScope, event: ProcessorEvent, now: Date): Promise<boolean> {
  const [claimed] = await tx
    .insert(paymentEvents, { eventId: event.id, type: event.type, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return claimed !== undefined;
}

export async function applyPaymentEvent(deps: PaymentEventDeps, event: ProcessorEvent): Promise<EventOutcome> {
  const now = deps.clock.now();
  const once = async (scope: TenantScope, effect: (tx: TenantScope) => Promise<unknown>) => {
    const outcome = await scope.transaction(async (tx): Promise<EventOutcome> => {
      if (!(await claimEvent(tx, event, now))) return { kind: 'replayed' };
      await effect(tx);
      return { kind: 'applied' };
    });
    if (outcome.kind === 'applied') deps.mail.kick();
    return outcome;
  };

  const order = event.type === 'payment_intent.succeeded' ? orderPaymentOf(event.object) : null;
  if (order) return applyOrderPayment(deps, event, order);

  if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
    const payment = casePaymentOf(event.object);
    const scope = payment && (await deps.scopes.company(payment.companyId));
    if (!payment || !scope) return ignored('names no case payment of ours');
    const refusal = await refusalOf(scope, deps.provider, event, payment);
    if (refusal) return ignored(refusal);
    if (event.type === 'payment_intent.payment_failed') {
      const pending = and(
        eq(casePayments.caseId, payment.caseId),
        eq(casePayments.id, payment.paymentId),
        eq(casePayments.status, 'pending'),
      );
      return once(scope, async (tx) => {
        const [declined] = await tx
          .update(casePayments, { status: 'declined', providerReference: payment.reference }, pending)
          .returning({ key: casePayments.idempotencyKey });
        if (declined)
          await settleIdempotentAnswer(
            tx,
            { scope: CASE_PAYMENT_SCOPE, key: declined.key, fingerprint: '' },
            { status: 402, body: { state: 'declined' } },
          );
      });
    }
    const amountCents = payment.amountCents;
    if (amountCents === null) return ignored('no amount');
    return once(scope, (tx) =>
      settleCardPaymentPaid(tx, { ...payment, amountCents, provider: deps.provider, paidAt: now }),
    );
  }

  if (event.type === 'account.updated') {
    const accountId = typeof event.object.id === 'string' ? event.object.id : null;
    const scope = accountId && (await deps.scopes.connectedAccount(accountId));
    if (!accountId || !scope) return ignored('no connected account of ours');
    const ready = event.object.charges_enabled === true;
    return once(scope, (tx) =>
      tx.update(
        paymentConnections,
        { status: ready ? 'ready' : 'onboarding' },
        and(eq(paymentConnections.accountId, accountId), eq(paymentConnections.provider, deps.provider)),
      ),
    );
  }
  return ignored('not an event Lantern handles');
}
