import { and, eq } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import { casePayments, paymentConnections, paymentEvents } from '#server/db/schema.ts';
import type { PaymentEventScopes } from '#server/db/payment-event-scopes.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { MailDelivery } from '#server/mail/outbox.ts';
import type { ProcessorEvent } from '#server/payments/stripe-webhook-events.ts';
import { CASE_PAYMENT_SCOPE, settleCardPaymentPaid } from '#server/services/family/card-payment-paid.ts';
import { settleIdempotentAnswer } from '#server/services/idempotency.ts';

/*
 * What a verified webhook event of the card processor changes (issue 25 item 6, decision 0081).
 * Each event is applied once whatever the number of deliveries: its id is inserted in payment_events
 * first, in the transaction that applies it, so a second delivery (or two at once) finds it and
 * changes nothing. Handled:
 * - payment_intent.succeeded: a family's card payment is paid (when the charge's own answer was lost);
 * - payment_intent.payment_failed: a payment still pending is declined;
 * - account.updated: the company's connected account is ready once Stripe enables its charges.
 * Anything else (shop orders' intents among them: checkout answers the buyer at once) is acknowledged
 * and ignored, so Stripe stops sending it.
 */

export interface PaymentEventDeps {
  clock: Clock;
  mail: MailDelivery;
  scopes: PaymentEventScopes;
  /** The provider whose webhook this is ('stripe'). */
  provider: string;
}

export type EventOutcome = 'applied' | 'replayed' | 'ignored';

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
    const outcome = await scope.transaction(async (tx) => {
      if (!(await claimEvent(tx, event, now))) return 'replayed' as const;
      await effect(tx);
      return 'applied' as const;
    });
    if (outcome === 'applied') deps.mail.kick();
    return outcome;
  };

  if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
    const payment = casePaymentOf(event.object);
    const scope = payment && (await deps.scopes.company(payment.companyId));
    if (!payment || !scope) return 'ignored';
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
    if (amountCents === null) return 'ignored';
    return once(scope, (tx) =>
      settleCardPaymentPaid(tx, { ...payment, amountCents, provider: deps.provider, paidAt: now }),
    );
  }

  if (event.type === 'account.updated') {
    const accountId = typeof event.object.id === 'string' ? event.object.id : null;
    const scope = accountId && (await deps.scopes.connectedAccount(accountId));
    if (!accountId || !scope) return 'ignored';
    const ready = event.object.charges_enabled === true;
    return once(scope, (tx) =>
      tx.update(
        paymentConnections,
        { status: ready ? 'ready' : 'onboarding' },
        and(eq(paymentConnections.accountId, accountId), eq(paymentConnections.provider, deps.provider)),
      ),
    );
  }
  return 'ignored';
}
