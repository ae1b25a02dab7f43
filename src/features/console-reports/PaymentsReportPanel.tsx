import { formatMoney } from '#contract/money.ts';
import { monthText } from '#contract/report-period.ts';
import { paymentMethodNames } from '#contract/staff-payments.ts';
import { reportFileName, type PaymentsReport } from '#contract/staff-reports.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ReportsSearch } from '#src/lib/queries/console/reports.ts';
import { counted } from '#src/ui/list-page/counted.ts';
import { DownloadCsv } from './DownloadCsv.tsx';
import { ReportFigure } from './ReportFigure.tsx';
import { ReportPanel } from './ReportPanel.tsx';
import * as styles from './reports.css.ts';

/** The money received by method and by month, and the refunds; with the file accounting imports. */
export function PaymentsReportPanel({
  auth,
  search,
  report,
}: {
  auth: AuthActorRef;
  search: ReportsSearch;
  report: PaymentsReport;
}) {
  const { period } = report;
  const months = period.months.map(
    (month) => report.months.find((row) => row.month === month) ?? { month, receivedCents: 0, refundedCents: 0 },
  );
  const payments = report.methods.reduce((sum, row) => sum + row.payments, 0);
  const file = (table: 'payments' | 'payments-by-month' | 'quickbooks') => reportFileName(table, period);
  return (
    <ReportPanel
      id="report-payments"
      title="Payments and refunds"
      summary={
        `${formatMoney(report.receivedCents)} received in ${counted(payments, 'payment', 'payments')}; ` +
        `${formatMoney(report.refundedCents)} given back in ${counted(report.refunds, 'refund', 'refunds')}.`
      }
    >
      <ReportFigure
        auth={auth}
        search={search}
        chart={
          report.methods.length > 0
            ? {
                bars: report.methods.map((row) => ({
                  label: paymentMethodNames[row.method],
                  parts: [row.cents],
                  valueText: formatMoney(row.cents),
                })),
              }
            : undefined
        }
        table={{
          caption: 'Payments received by method',
          columns: [{ label: 'Method' }, { label: 'Payments', numeric: true }, { label: 'Amount', numeric: true }],
          rows: report.methods.map((row) => [paymentMethodNames[row.method], row.payments, formatMoney(row.cents)]),
          total: [payments, formatMoney(report.receivedCents)],
          empty: 'No payment was received in these months.',
        }}
        csv={{ table: 'payments', fileName: file('payments') }}
      />
      <ReportFigure
        auth={auth}
        search={search}
        table={{
          caption: 'Received and refunded by month',
          columns: [
            { label: 'Month' },
            { label: 'Received', numeric: true },
            { label: 'Refunded', numeric: true },
            { label: 'Net', numeric: true },
          ],
          rows: months.map((row) => [
            monthText(row.month),
            formatMoney(row.receivedCents),
            formatMoney(row.refundedCents),
            formatMoney(row.receivedCents - row.refundedCents),
          ]),
          total: [
            formatMoney(report.receivedCents),
            formatMoney(report.refundedCents),
            formatMoney(report.receivedCents - report.refundedCents),
          ],
          empty: 'No month.',
        }}
        csv={{ table: 'payments-by-month', fileName: file('payments-by-month') }}
      />
      <p className={styles.meta}>
        For accounting software: every payment and refund of these months in QuickBooks Online's bank-transaction
        columns (date, description, amount; refunds below zero).
      </p>
      <DownloadCsv
        auth={auth}
        table="quickbooks"
        search={search}
        what="Payments and refunds for QuickBooks"
        label="Download for QuickBooks (CSV)"
        fileName={file('quickbooks')}
      />
    </ReportPanel>
  );
}
