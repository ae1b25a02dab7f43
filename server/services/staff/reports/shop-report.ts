import { and, count, sql } from 'drizzle-orm';
import type { ReportPeriod } from '#contract/report-period.ts';
import type { ShopReport } from '#contract/staff-reports.ts';
import { orders } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { orderTotalSql } from '#server/services/shop/order-summary.ts';
import { isPaid } from '#server/services/staff/orders/order-rows.ts';
import { byFirst, instantWithin, monthIn, periodAnswer, type ReportClock } from './report-clock.ts';

/*
 * GET /api/staff/reports/shop (decision 0126): the shop's paid orders of the period by the month they
 * were paid, what they brought (order-summary.ts orderTotalSql, the products and the delivery) and
 * what was given back on cancelling them; over orders_company_paid_idx.
 */

const sumOf = (value: ReturnType<typeof sql>) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);

export async function shopReport(scope: TenantScope, period: ReportPeriod, clock: ReportClock): Promise<ShopReport> {
  const months = await scope
    .select({
      month: monthIn(orders.paidAt, clock.timeZone),
      orders: count(),
      cents: sumOf(orderTotalSql),
      refundedCents: sumOf(sql`${orders.refundedCents}`),
    })
    .from(orders, and(isPaid, instantWithin(orders.paidAt, period, clock.timeZone)))
    .groupBy(...byFirst(1))
    .orderBy(...byFirst(1));
  return {
    period: periodAnswer(period, clock),
    months,
    orders: months.reduce((sum, row) => sum + row.orders, 0),
    cents: months.reduce((sum, row) => sum + row.cents, 0),
    refundedCents: months.reduce((sum, row) => sum + row.refundedCents, 0),
  };
}
