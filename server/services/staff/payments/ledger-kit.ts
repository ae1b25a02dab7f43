import { eq } from 'drizzle-orm';
import type { StaffPayment } from '#contract/staff-payments.ts';
import type { Clock } from '#server/clock.ts';
import { cases } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { MailDelivery } from '#server/mail/outbox.ts';
import type { PaymentProvider } from '#server/payments/payment-provider.ts';
import { loadArrangement, type LoadedArrangement } from '#server/services/family/load-arrangement.ts';
import {
  findIdempotentAnswer,
  fingerprintOf,
  type IdempotencyClaim,
  type IdempotentOutcome,
} from '#server/services/idempotency.ts';
import { mailSenderOf } from '#server/services/mail-sender.ts';
import type { StaffOnCase } from '../cases/case-family.ts';
import { openCaseScope } from '../cases/case-scope.ts';
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

/**
 * The start of a ledger change under an Idempotency-Key: the key's first answer when it was used
 * before, else its claim and the case's arrangement (null: not a case this staff member may open).
 */
export async function openLedgerChange(
  on: StaffOnCase,
  scope: string,
  key: string,
  request: unknown,
  now: Date,
): Promise<{ answered: LedgerOutcome } | { claim: IdempotencyClaim; loaded: LoadedArrangement | null }> {
  const claim: IdempotencyClaim = { scope, key, fingerprint: fingerprintOf(request) };
  const earlier = await findIdempotentAnswer<StoredLedgerAnswer>(on.scope, claim, now);
  if (earlier) return { answered: ledgerOutcome(earlier) };
  const caseScope = await openCaseScope(on.scope, on.staffUserId, on.caseId);
  return { claim, loaded: caseScope && (await loadArrangement(caseScope, on.caseId)) };
}

/** The answer of a change the key ran: its mail is sent at once when it was done now (not a replay). */
export function ledgerAnswer(deps: Pick<LedgerDeps, 'mail'>, outcome: IdempotentOutcome<StoredLedgerAnswer>) {
  const answered = ledgerOutcome(outcome);
  if (answered.kind === 'done' && !answered.replayed) deps.mail.kick();
  return answered;
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
export const receiptSender = mailSenderOf;
