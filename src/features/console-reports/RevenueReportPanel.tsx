import { formatMoney } from '#contract/money.ts';
import { reportFileName, type RevenueReport } from '#contract/staff-reports.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ReportsSearch } from '#src/lib/queries/console/reports.ts';
import { counted } from '#src/ui/list-page/counted.ts';
import { ReportFigure } from './ReportFigure.tsx';
import { ReportPanel } from './ReportPanel.tsx';

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
    <ReportPanel
      id="report-revenue"
      title="Revenue"
      summary={
        `${formatMoney(report.totalCents)} on ${counted(report.statements, 'statement', 'statements')} signed in ` +
        "these months, by the price list's categories as signed."
      }
    >
      <ReportFigure
        auth={auth}
        search={search}
        chart={
          lines.length > 0
            ? {
                bars: lines.map((line) => ({
                  label: line.name,
                  parts: [line.cents],
                  valueText: formatMoney(line.cents),
                })),
              }
            : undefined
        }
        table={{
          caption: 'Revenue by category',
          columns: [{ label: 'Category' }, { label: 'Amount', numeric: true }],
          rows: lines.map((line) => [line.name, formatMoney(line.cents)]),
          total: [formatMoney(report.totalCents)],
          empty: 'No statement was signed in these months.',
        }}
        csv={{ table: 'revenue', fileName: reportFileName('revenue', report.period) }}
      />
    </ReportPanel>
  );
}
