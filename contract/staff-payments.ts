import { z } from 'zod';
import { INTEGER_COLUMN_MAX } from './integer-column.ts';
import { rowId, rowIdParam } from './ids.ts';
import { paymentStatus } from './family-payments.ts';
import { text } from './text.ts';

/*
 * A case's payments ledger in the console (issue 25 item 3, decision 0077): every payment of the
 * case (the family's card payments, and what staff record by hand: cash, a check, an insurance
 * assignment), each with its refunds. Staff record a payment and refund one; both POSTs need an
 * Idempotency-Key (contract/planning.ts idempotencyKeyHeader), so two people recording the same
 * check at once make one payment. The balance is contract/arrangement-rules.ts accountOf.
 */

export const paymentMethod = z.enum(['card', 'cash', 'check', 'insurance']);
export type PaymentMethod = z.infer<typeof paymentMethod>;

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
} as const;

const cents = z.number().int().min(1).max(INTEGER_COLUMN_MAX);

/** POST /api/staff/cases/{id}/payments. A check and an insurance assignment need their reference. */
export const recordPaymentBody = z
  .object({
    method: recordedMethod,
    amountCents: cents,
    reference: text().trim().max(REFERENCE_MAX).default(''),
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
  reason: text().trim().min(1).max(REFUND_REASON_MAX),
});
export type RefundBody = z.input<typeof refundBody>;

/** The case (`id`, as every staff case path names it) and one of its payments. */
export const casePaymentParams = z.object({ id: rowIdParam(), paymentId: rowIdParam() });

export const refundStatus = z.enum(['pending', 'refunded']);

export const staffRefund = z.object({
  id: rowId(),
  amountCents: z.number().int().min(0),
  status: refundStatus,
  reason: z.string(),
  /** Who refunded it (null when that account is gone). */
  refundedBy: z.string().nullable(),
  /** ISO instant. */
  createdAt: z.string(),
});
export type StaffRefund = z.infer<typeof staffRefund>;

export const staffPayment = z.object({
  id: rowId(),
  method: paymentMethod,
  amountCents: z.number().int().min(0),
  status: paymentStatus,
  /** The check or policy number; the card's brand and last digits for a card. */
  reference: z.string().nullable(),
  /** ISO instant it was paid (or tried, for a pending or declined card). */
  createdAt: z.string(),
  /** Who recorded it (staff), or who paid it online (family); null when that account is gone. */
  recordedBy: z.string().nullable(),
  refunds: z.array(staffRefund),
  /** What may still be refunded (refundableOf): 0 unless paid. */
  refundableCents: z.number().int().min(0),
});
export type StaffPayment = z.infer<typeof staffPayment>;
