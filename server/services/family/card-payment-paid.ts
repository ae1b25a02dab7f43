import { and, eq } from 'drizzle-orm';
import type { FamilyPayment } from '#contract/family-payments.ts';
import { casePayments } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { enqueueMails } from '#server/mail/outbox.ts';
import { settleIdempotentAnswer } from '#server/services/idempotency.ts';
import { mailSenderOf } from '#server/services/mail-sender.ts';
import { caseAccountNow } from './case-account.ts';
import { paymentReceiptMail } from './family-mails.ts';
import { loadArrangement } from './load-arrangement.ts';

/*
 * A family's card payment is paid (decision 0081): told by the charge's own answer (payments.ts
 * payBalance) or by the processor's webhook (payment_intent.succeeded) when that answer was lost or
 * came late, whichever is first. Only the first turns the pending row paid and mails the receipt;
 * either settles the Idempotency-Key's stored answer, so the family's retry is answered "paid". When
 * the row is gone (the charge was answered "failed" and the attempt unwound, though the money was
 * taken), the webhook records the payment from the processor's facts, once, by its reference.
 */

export const CASE_PAYMENT_SCOPE = 'family.payment';

export const toFamilyPayment = (row: typeof casePayments.$inferSelect): FamilyPayment => ({
  id: row.id,
  amountCents: row.amountCents,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  cardBrand: row.cardBrand,
  last4: row.last4,
});

export interface PaidCharge {
  caseId: number;
  paymentId: number;
  /** The processor's reference of the charge (a PaymentIntent id). */
  reference: string;
  /** What the processor says was taken: used only when the pending row is gone. */
  amountCents: number;
  provider: string;
  paidAt: Date;
}

/**
 * The payment as paid; null when the case or its signed statement is not there, or the payment was
 * declined (nothing is recorded). Runs in the caller's transaction `tx`.
 */
export async function settleCardPaymentPaid(tx: TenantScope, charge: PaidCharge): Promise<FamilyPayment | null> {
  const { caseId, paymentId, reference, paidAt } = charge;
  const thisPayment = and(eq(casePayments.caseId, caseId), eq(casePayments.id, paymentId));
  const [before] = await tx.selectAll(casePayments, thisPayment);
  const loaded = await loadArrangement(tx.forMember(before?.paidByUserId ?? 0, [caseId]), caseId);
  const contract = loaded?.contract;
  const statement = contract?.statementJson;
  if (!loaded || !contract || !statement) return null;
  const sender = await mailSenderOf(tx);
  const [turned] = await tx
    .update(
      casePayments,
      { status: 'paid', providerReference: reference, paidAt },
      and(thisPayment, eq(casePayments.status, 'pending')),
    )
    .returning();
  let row = turned ?? (await tx.selectAll(casePayments, thisPayment))[0];
  let isNew = turned !== undefined;
  if (!row) {
    // The attempt was unwound: record it once under the processor's reference.
    const [made] = await tx
      .insert(casePayments, {
        caseId,
        amountCents: charge.amountCents,
        status: 'paid',
        provider: charge.provider,
        providerReference: reference,
        idempotencyKey: `processor:${reference}`,
        createdAt: paidAt,
        paidAt,
      })
      .onConflictDoNothing()
      .returning();
    row = made ?? (await tx.selectAll(casePayments, eq(casePayments.idempotencyKey, `processor:${reference}`)))[0];
    isNew = made !== undefined;
  }
  if (!row || row.status !== 'paid') return null;
  const payment = toFamilyPayment(row);
  if (isNew) {
    const { balanceCents } = await caseAccountNow(tx, caseId, statement.totalCents);
    await enqueueMails(tx, [
      paymentReceiptMail({
        ...sender,
        case: loaded.case,
        to: contract.purchaserEmail,
        payment,
        balanceCents,
      }),
    ]);
  }
  // The key's answer (services/idempotency.ts matches it by scope and key only).
  await settleIdempotentAnswer(
    tx,
    { scope: CASE_PAYMENT_SCOPE, key: row.idempotencyKey, fingerprint: '' },
    { status: 201, body: { state: 'paid', payment } },
  );
  return payment;
}
