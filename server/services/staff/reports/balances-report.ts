import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { accountOf } from '#contract/arrangement-rules.ts';
import { daysBetween } from '#contract/calendar-dates.ts';
import { ageingBuckets, type AgeingBucket, type BalancesReport } from '#contract/staff-reports.ts';
import { casePayments, caseRefunds, cases, contracts } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { countedPayment, countedRefund } from '#server/services/family/load-arrangement.ts';
import type { ReportClock } from './report-clock.ts';

/*
 * GET /api/staff/reports/balances (decision 0126): every signed statement with something left to pay
 * today, aged by the days since it was signed (0–30, 31–60, 61–90, over 90), oldest first. The balance
 * is the one rule, contract/arrangement-rules.ts accountOf, over the signed statement's total and the
 * payments and refunds the balance counts (load-arrangement.ts): the database adds up each signed
 * case's paid payments and refunds (one grouped read of each) and sends every case's sums as one JSON
 * array, accountOf turns each case's sums into its balance as the case page turns its list, and only
 * the cases that owe are read again for their names and days.
 */

/** The ageing bucket of a balance `days` after signing. */
export function ageingBucketOf(days: number): AgeingBucket {
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return 'over-90';
}

/** A grouped sum, named for the subquery it is read from (two subqueries' columns must not share a name). */
const sumCents = (column: typeof casePayments.amountCents | typeof caseRefunds.amountCents, name: string) =>
  sql<number>`sum(${column})`.mapWith(Number).as(name);

/** [caseId, total, paid, refunded] of every signed statement. */
type SignedSums = [number, number, number, number][];

async function signedSums(scope: TenantScope): Promise<SignedSums> {
  const paid = scope
    .select({ caseId: casePayments.caseId, paidCents: sumCents(casePayments.amountCents, 'paid_cents') })
    .from(casePayments, countedPayment)
    .groupBy(casePayments.caseId)
    .as('paid');
  const refunded = scope
    .select({ caseId: caseRefunds.caseId, refundedCents: sumCents(caseRefunds.amountCents, 'refunded_cents') })
    .from(caseRefunds, countedRefund)
    .groupBy(caseRefunds.caseId)
    .as('refunded');
  // One row of one JSON array: 10,000 cases parse in a millisecond, where as many rows take tens.
  const [row] = await scope
    .select({
      sums: sql<SignedSums>`coalesce(json_agg(json_build_array(${contracts.caseId}, ${contracts.signedTotalCents},
        coalesce(${paid.paidCents}, 0), coalesce(${refunded.refundedCents}, 0))), '[]')`,
    })
    .from(contracts, isNotNull(contracts.signedAt))
    .leftJoin(paid, eq(paid.caseId, contracts.caseId))
    .leftJoin(refunded, eq(refunded.caseId, contracts.caseId));
  return row?.sums ?? [];
}

export async function balancesReport(scope: TenantScope, clock: ReportClock): Promise<BalancesReport> {
  const owing = new Map<number, { totalCents: number; paidCents: number; balanceCents: number }>();
  for (const [caseId, totalCents, paidCents, refundedCents] of await signedSums(scope)) {
    const account = accountOf(totalCents, [{ amountCents: paidCents, refundedCents }]);
    if (account.balanceCents > 0) owing.set(caseId, { totalCents, ...account });
  }
  // The cases that owe as one array parameter (a list of a thousand parameters is slow to send and parse).
  const facts =
    owing.size === 0
      ? []
      : await scope
          .select({
            caseId: contracts.caseId,
            decedentName: cases.decedentName,
            signedOn: sql<string>`to_char(${contracts.signedAt} at time zone ${clock.timeZone}, 'YYYY-MM-DD')`,
          })
          .from(contracts, sql`${contracts.caseId} = any(${`{${[...owing.keys()].join(',')}}`}::integer[])`)
          .innerJoin(cases, and(eq(cases.id, contracts.caseId), scope.owns(cases)));

  const open = facts.map((row) => {
    const days = Math.max(0, daysBetween(row.signedOn, clock.today));
    return { ...row, days, bucket: ageingBucketOf(days), ...owing.get(row.caseId)! };
  });
  open.sort((a, b) => b.days - a.days || a.caseId - b.caseId);
  return {
    asOf: clock.today,
    buckets: ageingBuckets.map((bucket) => {
      const inBucket = open.filter((row) => row.bucket === bucket);
      return { bucket, cases: inBucket.length, cents: inBucket.reduce((sum, row) => sum + row.balanceCents, 0) };
    }),
    cases: open,
    totalCents: open.reduce((sum, row) => sum + row.balanceCents, 0),
  };
}
