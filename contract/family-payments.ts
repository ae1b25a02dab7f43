import { z } from 'zod';
import { caseParams } from './family-arrangements.ts';
import { INTEGER_COLUMN_MAX } from './integer-column.ts';
import { pageOf, pagingQuery } from './paging.ts';
import { rowIdParam } from './ids.ts';
import { text } from './text.ts';
import { paymentMessages } from './payment-messages.ts';
import { cardBrand, ledgerPayment, paymentStatus } from './payment-ledger.ts';

/*
 * The family pays all or part of the statement's balance (spec §7 "GET and POST .../payments",
 * ".../payments/{paymentId}"; ".../payments/connect" is the owner's, contract/payment-connection.ts). As in the shop (decision 0033), the card number
 * never reaches the server: the payment provider's browser form makes a token, and the server charges
 * it for an amount it checks against the balance (1 cent up to the balance). POST needs an
 * Idempotency-Key header (contract/planning.ts idempotencyKeyHeader).
 */

export { cardBrand, type CardBrand, paymentStatus, type PaymentStatus } from './payment-ledger.ts';

/** POST /api/family/cases/{caseId}/payments. */
export const paymentBody = z.object({
  amountCents: z.number().int().min(1).max(INTEGER_COLUMN_MAX),
  /** What the payment provider's browser form produced: never a card number. */
  paymentToken: text().min(1).max(255),
  /** What the provider's form reported about the card, kept for receipts only (never used to charge). */
  card: z.object({ brand: cardBrand, last4: text().regex(/^[0-9]{4}$/) }).optional(),
});
export type PaymentBody = z.infer<typeof paymentBody>;

export const familyPayment = z.object({
  id: z.number().int(),
  amountCents: z.number().int().min(0),
  status: paymentStatus,
  /** ISO instant. */
  createdAt: z.string(),
  cardBrand: cardBrand.nullable(),
  last4: z.string().nullable(),
});
export type FamilyPayment = z.infer<typeof familyPayment>;

export const paymentsQuery = pagingQuery;
/**
 * The case's ledger, newest first (contract/payment-ledger.ts, as the console reads it): card payments and
 * what staff recorded, each with its refunds; declined attempts are listed and never count as paid.
 */
export const familyPaymentsPage = pageOf(ledgerPayment);
export type FamilyPaymentsPage = z.infer<typeof familyPaymentsPage>;

export const paymentParams = caseParams.extend({ paymentId: rowIdParam() });

/** The payment's words: payment-messages.ts's (zod-free, for the family's payment page). */
export { paymentMessages };
