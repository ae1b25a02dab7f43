import { z } from 'zod';
import { rowId } from './ids.ts';
import { paymentMethod } from './payment-ledger.ts';
import { caseStatus } from './planning.ts';
import { text } from './text.ts';
import { isMonth, periodProblem, reportPeriodMessages, type Month } from './report-period.ts';

/*
 * The business's reports (decision 0126), permission `reports.read` (the owner, directors). The
 * counts (cases and requests by month) are every reader's; the money reports (revenue, payments and
 * refunds, open balances, the shop) are the owner's, and a director's unless the owner turned
 * "Directors see money in reports" off (companies.directors_see_money): then they answer 403 with
 * `reportMessages.moneyKept`. Months are the funeral home's, in its time zone (decision 0115); every
 * table of the console's page downloads as CSV from GET /api/staff/reports/csv/{table}.
 */

export const reportMessages = {
  moneyKept: 'The owner keeps the money reports to themselves: ask them to share them in Settings.',
} as const;

const month = () =>
  text()
    .refine(isMonth, { message: reportPeriodMessages.month })
    .transform((value) => value as Month);

/** ?from=2026-01&to=2026-12: whole months, both included; left out: the year to date. */
export const reportQuery = z
  .object({ from: month().optional(), to: month().optional() })
  .superRefine((query, context) => {
    const problem = query.from && query.to ? periodProblem({ from: query.from, to: query.to }) : null;
    if (problem) context.addIssue({ code: 'custom', path: ['to'], message: problem });
  });
export type ReportQuery = z.input<typeof reportQuery>;

const cents = z.number().int();
const count = z.number().int().min(0);
const monthText = z.string().regex(/^\d{4}-\d{2}$/);

/** The months a report covers, in the company's zone. */
export const reportPeriod = z.object({
  from: monthText,
  to: monthText,
  months: z.array(monthText),
  timeZone: z.string(),
});
export type ReportPeriodAnswer = z.infer<typeof reportPeriod>;

/** GET /api/staff/reports/cases: counts only, for every reader of reports. */
export const casesReport = z.object({
  period: reportPeriod,
  /** Whether this reader may read the money reports (the owner; a director while the owner lets them). */
  money: z.boolean(),
  locations: z.array(z.object({ id: rowId(), name: z.string() })),
  /** Cases opened in the period, per month, location and plan type (only the combinations that have any). */
  cases: z.array(z.object({ month: monthText, locationId: rowId(), planType: caseStatus, cases: count })),
  /** Requests sent from the website per month, and how many of them have been opened as cases. */
  requests: z.array(z.object({ month: monthText, requests: count, becameCases: count })),
});
export type CasesReport = z.infer<typeof casesReport>;

/** GET /api/staff/reports/revenue: what the statements signed in the period sold, by price-list category. */
export const revenueReport = z.object({
  period: reportPeriod,
  statements: count,
  /** One line per price-list category (as signed), then the cash advances and the sales tax; they add up to totalCents. */
  categories: z.array(z.object({ name: z.string(), cents })),
  totalCents: cents,
});
export type RevenueReport = z.infer<typeof revenueReport>;

/** GET /api/staff/reports/payments: money received (by the day received) and given back, in the period. */
export const paymentsReport = z.object({
  period: reportPeriod,
  methods: z.array(z.object({ method: paymentMethod, payments: count, cents })),
  months: z.array(z.object({ month: monthText, receivedCents: cents, refundedCents: cents })),
  refunds: count,
  receivedCents: cents,
  refundedCents: cents,
});
export type PaymentsReport = z.infer<typeof paymentsReport>;

export const ageingBuckets = ['0-30', '31-60', '61-90', 'over-90'] as const;
export const ageingBucket = z.enum(ageingBuckets);
export type AgeingBucket = z.infer<typeof ageingBucket>;
export const ageingBucketNames: Record<AgeingBucket, string> = {
  '0-30': '0–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  'over-90': 'Over 90 days',
};

/** GET /api/staff/reports/balances: every signed statement with something left to pay, today. */
export const balancesReport = z.object({
  /** Today, in the company's zone: the day the ages are counted to. */
  asOf: z.string(),
  buckets: z.array(z.object({ bucket: ageingBucket, cases: count, cents })),
  cases: z.array(
    z.object({
      caseId: rowId(),
      decedentName: z.string(),
      signedOn: z.string(),
      /** Days since the statement was signed. */
      days: count,
      bucket: ageingBucket,
      totalCents: cents,
      paidCents: cents,
      balanceCents: cents,
    }),
  ),
  totalCents: cents,
});
export type BalancesReport = z.infer<typeof balancesReport>;

/** GET /api/staff/reports/shop: the shop's paid orders of the period, by the month paid. */
export const shopReport = z.object({
  period: reportPeriod,
  months: z.array(z.object({ month: monthText, orders: count, cents, refundedCents: cents })),
  orders: count,
  cents,
  refundedCents: cents,
});
export type ShopReport = z.infer<typeof shopReport>;

/** The tables of the console's Reports page, each a CSV download; `quickbooks` is the payments for accounting. */
export const reportTables = [
  'cases-by-month',
  'cases-by-location',
  'requests',
  'revenue',
  'payments',
  'payments-by-month',
  'quickbooks',
  'ageing',
  'balances',
  'shop',
] as const;
export const reportTable = z.enum(reportTables);
export type ReportTable = z.infer<typeof reportTable>;

/** The tables of the counts; every other one is money. */
export const countTables: readonly ReportTable[] = ['cases-by-month', 'cases-by-location', 'requests'];

export const reportTableParams = z.object({ table: reportTable });

/** The file a table downloads as: lantern-{table}-{from}-to-{to}.csv (the balances: as of the day). */
export const reportFileName = (table: ReportTable, period: { from: string; to: string } | { asOf: string }): string =>
  'asOf' in period ? `lantern-${table}-${period.asOf}.csv` : `lantern-${table}-${period.from}-to-${period.to}.csv`;
