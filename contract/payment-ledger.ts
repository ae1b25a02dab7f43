import { z } from 'zod';
import { rowId } from './ids.ts';

/*
 * A case's payments as one ledger (decision 0102): the family's statement and the console
 * read the same rows from the same source (server/services/staff/payments/ledger-source.ts) and draw
 * them as the same lines: each payment with its method, reference and the day it was received, each
 * refund as a line of its own, and lines whose counted amounts add up to the Paid figure beside them
 * (contract/arrangement-rules.ts accountOf: paid payments less their refunds made).
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

const brandNames: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  other: 'Card',
};

/** "Visa ending in 4242", "Check no. 1042", "Cash", "Insurance assignment, policy HL-2291". */
export function paymentMethodText(
  payment: Pick<LedgerPayment, 'method' | 'reference' | 'cardBrand' | 'last4'>,
): string {
  switch (payment.method) {
    case 'card': {
      const brand = payment.cardBrand ? brandNames[payment.cardBrand] : 'Card';
      return payment.last4 ? `${brand} ending in ${payment.last4}` : brand;
    }
    case 'check':
      return payment.reference ? `Check no. ${payment.reference}` : 'Check';
    case 'insurance':
      return payment.reference ? `Insurance assignment, policy ${payment.reference}` : 'Insurance assignment';
    case 'cash':
      return 'Cash';
  }
}

export type LedgerLineStatus = 'paid' | 'pending' | 'declined' | 'refunded' | 'refund-pending';

export interface LedgerLine {
  key: string;
  paymentId: number;
  kind: 'payment' | 'refund';
  on: string;
  text: string;
  status: LedgerLineStatus;
  amountCents: number;
  /** What the line adds to Paid: a paid payment its amount, a refund made minus its amount, else 0. */
  countedCents: number;
}

/** The ledger's lines in the order given (newest payment first), each refund right after its payment. */
export function ledgerLinesOf(payments: readonly LedgerPayment[]): LedgerLine[] {
  return payments.flatMap((payment) => {
    const text = paymentMethodText(payment);
    const paid = payment.status === 'paid';
    const line: LedgerLine = {
      key: `payment-${payment.id}`,
      paymentId: payment.id,
      kind: 'payment',
      on: payment.receivedOn,
      text,
      status: payment.status,
      amountCents: payment.amountCents,
      countedCents: paid ? payment.amountCents : 0,
    };
    const refunds = payment.refunds.map((refund): LedgerLine => ({
      key: `refund-${refund.id}`,
      paymentId: payment.id,
      kind: 'refund',
      on: refund.refundedOn,
      text: `Refund of ${text.charAt(0).toLowerCase()}${text.slice(1)}`,
      status: refund.status === 'refunded' ? 'refunded' : 'refund-pending',
      amountCents: refund.amountCents,
      countedCents: paid && refund.status === 'refunded' ? -refund.amountCents : 0,
    }));
    return [line, ...refunds];
  });
}

/** The sum of the lines: the Paid figure the statement shows beside them. */
export const paidCentsOfLines = (lines: readonly LedgerLine[]): number =>
  lines.reduce((sum, line) => sum + line.countedCents, 0);
