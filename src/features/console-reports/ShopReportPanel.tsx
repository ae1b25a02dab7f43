import { formatMoney } from '#contract/money.ts';
import { monthText } from '#contract/report-period.ts';
import { reportFileName, type ShopReport } from '#contract/staff-reports.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ReportsSearch } from '#src/lib/queries/console/reports.ts';
import { counted } from '#src/ui/list-page/counted.ts';
import { ReportFigure } from './ReportFigure.tsx';
import { ReportPanel } from './ReportPanel.tsx';

/** The shop's paid orders by month and what they brought. */
export function ShopReportPanel({
  auth,
  search,
  report,
}: {
  auth: AuthActorRef;
  search: ReportsSearch;
  report: ShopReport;
}) {
  const months = report.period.months.map(
    (month) => report.months.find((row) => row.month === month) ?? { month, orders: 0, cents: 0, refundedCents: 0 },
  );
  return (
    <ReportPanel
      id="report-shop"
      title="Shop"
      summary={
        `${counted(report.orders, 'order', 'orders')} paid, ${formatMoney(report.cents)}; ` +
        `${formatMoney(report.refundedCents)} refunded on cancelling.`
      }
    >
      <ReportFigure
        auth={auth}
        search={search}
        chart={
          report.orders > 0
            ? {
                title: 'Shop sales by month',
                bars: months.map((row) => ({
                  label: monthText(row.month),
                  parts: [row.cents],
                  valueText: formatMoney(row.cents),
                })),
              }
            : undefined
        }
        table={{
          caption: 'Shop orders by month',
          columns: [
            { label: 'Month' },
            { label: 'Orders', numeric: true },
            { label: 'Sales', numeric: true },
            { label: 'Refunded', numeric: true },
          ],
          rows: months.map((row) => [
            monthText(row.month),
            row.orders,
            formatMoney(row.cents),
            formatMoney(row.refundedCents),
          ]),
          total: [report.orders, formatMoney(report.cents), formatMoney(report.refundedCents)],
          empty: 'No month.',
        }}
        csv={{ table: 'shop', fileName: reportFileName('shop', report.period) }}
      />
    </ReportPanel>
  );
}
