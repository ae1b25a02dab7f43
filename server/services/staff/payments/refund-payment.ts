import { and, eq, sql } from 'drizzle-orm';
import { refundableOf } from '#contract/arrangement-rules.ts';
import { formatMoney } from '#contract/money.ts';
import { paymentMethodNames, paymentsMessages, type RefundBody } from '#contract/staff-payments.ts';
import { casePayments, caseRefunds } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { enqueueMails } from '#server/mail/outbox.ts';
import { caseAccountNow } from '#server/services/family/case-account.ts';
import { refundReceiptMail } from '#server/services/family/family-mails.ts';
import { releaseIdempotencyKey, runIdempotent, settleIdempotentAnswer } from '#server/services/idempotency.ts';
import type { StaffOnCase } from '../cases/case-family.ts';
import {
  ledgerAnswer,
  ledgerPayment,
  openLedgerChange,
  receiptSender,
  refused,
  type LedgerDeps,
  type RefundOutcome,
  type StoredLedgerAnswer,
} from './ledger-kit.ts';

/*
 * POST /api/staff/cases/{id}/payments/{paymentId}/refunds (decision 0077). A refund
 * never exceeds what was paid less earlier refunds, even with two at once: the payment's row is locked
 * (FOR UPDATE) while its refunds are summed and the new one is written, pending ones included. Then:
 * - a recorded payment's refund (cash, check, insurance) is recorded as refunded at once;
 * - a card payment's is a pending refund first, asked of the payment provider outside any transaction
 *   (DESIGN §6) under a key of its own; refunded when the provider says so, and removed (the key freed)
 *   when it failed, so nothing counts that did not happen.
 * Either way the purchaser is mailed, with the reason the staff member gave.
 */

export const REFUND_SCOPE = 'staff.refund';

type RefundInput = Required<RefundBody>;

const thisRefund = (refundId: number) => eq(caseRefunds.id, refundId);

async function refundedOf(tx: TenantScope, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${caseRefunds.amountCents}), 0)::int` })
    .from(caseRefunds, eq(caseRefunds.paymentId, paymentId));
  return row?.cents ?? 0;
}

export async function refundPayment(
  deps: LedgerDeps,
  on: StaffOnCase,
  paymentId: number,
  body: RefundInput,
  idempotencyKey: string,
): Promise<RefundOutcome> {
  const { caseId } = on;
  const now = deps.clock.now();
  const opened = await openLedgerChange(on, REFUND_SCOPE, idempotencyKey, { caseId, paymentId, body }, now);
  if ('answered' in opened) return opened.answered;
  const { claim, loaded } = opened;
  const ofCase = and(eq(casePayments.id, paymentId), eq(casePayments.caseId, caseId));
  const [payment] = loaded ? await on.scope.selectAll(casePayments, ofCase) : [];
  if (!loaded || !payment) return { kind: 'not-found' };
  const sender = await receiptSender(on.scope);
  const byCard = payment.method === 'card';

  let refundId = 0;
  const claimed = await runIdempotent<StoredLedgerAnswer>(on.scope, claim, now, async (tx) => {
    // Two refunds of one payment at once: the second waits here and then sees the first's.
    const [locked] = await tx.select({ status: casePayments.status }).from(casePayments, ofCase).for('update');
    if (locked?.status !== 'paid') return refused('', paymentsMessages.notRefundable);
    const left = refundableOf({ amountCents: payment.amountCents, refundedCents: await refundedOf(tx, paymentId) });
    if (body.amountCents > left) return refused('amountCents', paymentsMessages.overRefundable(formatMoney(left)));
    const [row] = await tx
      .insert(caseRefunds, {
        caseId,
        paymentId,
        amountCents: body.amountCents,
        status: byCard ? 'pending' : 'refunded',
        reason: body.reason,
        refundedByUserId: on.staffUserId,
        createdAt: now,
        refundedAt: byCard ? null : now,
      })
      .returning({ id: caseRefunds.id });
    refundId = row!.id;
    if (byCard) return { status: 202, body: { state: 'working' } };
    return { status: 201, body: { state: 'done', payment: await finish(tx) } };
  });
  if (claimed.kind === 'mismatch' || claimed.replayed || refundId === 0 || !byCard) return ledgerAnswer(deps, claimed);

  // A card payment's refund, through the provider, outside any transaction.
  const refunded =
    payment.providerReference && deps.payments?.name === payment.provider
      ? await deps.payments
          .refund({
            chargeReference: payment.providerReference,
            amountCents: body.amountCents,
            idempotencyKey: `case-refund:${on.scope.companyId}:${caseId}:${refundId}`,
            metadata: { caseId: String(caseId), paymentId: String(paymentId), refundId: String(refundId) },
          })
          .catch((error: unknown) => ({ kind: 'failed' as const, reason: String(error) }))
      : ({ kind: 'failed', reason: `not charged by this server's card processor` } as const);
  if (refunded.kind === 'failed') {
    await on.scope.transaction(async (tx) => {
      await tx.delete(caseRefunds, thisRefund(refundId));
      await releaseIdempotencyKey(tx, claim);
    });
    return { kind: 'refund-failed' };
  }
  const done = await on.scope.transaction(async (tx) => {
    await tx.update(
      caseRefunds,
      { status: 'refunded', providerReference: refunded.reference, refundedAt: deps.clock.now() },
      thisRefund(refundId),
    );
    const answered = await finish(tx);
    await settleIdempotentAnswer<StoredLedgerAnswer>(tx, claim, {
      status: 201,
      body: { state: 'done', payment: answered },
    });
    return answered;
  });
  deps.mail.kick();
  return { kind: 'done', payment: done, replayed: false };

  /** The receipt to the purchaser, and the payment as the ledger now shows it. */
  async function finish(tx: TenantScope) {
    const answered = await ledgerPayment(tx, caseId, paymentId);
    const total = loaded!.contract?.statementJson?.totalCents;
    const to = loaded!.contract?.purchaserEmail;
    if (to && total !== undefined) {
      const { balanceCents } = await caseAccountNow(tx, caseId, total);
      const refundedTo =
        payment!.method === 'card'
          ? `to the card${payment!.last4 ? ` ending ${payment!.last4}` : ''}`
          : `of your ${paymentMethodNames[payment!.method].toLowerCase()} payment${payment!.reference ? ` (${payment!.reference})` : ''}`;
      await enqueueMails(tx, [
        refundReceiptMail({
          ...sender,
          case: loaded!.case,
          to,
          amountCents: body.amountCents,
          refundedTo,
          reason: body.reason,
          refundedAt: deps.clock.now().toISOString(),
          balanceCents,
        }),
      ]);
    }
    return answered;
  }
}
