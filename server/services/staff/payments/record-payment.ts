import { dayIn } from '#contract/time-text.ts';
import { eq } from 'drizzle-orm';
import { paymentsMessages, referenceLabels, type RecordPaymentBody } from '#contract/staff-payments.ts';
import { formatMoney } from '#contract/money.ts';
import { casePayments, contracts } from '#server/db/schema.ts';
import { enqueueMails } from '#server/mail/outbox.ts';
import { caseAccountNow } from '#server/services/family/case-account.ts';
import { paymentReceiptMail } from '#server/services/family/family-mails.ts';
import { committedCents } from '#server/services/family/payments.ts';
import { runIdempotent } from '#server/services/idempotency.ts';
import type { StaffOnCase } from '../cases/case-family.ts';
import {
  ledgerAnswer,
  ledgerPayment,
  openLedgerChange,
  receiptSender,
  refused,
  type LedgerDeps,
  type LedgerOutcome,
  type StoredLedgerAnswer,
} from './ledger-kit.ts';

/*
 * POST /api/staff/cases/{id}/payments (decision 0077): cash, a check or an insurance
 * assignment received by the funeral home, recorded by a staff member against the signed statement.
 * One transaction under the Idempotency-Key (services/idempotency.ts, as the family's card payment):
 * two staff recording the same check with the same key make one payment, the second is answered the
 * first's. The contract row is locked as the family's payment locks it, so a recorded payment and a
 * card payment cannot both fit in the same balance; the amount is at most the balance owed (paid and
 * pending payments less refunds). The receipt goes to the purchaser in the same transaction.
 */

export const RECORD_PAYMENT_SCOPE = 'staff.payment';

type RecordBody = Required<RecordPaymentBody>;

const paidWith = (body: RecordBody): string => {
  if (body.method === 'cash') return 'in cash';
  const label = referenceLabels[body.method]!.toLowerCase();
  return `${body.method === 'check' ? 'by check' : 'by insurance assignment'}, ${label} ${body.reference}`;
};

export async function recordPayment(
  deps: Pick<LedgerDeps, 'clock' | 'mail'>,
  on: StaffOnCase,
  body: RecordBody,
  idempotencyKey: string,
): Promise<LedgerOutcome> {
  const { caseId } = on;
  const now = deps.clock.now();
  const opened = await openLedgerChange(on, RECORD_PAYMENT_SCOPE, idempotencyKey, { caseId, body }, now);
  if ('answered' in opened) return opened.answered;
  const { claim, loaded } = opened;
  if (!loaded) return { kind: 'not-found' };
  const statement = loaded.contract?.statementJson;
  const purchaserEmail = loaded.contract?.purchaserEmail;
  if (!statement || !purchaserEmail) return { kind: 'invalid', path: '', message: paymentsMessages.notSigned };
  const sender = await receiptSender(on.scope);

  const outcome = await runIdempotent<StoredLedgerAnswer>(on.scope, claim, now, async (tx) => {
    // One payment of a case at a time, the family's card payments included (payments.ts locks the same row).
    await tx.select({ id: contracts.id }).from(contracts, eq(contracts.caseId, caseId)).for('update');
    const left = statement.totalCents - (await committedCents(tx, caseId)).committed;
    if (left <= 0) return refused('amountCents', paymentsMessages.nothingOwed);
    if (body.amountCents > left) return refused('amountCents', paymentsMessages.overBalance(formatMoney(left)));
    // A check dated and handed over last Friday is recorded on Monday with Friday's day; never a day to come.
    const today = dayIn(now, sender.timeZone);
    if (body.receivedOn !== null && body.receivedOn > today)
      return refused('receivedOn', paymentsMessages.receivedInFuture);
    const [row] = await tx
      .insert(casePayments, {
        caseId,
        amountCents: body.amountCents,
        status: 'paid',
        method: body.method,
        reference: body.reference === '' ? null : body.reference,
        provider: 'recorded',
        // Its own namespace: a family's card payment may not hold the same key.
        idempotencyKey: `staff:${idempotencyKey}`,
        recordedByUserId: on.staffUserId,
        createdAt: now,
        paidAt: now,
        receivedOn: body.receivedOn ?? today,
      })
      .returning({ id: casePayments.id });
    const payment = await ledgerPayment(tx, caseId, row!.id);
    const { balanceCents } = await caseAccountNow(tx, caseId, statement.totalCents);
    await enqueueMails(tx, [
      paymentReceiptMail({
        ...sender,
        case: loaded.case,
        to: purchaserEmail,
        payment: { ...payment, cardBrand: null, last4: null },
        balanceCents,
        paidWith: paidWith(body),
      }),
    ]);
    return { status: 201, body: { state: 'done', payment } };
  });
  return ledgerAnswer(deps, outcome);
}
