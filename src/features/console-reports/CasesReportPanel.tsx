import type { CaseStatus } from '#contract/planning.ts';
import { monthText } from '#contract/report-period.ts';
import { caseStatusNames } from '#contract/request-statuses.ts';
import { reportFileName, type CasesReport } from '#contract/staff-reports.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ReportsSearch } from '#src/lib/queries/console/reports.ts';
import { counted } from '#src/ui/list-page/counted.ts';
import { ReportFigure } from './ReportFigure.tsx';
import { ReportPanel } from './ReportPanel.tsx';

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
  const figure = { auth, search };

  return (
    <>
      <ReportPanel
        id="report-cases"
        title="Cases"
        summary={`${counted(totals[0]! + totals[1]!, 'case', 'cases')} opened: ${totals[0]} at need, ${totals[1]} pre-planning.`}
      >
        <ReportFigure
          {...figure}
          chart={{
            series: planTypes.map((type) => caseStatusNames[type]),
            bars: byMonth.map((row) => ({
              label: monthText(row.month),
              parts: row.counts,
              valueText: counted(row.counts[0]! + row.counts[1]!, 'case', 'cases'),
            })),
          }}
          table={{
            caption: 'Cases opened by month',
            columns: [{ label: 'Month' }, ...caseColumns],
            rows: byMonth.map((row) => [monthText(row.month), ...row.counts, row.counts[0]! + row.counts[1]!]),
            total: [...totals, totals[0]! + totals[1]!],
            empty: 'No case was opened in these months.',
          }}
          csv={{ table: 'cases-by-month', fileName: reportFileName('cases-by-month', period) }}
        />
        <ReportFigure
          {...figure}
          table={{
            caption: 'Cases opened by location',
            columns: [{ label: 'Location' }, ...caseColumns],
            rows: byLocation.map((row) => [row.location.name, ...row.counts, row.counts[0]! + row.counts[1]!]),
            empty: 'No case was opened in these months.',
          }}
          csv={{ table: 'cases-by-location', fileName: reportFileName('cases-by-location', period) }}
        />
      </ReportPanel>
      <ReportPanel
        id="report-requests"
        title="Requests"
        summary={`${counted(requested, 'request', 'requests')} from the website; ${became} became cases.`}
      >
        <ReportFigure
          {...figure}
          chart={{
            series: ['Became cases', 'Not a case (yet)'],
            bars: requests.map((row) => ({
              label: monthText(row.month),
              parts: [row.becameCases, row.requests - row.becameCases],
              valueText: `${row.requests} (${row.becameCases} cases)`,
            })),
          }}
          table={{
            caption: 'Requests by month',
            columns: [
              { label: 'Month' },
              { label: 'Requests', numeric: true },
              { label: 'Became cases', numeric: true },
            ],
            rows: requests.map((row) => [monthText(row.month), row.requests, row.becameCases]),
            total: [requested, became],
            empty: 'No request in these months.',
          }}
          csv={{ table: 'requests', fileName: reportFileName('requests', period) }}
        />
      </ReportPanel>
    </>
  );
}
