import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FamilyPayment, FamilyPaymentsPage, PaymentBody } from '#contract/family-payments.ts';
import type { LedgerPayment } from '#contract/payment-ledger.ts';
import { paymentMessages } from '#contract/family-payments.ts';
import { formatMoney, CURRENCY } from '#contract/money.ts';
import type { Clock } from '#server/clock.ts';
import { casePayments, caseRefunds, cases, contracts } from '#server/db/schema.ts';
import { ledgerSource, staffPaymentsOf } from '#server/services/staff/payments/ledger-source.ts';
import { refused } from '#server/services/staff/payments/ledger-kit.ts';
import type { CaseScope, TenantScope } from '#server/db/tenant-scope.ts';
import type { MailDelivery } from '#server/mail/outbox.ts';
import {
  fingerprintOf,
  runIdempotent,
  type IdempotencyClaim,
  type IdempotentOutcome,
} from '#server/services/idempotency.ts';
import type { ChargeInFlight } from '#server/services/charges-in-flight.ts';
import { answerRepeatedCharge, chargeOutcomeOf, type RepeatedChargeDeps } from '#server/services/repeated-charge.ts';
import { chargeCasePayment, type CasePaymentInFlight, type StoredPayment } from './case-payment-charge.ts';
import { cardPaymentsOf } from '#server/services/payment-connection.ts';
import { consumeLimits } from '#server/services/rate-limit.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { CASE_PAYMENT_SCOPE, toFamilyPayment } from './card-payment-paid.ts';
import { loadArrangement } from './load-arrangement.ts';

/*
 * Card payments against a signed statement (spec §7 .../payments; the shop's PaymentProvider,
 * decision 0033). Like checkout, three steps with the charge outside any transaction (DESIGN §6):
 * 1. claim the Idempotency-Key and store a pending payment, after checking in the same transaction
 *    that the amount is at most the balance left (paid and pending payments counted);
 * 2. charge the token through the PaymentProvider, keyed by the company, case and Idempotency-Key;
 * 3. record paid (with a receipt mail), declined (kept as declined: nothing counts as paid), or, when
 *    the processor failed, remove the pending payment and free the key for a retry.
 */

export interface PaymentDeps extends RepeatedChargeDeps {
  clock: Clock;
  mail: MailDelivery;
}

export { CASE_PAYMENT_SCOPE, toFamilyPayment };

/**
 * GET .../payments: the case's ledger as the console reads it (decision 0102), newest first, each payment
 * with its refunds; staff's names and reasons stay in the console. A case has a handful of payments, so
 * the whole ledger is read in one query and paged here.
 */
export async function listPayments(
  scope: CaseScope,
  caseId: number,
  paging: { page: number; pageSize: number },
): Promise<FamilyPaymentsPage | null> {
  if (!scope.isMemberOf(caseId)) return null;
  const [row] = await scope.select({ payments: ledgerSource(scope, caseId) }).from(cases, eq(cases.id, caseId));
  const ledger: LedgerPayment[] = staffPaymentsOf(row?.payments ?? []).map((payment) => ({
    id: payment.id,
    method: payment.method,
    amountCents: payment.amountCents,
    status: payment.status,
    reference: payment.reference,
    cardBrand: payment.cardBrand,
    last4: payment.last4,
    receivedOn: payment.receivedOn,
    refunds: payment.refunds.map(({ id, amountCents, status, refundedOn }) => ({
      id,
      amountCents,
      status,
      refundedOn,
    })),
  }));
  const start = (paging.page - 1) * paging.pageSize;
  return {
    items: ledger.slice(start, start + paging.pageSize),
    page: paging.page,
    pageSize: paging.pageSize,
    total: ledger.length,
  };
}

export async function findPayment(scope: CaseScope, caseId: number, paymentId: number): Promise<FamilyPayment | null> {
  const [row] = await scope.selectAll(
    casePayments,
    and(eq(casePayments.caseId, caseId), eq(casePayments.id, paymentId)),
  );
  return row ? toFamilyPayment(row) : null;
}

export type PayOutcome =
  | { kind: 'paid'; payment: FamilyPayment; replayed: boolean }
  | { kind: 'not-found' }
  | { kind: 'invalid'; path: string; message: string }
  | { kind: 'key-reused' }
  | { kind: 'in-progress' }
  | { kind: 'cards-off' }
  | { kind: 'declined' }
  | { kind: 'payment-failed' }
  | { kind: 'throttled'; retryAfterSeconds: number };

const payOutcome = (outcome: IdempotentOutcome<StoredPayment>): PayOutcome =>
  chargeOutcomeOf(outcome, (body, replayed): PayOutcome =>
    body.state === 'refused'
      ? { kind: 'invalid', path: body.path, message: body.message }
      : { kind: 'paid', payment: body.payment, replayed },
  );

/**
 * Paid and pending payments less their refunds: what the balance already has coming (a refund being
 * asked of the processor counts as given back only once it is; staff's ledger checks its own bound).
 * Also read by staff's recorded payments (services/staff/payments/record-payment.ts).
 */
export async function committedCents(scope: TenantScope, caseId: number): Promise<{ committed: number }> {
  const [row] = await scope
    .select({ committed: sql<number>`coalesce(sum(${casePayments.amountCents}), 0)::int` })
    .from(casePayments, and(eq(casePayments.caseId, caseId), inArray(casePayments.status, ['paid', 'pending'])));
  const [refunds] = await scope
    .select({ refunded: sql<number>`coalesce(sum(${caseRefunds.amountCents}), 0)::int` })
    .from(caseRefunds, and(eq(caseRefunds.caseId, caseId), eq(caseRefunds.status, 'refunded')));
  return { committed: (row?.committed ?? 0) - (refunds?.refunded ?? 0) };
}

/** POST .../{caseId}/payments: all or part of the balance of the signed statement. */
export async function payBalance(
  deps: PaymentDeps,
  scope: CaseScope,
  caseId: number,
  body: PaymentBody,
  idempotencyKey: string,
): Promise<PayOutcome> {
  const now = deps.clock.now();
  const claim: IdempotencyClaim = {
    scope: CASE_PAYMENT_SCOPE,
    key: idempotencyKey,
    fingerprint: fingerprintOf({ caseId, body }),
  };
  const again = await answerRepeatedCharge<StoredPayment, CasePaymentInFlight, PayOutcome>(
    deps,
    scope,
    claim,
    now,
    payOutcome,
    (provider, found) => chargeCasePayment(deps, scope, provider, found, true),
  );
  if (again) return again;

  const loaded = await loadArrangement(scope, caseId);
  if (!loaded) return { kind: 'not-found' };
  const statement = loaded.contract?.statementJson;
  if (!statement || !loaded.contract) return { kind: 'invalid', path: '', message: paymentMessages.notSigned };
  // No card processor, or the company's account is not ready: nothing is claimed, charged or recorded.
  const cards = await cardPaymentsOf(scope, deps.payments);
  if (!cards.on) return { kind: 'cards-off' };

  // Counted before the card reaches the processor (rate-limit-rules.ts): an account is no card tester.
  const limited = await consumeLimits(
    scope,
    [{ rule: rateLimits.casePaymentPerMember, subject: String(scope.memberId) }],
    now,
  );
  if (!limited.allowed) return { kind: 'throttled', retryAfterSeconds: limited.retryAfterSeconds };

  // Set by the claim's transaction (a closure: `as` keeps the compiler from reading it as always null).
  let inFlight = null as NonNullable<ChargeInFlight<CasePaymentInFlight>['inFlight']> | null;
  const claimed = await runIdempotent<StoredPayment>(scope, claim, now, async (tx) => {
    // One payment of a case at a time (PostgreSQL; PGlite runs transactions one by one anyway), so
    // two attempts under different keys cannot both fit in the same balance.
    await tx.select({ id: contracts.id }).from(contracts, eq(contracts.caseId, caseId)).for('update');
    const { committed } = await committedCents(tx, caseId);
    const left = statement.totalCents - committed;
    if (left <= 0) return refused('amountCents', paymentMessages.nothingToPay);
    if (body.amountCents > left) return refused('amountCents', paymentMessages.overBalance(formatMoney(left)));
    const [row] = await tx
      .insert(casePayments, {
        caseId,
        amountCents: body.amountCents,
        status: 'pending',
        provider: cards.provider.name,
        cardBrand: body.card?.brand ?? null,
        last4: body.card?.last4 ?? null,
        idempotencyKey,
        paidByUserId: scope.memberId,
        createdAt: now,
      })
      .returning({ id: casePayments.id });
    const paymentId = row!.id;
    // What a reconciler needs if this request dies before the processor's answer is recorded (0104).
    inFlight = {
      provider: cards.provider.name,
      charge: {
        amountCents: body.amountCents,
        currency: CURRENCY,
        token: body.paymentToken,
        idempotencyKey: `case-payment:${scope.companyId}:${caseId}:${idempotencyKey}`,
        description: `Funeral arrangements for ${loaded.case.decedentName}`,
        metadata: { caseId: String(caseId), paymentId: String(paymentId), companyId: String(scope.companyId) },
        destinationAccount: cards.destination,
      },
      caseId,
      paymentId,
    };
    return { status: 202, body: { state: 'charging', inFlight } };
  });
  if (claimed.kind === 'mismatch' || claimed.replayed || !inFlight) return payOutcome(claimed);
  return chargeCasePayment(deps, scope, cards.provider, { claim, inFlight }, false);
}
