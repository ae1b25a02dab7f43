import { and, count, isNotNull, sql } from 'drizzle-orm';
import type { ReportPeriod } from '#contract/report-period.ts';
import type { RevenueReport } from '#contract/staff-reports.ts';
import { contracts } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { instantWithin, periodAnswer, type ReportClock } from './report-clock.ts';

/*
 * GET /api/staff/reports/revenue (decision 0126): what the statements signed in the period sold, by
 * the price list's categories as each statement was signed (its groups), then its known cash advances
 * and its sales tax; the lines add up to the statements' totals. Read from the columns the database
 * keeps from each signed statement (contracts.signed_*), over contracts_company_signed_idx, never
 * from the statements' whole JSON. A voided statement is no longer signed, so it is not counted.
 */

export const revenueWords = { cashAdvances: 'Cash advances', salesTax: 'Sales tax' } as const;

const sumOf = (value: ReturnType<typeof sql>) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);

export async function revenueReport(
  scope: TenantScope,
  period: ReportPeriod,
  clock: ReportClock,
): Promise<RevenueReport> {
  const signed = and(isNotNull(contracts.signedAt), instantWithin(contracts.signedAt, period, clock.timeZone));
  // Each statement's groups, one row per group: the two arrays side by side, in the statement's order.
  const group = sql`lateral rows from (
      jsonb_array_elements_text(${contracts.signedCategoryNames}),
      jsonb_array_elements_text(${contracts.signedCategoryCents})
    ) as report_group(name, cents)`;
  const [[totals], categories] = await Promise.all([
    scope
      .select({
        statements: count(),
        totalCents: sumOf(sql`${contracts.signedTotalCents}`),
        taxCents: sumOf(sql`${contracts.signedTaxCents}`),
        cashAdvanceCents: sumOf(sql`${contracts.signedCashAdvanceCents}`),
      })
      .from(contracts, signed),
    scope
      .select({ name: sql<string>`report_group.name`, cents: sumOf(sql`report_group.cents::integer`) })
      .from(contracts, signed)
      .crossJoin(group)
      .groupBy(sql`report_group.name`)
      .orderBy(sql`2 desc`, sql`1`),
  ]);
  return {
    period: periodAnswer(period, clock),
    statements: totals?.statements ?? 0,
    categories: [
      ...categories,
      { name: revenueWords.cashAdvances, cents: totals?.cashAdvanceCents ?? 0 },
      { name: revenueWords.salesTax, cents: totals?.taxCents ?? 0 },
    ],
    totalCents: totals?.totalCents ?? 0,
  };
}
