import { z } from 'zod';
import { INTEGER_COLUMN_MAX } from './integer-column.ts';
import { rowIdParam } from './ids.ts';
import { ledgerPayment, ledgerRefund, type PaymentMethod } from './payment-ledger.ts';
import { multilineText, text } from './text.ts';

/*
 * A case's payments ledger in the console (decision 0077): every payment of the
 * case (the family's card payments, and what staff record by hand: cash, a check, an insurance
 * assignment), each with its refunds. Staff record a payment and refund one; both POSTs need an
 * Idempotency-Key (contract/planning.ts idempotencyKeyHeader), so two people recording the same
 * check at once make one payment. The balance is contract/arrangement-rules.ts accountOf.
 */

export { paymentMethod, type PaymentMethod, refundStatus } from './payment-ledger.ts';

/** What staff record by hand (a card is paid by the family online). */
export const recordedMethod = z.enum(['cash', 'check', 'insurance']);
export type RecordedMethod = z.infer<typeof recordedMethod>;

export const paymentMethodNames: Record<PaymentMethod, string> = {
  card: 'Card (online)',
  cash: 'Cash',
  check: 'Check',
  insurance: 'Insurance assignment',
};

/** What the reference of a method names; null where none is asked. */
export const referenceLabels: Record<RecordedMethod, string | null> = {
  cash: null,
  check: 'Check number',
  insurance: 'Policy or assignment number',
};

export const REFERENCE_MAX = 100;
export const REFUND_REASON_MAX = 500;

export const paymentsMessages = {
  referenceRequired: (label: string) => `Please enter the ${label.toLowerCase()}`,
  notSigned: 'The statement must be signed before payments can be recorded.',
  nothingOwed: 'There is no balance owed.',
  overBalance: (balanceText: string) => `Cannot exceed the balance owed of ${balanceText}`,
  overRefundable: (refundableText: string) => `Cannot exceed what is left to refund: ${refundableText}`,
  notRefundable: 'Only a paid payment can be refunded.',
  keyReused: 'This key was already used for a different request',
  stillProcessing: 'This is still being processed. Please wait a moment and try again.',
  refundFailed: 'The card processor could not refund this payment. Nothing was refunded. Please try again.',
  receivedInFuture: 'The day it was received cannot be after today',
  receivedDay: 'Enter the day it was received, such as 2026-12-04',
} as const;

const cents = z.number().int().min(1).max(INTEGER_COLUMN_MAX);

/** A day that exists ("2026-02-31" does not), 'YYYY-MM-DD', as a date input gives it. */
const isCalendarDay = (value: string): boolean => {
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value);
};
const receivedDay = () =>
  text()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: paymentsMessages.receivedDay })
    .refine(isCalendarDay, { message: paymentsMessages.receivedDay });

/** POST /api/staff/cases/{id}/payments. A check and an insurance assignment need their reference. */
export const recordPaymentBody = z
  .object({
    method: recordedMethod,
    amountCents: cents,
    reference: text().trim().max(REFERENCE_MAX).default(''),
    /** The day the funeral home received it ('YYYY-MM-DD', its own time zone); null or left out: today. */
    receivedOn: receivedDay().nullable().default(null),
  })
  .superRefine((body, ctx) => {
    const label = referenceLabels[body.method];
    if (label && body.reference === '')
      ctx.addIssue({ code: 'custom', path: ['reference'], message: paymentsMessages.referenceRequired(label) });
  });
export type RecordPaymentBody = z.input<typeof recordPaymentBody>;

/** POST /api/staff/cases/{id}/payments/{paymentId}/refunds: why is required (kept with the refund). */
export const refundBody = z.object({
  amountCents: cents,
  reason: multilineText().trim().min(1).max(REFUND_REASON_MAX),
});
export type RefundBody = z.input<typeof refundBody>;

/** The case (`id`, as every staff case path names it) and one of its payments. */
export const casePaymentParams = z.object({ id: rowIdParam(), paymentId: rowIdParam() });

export const staffRefund = ledgerRefund.extend({
  reason: z.string(),
  /** Who refunded it (null when that account is gone). */
  refundedBy: z.string().nullable(),
  /** ISO instant. */
  createdAt: z.string(),
});
export type StaffRefund = z.infer<typeof staffRefund>;

/** The ledger's payment (contract/payment-ledger.ts) with what only staff see. */
export const staffPayment = ledgerPayment.extend({
  /** ISO instant it was paid or recorded (or tried, for a pending or declined card). */
  createdAt: z.string(),
  /** Who recorded it (staff), or who paid it online (family); null when that account is gone. */
  recordedBy: z.string().nullable(),
  refunds: z.array(staffRefund),
  /** What may still be refunded (refundableOf): 0 unless paid. */
  refundableCents: z.number().int().min(0),
});
export type StaffPayment = z.infer<typeof staffPayment>;
