import { and, eq } from 'drizzle-orm';
import type { FamilyPayment } from '#contract/family-payments.ts';
import type { Clock } from '#server/clock.ts';
import { casePayments } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { MailDelivery } from '#server/mail/outbox.ts';
import type { PaymentProvider } from '#server/payments/payment-provider.ts';
import { chargeClaimed } from '#server/services/charge-claimed.ts';
import type { ChargeInFlight, FoundInFlight } from '#server/services/charges-in-flight.ts';
import { settleCardPaymentPaid } from './card-payment-paid.ts';

/*
 * The second and third steps of a family's card payment (payments.ts has the first): charge the card
 * the claim names and record the processor's answer. The same code runs for the family's own request
 * and, when that request died with its server, for whoever finds the charge still in flight
 * (charges-in-flight.ts, decision 0104); settleCardPaymentPaid lets only the first record it and mail.
 */

/** What a case payment's charge in flight keeps beside the charge. */
export interface CasePaymentInFlight {
  caseId: number;
  paymentId: number;
}

/** What the key stores: the charge in flight, a refusal, or the final answer. */
export type StoredPayment =
  | ChargeInFlight<CasePaymentInFlight>
  | { state: 'declined' }
  | { state: 'refused'; path: string; message: string }
  | { state: 'paid'; payment: FamilyPayment };

export type CasePaymentChargeOutcome =
  | { kind: 'paid'; payment: FamilyPayment; replayed: boolean }
  | { kind: 'not-found' }
  | { kind: 'in-progress' }
  | { kind: 'declined' }
  | { kind: 'payment-failed' };

export async function chargeCasePayment(
  deps: { clock: Clock; mail: MailDelivery },
  scope: TenantScope,
  provider: PaymentProvider,
  { claim, inFlight }: Pick<FoundInFlight<CasePaymentInFlight>, 'claim' | 'inFlight'>,
  found: boolean,
): Promise<CasePaymentChargeOutcome> {
  const { caseId, paymentId } = inFlight;
  const pending = and(
    eq(casePayments.caseId, caseId),
    eq(casePayments.id, paymentId),
    eq(casePayments.status, 'pending'),
  );
  const charged = await chargeClaimed(scope, provider, claim, inFlight.charge, {
    keepWhenUnreachable: found,
    drop: (tx) => tx.delete(casePayments, pending),
    decline: (tx, reference) => tx.update(casePayments, { status: 'declined', providerReference: reference }, pending),
  });
  if (charged.kind === 'kept') return { kind: 'in-progress' };
  if (charged.kind !== 'charged') return charged;

  const payment = await scope.transaction((tx) =>
    settleCardPaymentPaid(tx, {
      caseId,
      paymentId,
      reference: charged.reference,
      amountCents: inFlight.charge.amountCents,
      provider: provider.name,
      paidAt: deps.clock.now(),
    }),
  );
  if (!payment) return { kind: 'not-found' };
  deps.mail.kick();
  return { kind: 'paid', payment, replayed: false };
}
