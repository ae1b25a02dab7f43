import type { CaseStatus } from '#contract/planning.ts';
import { monthText } from '#contract/report-period.ts';
import { caseStatusNames } from '#contract/request-statuses.ts';
import { reportFileName, type CasesReport } from '#contract/staff-reports.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ReportsSearch } from '#src/lib/queries/console/reports.ts';
import { counted } from '#src/ui/list-page/counted.ts';
import { BarChart } from './BarChart.tsx';
import { DownloadCsv } from './DownloadCsv.tsx';
import { ReportTable } from './ReportTable.tsx';
import * as styles from './reports.css.ts';

const planTypes: readonly CaseStatus[] = ['AT_NEED', 'PRE_PLAN'];
const caseCounts = (rows: CasesReport['cases']) =>
  planTypes.map((type) => rows.filter((row) => row.planType === type).reduce((sum, row) => sum + row.cases, 0));

/** Cases opened by month, plan type and location, and the requests and how many became cases (counts only). */
export function CasesReportPanel({
  auth,
  search,
  report,
}: {
  auth: AuthActorRef;
  search: ReportsSearch;
  report: CasesReport;
}) {
  const { period } = report;
  const byMonth = period.months.map((month) => ({
    month,
    counts: caseCounts(report.cases.filter((row) => row.month === month)),
  }));
  const byLocation = report.locations
    .map((location) => ({ location, counts: caseCounts(report.cases.filter((row) => row.locationId === location.id)) }))
    .filter((row) => row.counts[0]! + row.counts[1]! > 0);
  const totals = caseCounts(report.cases);
  const requests = period.months.map(
    (month) => report.requests.find((row) => row.month === month) ?? { month, requests: 0, becameCases: 0 },
  );
  const requested = requests.reduce((sum, row) => sum + row.requests, 0);
  const became = requests.reduce((sum, row) => sum + row.becameCases, 0);
  const caseColumns = [
    ...planTypes.map((type) => ({ label: caseStatusNames[type], numeric: true })),
    { label: 'Cases', numeric: true },
  ];
  const download = (table: 'cases-by-month' | 'cases-by-location' | 'requests', what: string) => (
    <DownloadCsv auth={auth} table={table} search={search} what={what} fileName={reportFileName(table, period)} />
  );

  return (
    <>
      <section aria-labelledby="report-cases" className={styles.panel}>
        <h2 id="report-cases" className={styles.panelTitle}>
          Cases
        </h2>
        <p className={styles.meta}>
          {counted(totals[0]! + totals[1]!, 'case', 'cases')} opened: {totals[0]} at need, {totals[1]} pre-planning.
        </p>
        <BarChart
          title="Cases opened by month"
          series={planTypes.map((type) => caseStatusNames[type])}
          bars={byMonth.map((row) => ({
            label: monthText(row.month),
            parts: row.counts,
            valueText: counted(row.counts[0]! + row.counts[1]!, 'case', 'cases'),
          }))}
        />
        <ReportTable
          caption="Cases opened by month"
          columns={[{ label: 'Month' }, ...caseColumns]}
          rows={byMonth.map((row) => [monthText(row.month), ...row.counts, row.counts[0]! + row.counts[1]!])}
          total={[...totals, totals[0]! + totals[1]!]}
          empty="No case was opened in these months."
        />
        {download('cases-by-month', 'Cases opened by month')}
        <ReportTable
          caption="Cases opened by location"
          columns={[{ label: 'Location' }, ...caseColumns]}
          rows={byLocation.map((row) => [row.location.name, ...row.counts, row.counts[0]! + row.counts[1]!])}
          empty="No case was opened in these months."
        />
        {download('cases-by-location', 'Cases opened by location')}
      </section>
      <section aria-labelledby="report-requests" className={styles.panel}>
        <h2 id="report-requests" className={styles.panelTitle}>
          Requests
        </h2>
        <p className={styles.meta}>
          {counted(requested, 'request', 'requests')} from the website; {became} became cases.
        </p>
        <BarChart
          title="Requests by month"
          series={['Became cases', 'Not a case (yet)']}
          bars={requests.map((row) => ({
            label: monthText(row.month),
            parts: [row.becameCases, row.requests - row.becameCases],
            valueText: `${row.requests} (${row.becameCases} cases)`,
          }))}
        />
        <ReportTable
          caption="Requests by month"
          columns={[{ label: 'Month' }, { label: 'Requests', numeric: true }, { label: 'Became cases', numeric: true }]}
          rows={requests.map((row) => [monthText(row.month), row.requests, row.becameCases])}
          total={[requested, became]}
          empty="No request in these months."
        />
        {download('requests', 'Requests by month')}
      </section>
    </>
  );
}
