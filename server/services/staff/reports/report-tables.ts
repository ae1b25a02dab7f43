import { monthsOf, monthText, type ReportPeriod } from '#contract/report-period.ts';
import { caseStatusNames } from '#contract/request-statuses.ts';
import { paymentMethodNames } from '#contract/staff-payments.ts';
import { ageingBucketNames, reportFileName, type ReportTable } from '#contract/staff-reports.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { csvAmount, type CsvCell } from '#server/http/csv.ts';
import { balancesReport } from './balances-report.ts';
import { casesReport } from './cases-report.ts';
import { moneyLines, paymentsReport, type MoneyLine } from './payments-report.ts';
import type { ReportClock } from './report-clock.ts';
import { revenueReport } from './revenue-report.ts';
import { shopReport } from './shop-report.ts';

/*
 * Each table of the console's Reports page as a CSV file (decision 0126), built from the same answer
 * the page draws, so a download and the page cannot disagree; `quickbooks` is every payment and refund
 * of the period in QuickBooks Online's bank-transaction columns (Date as MM/DD/YYYY, Description,
 * Amount: dollars with two decimals, a refund below 0).
 */

export interface ReportCsv {
  header: string[];
  rows: CsvCell[][];
  fileName: string;
}

const planTypes = ['AT_NEED', 'PRE_PLAN'] as const;

/** 'YYYY-MM-DD' as QuickBooks reads a date: MM/DD/YYYY. */
export const quickBooksDate = (day: string): string => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** A payment's or refund's line in the bank file: what it was, for which case. */
export function quickBooksDescription(line: MoneyLine): string {
  const method = paymentMethodNames[line.method].toLowerCase();
  const reference = line.reference ? ` ${line.reference}` : '';
  const forCase = `case ${line.caseId}${line.decedentName ? ` (${line.decedentName})` : ''}`;
  return line.kind === 'payment'
    ? `Payment by ${method}${reference}, ${forCase}`
    : `Refund of ${method} payment${reference}, ${forCase}: ${line.reason ?? ''}`;
}

export async function reportCsv(
  scope: TenantScope,
  table: ReportTable,
  period: ReportPeriod,
  clock: ReportClock,
): Promise<ReportCsv> {
  const file = (header: string[], rows: CsvCell[][]): ReportCsv => ({
    header,
    rows,
    fileName: reportFileName(table, period),
  });
  switch (table) {
    case 'cases-by-month':
    case 'cases-by-location': {
      const report = await casesReport(scope, period, clock, false);
      const byLocation = table === 'cases-by-location';
      const keys = byLocation
        ? report.locations.map((location) => ({ key: location.id as number | string, name: location.name }))
        : monthsOf(period.from, period.to).map((month) => ({ key: month as number | string, name: monthText(month) }));
      const rows = keys.map(({ key, name }) => {
        const of = report.cases.filter((row) => (byLocation ? row.locationId : row.month) === key);
        const counts = planTypes.map((type) =>
          of.filter((row) => row.planType === type).reduce((sum, row) => sum + row.cases, 0),
        );
        return [name, ...counts, counts[0]! + counts[1]!];
      });
      const first = byLocation ? 'Location' : 'Month';
      return file([first, ...planTypes.map((type) => caseStatusNames[type]), 'Cases'], rows);
    }
    case 'requests': {
      const report = await casesReport(scope, period, clock, false);
      return file(
        ['Month', 'Requests', 'Became cases'],
        monthsOf(period.from, period.to).map((month) => {
          const row = report.requests.find((request) => request.month === month);
          return [monthText(month), row?.requests ?? 0, row?.becameCases ?? 0];
        }),
      );
    }
    case 'revenue': {
      const report = await revenueReport(scope, period, clock);
      return file(
        ['Category', 'Amount'],
        report.categories.map((line) => [line.name, csvAmount(line.cents)]),
      );
    }
    case 'payments': {
      const report = await paymentsReport(scope, period, clock);
      return file(
        ['Method', 'Payments', 'Amount'],
        report.methods.map((line) => [paymentMethodNames[line.method], line.payments, csvAmount(line.cents)]),
      );
    }
    case 'payments-by-month': {
      const report = await paymentsReport(scope, period, clock);
      return file(
        ['Month', 'Received', 'Refunded', 'Net'],
        monthsOf(period.from, period.to).map((month) => {
          const row = report.months.find((line) => line.month === month);
          const received = row?.receivedCents ?? 0;
          const refunded = row?.refundedCents ?? 0;
          return [monthText(month), csvAmount(received), csvAmount(refunded), csvAmount(received - refunded)];
        }),
      );
    }
    case 'quickbooks': {
      const lines = await moneyLines(scope, period, clock);
      return file(
        ['Date', 'Description', 'Amount'],
        lines.map((line) => [quickBooksDate(line.day), quickBooksDescription(line), csvAmount(line.cents)]),
      );
    }
    case 'ageing':
    case 'balances': {
      const report = await balancesReport(scope, clock);
      const fileName = reportFileName(table, { asOf: report.asOf });
      if (table === 'ageing')
        return {
          fileName,
          header: ['Days since signing', 'Cases', 'Balance'],
          rows: report.buckets.map((line) => [ageingBucketNames[line.bucket], line.cases, csvAmount(line.cents)]),
        };
      return {
        fileName,
        header: ['Case', 'Name', 'Signed on', 'Days since signing', 'Ageing', 'Total', 'Paid', 'Balance'],
        rows: report.cases.map((line) => [
          line.caseId,
          line.decedentName,
          line.signedOn,
          line.days,
          ageingBucketNames[line.bucket],
          csvAmount(line.totalCents),
          csvAmount(line.paidCents),
          csvAmount(line.balanceCents),
        ]),
      };
    }
    case 'shop': {
      const report = await shopReport(scope, period, clock);
      return file(
        ['Month', 'Orders', 'Sales', 'Refunded'],
        monthsOf(period.from, period.to).map((month) => {
          const row = report.months.find((line) => line.month === month);
          return [monthText(month), row?.orders ?? 0, csvAmount(row?.cents ?? 0), csvAmount(row?.refundedCents ?? 0)];
        }),
      );
    }
  }
}
