import { formatMoney } from '#contract/money.ts';
import { reportFileName, type RevenueReport } from '#contract/staff-reports.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ReportsSearch } from '#src/lib/queries/console/reports.ts';
import { counted } from '#src/ui/list-page/counted.ts';
import { BarChart } from './BarChart.tsx';
import { DownloadCsv } from './DownloadCsv.tsx';
import { ReportTable } from './ReportTable.tsx';
import * as styles from './reports.css.ts';

/** What the statements signed in the period sold, by price-list category. */
export function RevenueReportPanel({
  auth,
  search,
  report,
}: {
  auth: AuthActorRef;
  search: ReportsSearch;
  report: RevenueReport;
}) {
  const lines = report.categories.filter((line) => line.cents !== 0);
  return (
    <section aria-labelledby="report-revenue" className={styles.panel}>
      <h2 id="report-revenue" className={styles.panelTitle}>
        Revenue
      </h2>
      <p className={styles.meta}>
        {formatMoney(report.totalCents)} on {counted(report.statements, 'statement', 'statements')} signed in these
        months, by the price list's categories as signed.
      </p>
      {lines.length > 0 && (
        <BarChart
          title="Revenue by category"
          bars={lines.map((line) => ({ label: line.name, parts: [line.cents], valueText: formatMoney(line.cents) }))}
        />
      )}
      <ReportTable
        caption="Revenue by category"
        columns={[{ label: 'Category' }, { label: 'Amount', numeric: true }]}
        rows={lines.map((line) => [line.name, formatMoney(line.cents)])}
        total={[formatMoney(report.totalCents)]}
        empty="No statement was signed in these months."
      />
      <DownloadCsv
        auth={auth}
        table="revenue"
        search={search}
        what="Revenue by category"
        fileName={reportFileName('revenue', report.period)}
      />
    </section>
  );
}
