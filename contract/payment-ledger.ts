import { z } from 'zod';
import { rowId } from './ids.ts';

/*
 * A case's payments as one ledger (decision 0102): the family's statement and the console
 * read the same rows from the same source (server/services/staff/payments/ledger-source.ts) and draw
 * them as the same lines: each payment with its method, reference and the day it was received, each
 * refund as a line of its own, and lines whose counted amounts add up to the Paid figure beside them
 * (contract/arrangement-rules.ts accountOf: paid payments less their refunds made). The lines and
 * their words are ledger-lines.ts's (zod-free, for the family's statement page).
 */

export const cardBrand = z.enum(['visa', 'mastercard', 'amex', 'discover', 'other']);
export type CardBrand = z.infer<typeof cardBrand>;

export const paymentStatus = z.enum(['pending', 'paid', 'declined']);
export type PaymentStatus = z.infer<typeof paymentStatus>;

export const paymentMethod = z.enum(['card', 'cash', 'check', 'insurance']);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** A calendar day in the funeral home's time zone, 'YYYY-MM-DD'. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const refundStatus = z.enum(['pending', 'refunded']);

export const ledgerRefund = z.object({
  id: rowId(),
  amountCents: z.number().int().min(0),
  status: refundStatus,
  /** The day it was given back (asked of the card processor, while pending). */
  refundedOn: day,
});
export type LedgerRefund = z.infer<typeof ledgerRefund>;

export const ledgerPayment = z.object({
  id: rowId(),
  method: paymentMethod,
  amountCents: z.number().int().min(0),
  status: paymentStatus,
  /** The check or policy number staff recorded; null for cash and cards. */
  reference: z.string().nullable(),
  cardBrand: cardBrand.nullable(),
  last4: z.string().nullable(),
  /** The day the funeral home received it: the check's day as recorded, a card's day of payment. */
  receivedOn: day,
  refunds: z.array(ledgerRefund),
});
export type LedgerPayment = z.infer<typeof ledgerPayment>;
