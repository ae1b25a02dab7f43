import { eq } from 'drizzle-orm';
import type { StaffPayment } from '#contract/staff-payments.ts';
import type { Clock } from '#server/clock.ts';
import { cases } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { MailDelivery } from '#server/mail/outbox.ts';
import type { PaymentProvider } from '#server/payments/payment-provider.ts';
import type { IdempotentOutcome } from '#server/services/idempotency.ts';
import { companySiteUrl } from '#server/services/site-url.ts';
import { ledgerSource, staffPaymentsOf } from './ledger-source.ts';

/* What recording a payment and refunding one share: their deps, outcomes and stored answers. */

export interface LedgerDeps {
  clock: Clock;
  mail: MailDelivery;
  /** Null: no card processor on this server; a card payment's refund then fails and changes nothing. */
  payments: PaymentProvider | null;
}

/** What recording a payment answers (and a refund, but for the provider's failure). */
export type LedgerOutcome =
  | { kind: 'done'; payment: StaffPayment; replayed: boolean }
  | { kind: 'not-found' }
  | { kind: 'invalid'; path: string; message: string }
  | { kind: 'key-reused' }
  | { kind: 'in-progress' };

export type RefundOutcome = LedgerOutcome | { kind: 'refund-failed' };

/** What an Idempotency-Key keeps: the work under way, a refusal, or the payment as it was answered. */
export type StoredLedgerAnswer =
  { state: 'working' } | { state: 'refused'; path: string; message: string } | { state: 'done'; payment: StaffPayment };

export function ledgerOutcome(outcome: IdempotentOutcome<StoredLedgerAnswer>): LedgerOutcome {
  if (outcome.kind === 'mismatch') return { kind: 'key-reused' };
  const body = outcome.answer.body;
  switch (body.state) {
    case 'working':
      return { kind: 'in-progress' };
    case 'refused':
      return { kind: 'invalid', path: body.path, message: body.message };
    case 'done':
      return { kind: 'done', payment: body.payment, replayed: outcome.replayed };
  }
}

export const refused = (path: string, message: string) => ({
  status: 422,
  body: { state: 'refused' as const, path, message },
});

/** One payment of the case as the ledger shows it (in the caller's transaction). */
export async function ledgerPayment(scope: TenantScope, caseId: number, paymentId: number): Promise<StaffPayment> {
  const [row] = await scope
    .select({ payments: ledgerSource(scope, caseId, paymentId) })
    .from(cases, eq(cases.id, caseId));
  const [payment] = staffPaymentsOf(row?.payments ?? []);
  if (!payment) throw new Error(`payment ${paymentId} of case ${caseId} not found`);
  return payment;
}

/** The sender and link facts of a receipt. */
export async function receiptSender(scope: TenantScope) {
  const [company, siteUrl] = await Promise.all([scope.company(), companySiteUrl(scope)]);
  return {
    companyName: company?.name ?? '',
    companyPhone: company?.phoneNumber ?? '',
    siteUrl,
    timeZone: company?.timeZone ?? 'UTC',
  };
}
