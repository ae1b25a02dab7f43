import { formatMoney } from '#contract/money.ts';
import { monthText } from '#contract/report-period.ts';
import { reportFileName, type ShopReport } from '#contract/staff-reports.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ReportsSearch } from '#src/lib/queries/console/reports.ts';
import { counted } from '#src/ui/list-page/counted.ts';
import { BarChart } from './BarChart.tsx';
import { DownloadCsv } from './DownloadCsv.tsx';
import { ReportTable } from './ReportTable.tsx';
import * as styles from './reports.css.ts';

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
    <section aria-labelledby="report-shop" className={styles.panel}>
      <h2 id="report-shop" className={styles.panelTitle}>
        Shop
      </h2>
      <p className={styles.meta}>
        {counted(report.orders, 'order', 'orders')} paid, {formatMoney(report.cents)};{' '}
        {formatMoney(report.refundedCents)} refunded on cancelling.
      </p>
      {report.orders > 0 && (
        <BarChart
          title="Shop sales by month"
          bars={months.map((row) => ({
            label: monthText(row.month),
            parts: [row.cents],
            valueText: formatMoney(row.cents),
          }))}
        />
      )}
      <ReportTable
        caption="Shop orders by month"
        columns={[
          { label: 'Month' },
          { label: 'Orders', numeric: true },
          { label: 'Sales', numeric: true },
          { label: 'Refunded', numeric: true },
        ]}
        rows={months.map((row) => [
          monthText(row.month),
          row.orders,
          formatMoney(row.cents),
          formatMoney(row.refundedCents),
        ])}
        total={[report.orders, formatMoney(report.cents), formatMoney(report.refundedCents)]}
        empty="No month."
      />
      <DownloadCsv
        auth={auth}
        table="shop"
        search={search}
        what="Shop orders by month"
        fileName={reportFileName('shop', report.period)}
      />
    </section>
  );
}
