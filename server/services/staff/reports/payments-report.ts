import { and, asc, count, eq, isNotNull, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PaymentMethod } from '#contract/payment-ledger.ts';
import type { ReportPeriod } from '#contract/report-period.ts';
import type { PaymentsReport } from '#contract/staff-reports.ts';
import { casePayments, caseRefunds, cases } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { countedPayment, countedRefund } from '#server/services/family/load-arrangement.ts';
import { paymentReceivedOn, refundGivenOn } from '#server/services/staff/payments/ledger-source.ts';
import { byFirst, instantWithin, periodAnswer, periodDays, type ReportClock } from './report-clock.ts';

/*
 * GET /api/staff/reports/payments (decision 0126): the money the funeral home received in the period
 * by method, and what it gave back, by the ledger's days (decision 0102: the day a payment was
 * received, the day a refund was given back, in the company's zone). The balance counts the same
 * payments and refunds (load-arrangement.ts countedPayment, countedRefund). A recorded payment's day
 * is its received_on and a card's its paid_at, so the period is asked of each through its own index
 * (case_payments_company_received_idx, …_card_paid_idx); refunds through case_refunds_company_refunded_idx.
 */

const zoneOf = (clock: ReportClock) => sql`${clock.timeZone}`;

/** The counted payments received in the period: a recorded one by its day, a card by the instant it was paid. */
function receivedWithin(period: ReportPeriod, clock: ReportClock): SQL | undefined {
  const days = periodDays(period);
  return and(
    countedPayment,
    or(
      and(
        isNotNull(casePayments.receivedOn),
        sql`${casePayments.receivedOn} >= ${days.start}::date and ${casePayments.receivedOn} < ${days.end}::date`,
      ),
      and(isNull(casePayments.receivedOn), instantWithin(casePayments.paidAt, period, clock.timeZone)),
    ),
  );
}

const refundedWithin = (period: ReportPeriod, clock: ReportClock) =>
  and(countedRefund, instantWithin(caseRefunds.refundedAt, period, clock.timeZone));

const sumCents = (column: AnyColumn) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

export async function paymentsReport(
  scope: TenantScope,
  period: ReportPeriod,
  clock: ReportClock,
): Promise<PaymentsReport> {
  const zone = zoneOf(clock);
  const [received, refunded] = await Promise.all([
    scope
      .select({
        month: sql<string>`substr(${paymentReceivedOn(zone)}, 1, 7)`,
        method: casePayments.method,
        payments: count(),
        cents: sumCents(casePayments.amountCents),
      })
      .from(casePayments, receivedWithin(period, clock))
      .groupBy(...byFirst(2)),
    scope
      .select({
        month: sql<string>`substr(${refundGivenOn(zone)}, 1, 7)`,
        refunds: count(),
        cents: sumCents(caseRefunds.amountCents),
      })
      .from(caseRefunds, refundedWithin(period, clock))
      .groupBy(...byFirst(1)),
  ]);

  const methods = new Map<PaymentMethod, { method: PaymentMethod; payments: number; cents: number }>();
  const months = new Map<string, { month: string; receivedCents: number; refundedCents: number }>();
  const monthRow = (month: string) =>
    months.get(month) ?? months.set(month, { month, receivedCents: 0, refundedCents: 0 }).get(month)!;
  for (const row of received) {
    const method = methods.get(row.method) ?? { method: row.method, payments: 0, cents: 0 };
    methods.set(row.method, { method: row.method, payments: method.payments + row.payments, cents: method.cents + row.cents });
    monthRow(row.month).receivedCents += row.cents;
  }
  for (const row of refunded) monthRow(row.month).refundedCents += row.cents;
  const receivedCents = received.reduce((sum, row) => sum + row.cents, 0);
  const refundedCents = refunded.reduce((sum, row) => sum + row.cents, 0);
  return {
    period: periodAnswer(period, clock),
    methods: [...methods.values()].sort((a, b) => b.cents - a.cents || a.method.localeCompare(b.method)),
    months: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)),
    refunds: refunded.reduce((sum, row) => sum + row.refunds, 0),
    receivedCents,
    refundedCents,
  };
}

/** One line of the bank-transaction file: a payment received, or a refund (its amount below 0). */
export interface MoneyLine {
  /** 'YYYY-MM-DD' in the company's zone. */
  day: string;
  kind: 'payment' | 'refund';
  method: PaymentMethod;
  reference: string | null;
  caseId: number;
  decedentName: string;
  /** A refund's reason. */
  reason: string | null;
  /** Received: above 0; given back: below 0. */
  cents: number;
}

/** Every payment received and refund given in the period, oldest first: what accounting imports. */
export async function moneyLines(scope: TenantScope, period: ReportPeriod, clock: ReportClock): Promise<MoneyLine[]> {
  const zone = zoneOf(clock);
  const [payments, refunds] = await Promise.all([
    scope
      .select({
        day: paymentReceivedOn(zone),
        method: casePayments.method,
        reference: casePayments.reference,
        caseId: casePayments.caseId,
        decedentName: cases.decedentName,
        cents: casePayments.amountCents,
        id: casePayments.id,
      })
      .from(casePayments, receivedWithin(period, clock))
      .innerJoin(cases, and(eq(cases.id, casePayments.caseId), scope.owns(cases)))
      .orderBy(asc(casePayments.id)),
    scope
      .select({
        day: refundGivenOn(zone),
        method: casePayments.method,
        reference: casePayments.reference,
        caseId: caseRefunds.caseId,
        decedentName: cases.decedentName,
        reason: caseRefunds.reason,
        cents: caseRefunds.amountCents,
        id: caseRefunds.id,
      })
      .from(caseRefunds, refundedWithin(period, clock))
      .innerJoin(casePayments, and(eq(casePayments.id, caseRefunds.paymentId), scope.owns(casePayments)))
      .innerJoin(cases, and(eq(cases.id, caseRefunds.caseId), scope.owns(cases)))
      .orderBy(asc(caseRefunds.id)),
  ]);
  const lines: (MoneyLine & { id: number })[] = [
    ...payments.map((row) => ({ ...row, kind: 'payment' as const, reason: null })),
    ...refunds.map((row) => ({ ...row, kind: 'refund' as const, cents: -row.cents })),
  ];
  // By day; on a day, payments before refunds, each in the order recorded.
  return lines
    .sort((a, b) => a.day.localeCompare(b.day) || a.kind.localeCompare(b.kind) || a.id - b.id)
    .map(({ id: _id, ...line }) => line);
}
