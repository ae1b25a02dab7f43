import { Link } from '@tanstack/react-router';
import { calendarDateText } from '#contract/date-text.ts';
import { formatMoney } from '#contract/money.ts';
import { ageingBucketNames, reportFileName, type BalancesReport } from '#contract/staff-reports.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { counted } from '#src/ui/list-page/counted.ts';
import { ReportFigure } from './ReportFigure.tsx';
import { ReportPanel } from './ReportPanel.tsx';

/** What families still owe on their signed statements today, by the days since signing, each case linked. */
export function BalancesReportPanel({ auth, report }: { auth: AuthActorRef; report: BalancesReport }) {
  const fileName = (table: 'ageing' | 'balances') => reportFileName(table, { asOf: report.asOf });
  const figure = { auth, search: {} };
  return (
    <ReportPanel
      id="report-balances"
      title="Open balances"
      summary={
        <>
          <span data-testid="open-balance-total">{formatMoney(report.totalCents)}</span> still owed on{' '}
          {counted(report.cases.length, 'signed statement', 'signed statements')}, today {calendarDateText(report.asOf)}
          .
        </>
      }
    >
      <ReportFigure
        {...figure}
        chart={{
          bars: report.buckets.map((row) => ({
            label: ageingBucketNames[row.bucket],
            parts: [row.cents],
            valueText: formatMoney(row.cents),
          })),
        }}
        table={{
          caption: 'Open balances by days since signing',
          columns: [
            { label: 'Days since signing' },
            { label: 'Cases', numeric: true },
            { label: 'Balance', numeric: true },
          ],
          rows: report.buckets.map((row) => [ageingBucketNames[row.bucket], row.cases, formatMoney(row.cents)]),
          total: [report.cases.length, formatMoney(report.totalCents)],
          empty: 'Nothing is owed.',
        }}
        csv={{ table: 'ageing', fileName: fileName('ageing') }}
      />
      <ReportFigure
        {...figure}
        table={{
          caption: 'Cases with a balance, oldest first',
          columns: [
            { label: 'Case' },
            { label: 'Signed', numeric: true },
            { label: 'Days', numeric: true },
            { label: 'Total', numeric: true },
            { label: 'Paid', numeric: true },
            { label: 'Balance', numeric: true },
          ],
          rows: report.cases.map((row) => [
            <Link key={row.caseId} {...consolePage(`cases/${row.caseId}`)}>
              {row.decedentName || `Case ${row.caseId}`}
            </Link>,
            calendarDateText(row.signedOn),
            row.days,
            formatMoney(row.totalCents),
            formatMoney(row.paidCents),
            formatMoney(row.balanceCents),
          ]),
          total: ['', '', '', '', formatMoney(report.totalCents)],
          empty: 'Every signed statement is paid.',
        }}
        csv={{ table: 'balances', fileName: fileName('balances'), what: 'Cases with a balance' }}
      />
    </ReportPanel>
  );
}
