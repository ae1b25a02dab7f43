import type { CardBrand, LedgerPayment } from './payment-ledger.ts';

/*
 * A case's payments as the ledger's lines (decision 0102), and how a payment is named: zod-free, so
 * the family's statement page and the console draw them without schema code (payment-ledger.ts holds
 * the API's schemas of the payments).
 */

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
