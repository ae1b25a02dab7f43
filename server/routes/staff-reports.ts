import {
  balancesReport as balancesReportSchema,
  casesReport as casesReportSchema,
  countTables,
  paymentsReport as paymentsReportSchema,
  reportMessages,
  reportQuery,
  reportTableParams,
  revenueReport as revenueReportSchema,
  shopReport as shopReportSchema,
} from '#contract/staff-reports.ts';
import type { Context } from 'hono';
import type { Clock } from '#server/clock.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { userOf } from '#server/http/authentication.ts';
import { csvResponse, csvText } from '#server/http/csv.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import { balancesReport } from '#server/services/staff/reports/balances-report.ts';
import { casesReport } from '#server/services/staff/reports/cases-report.ts';
import { mayReadMoney } from '#server/services/staff/reports/money-access.ts';
import { paymentsReport } from '#server/services/staff/reports/payments-report.ts';
import { reportClock, reportPeriodOf } from '#server/services/staff/reports/report-clock.ts';
import { reportCsv } from '#server/services/staff/reports/report-tables.ts';
import { revenueReport } from '#server/services/staff/reports/revenue-report.ts';
import { shopReport } from '#server/services/staff/reports/shop-report.ts';

/*
 * The business's reports (decision 0126), `reports.read` (the owner and directors). The cases report
 * is every reader's; the money reports and their CSV files answer a director 403 while the owner keeps
 * the money to themselves (Settings, companies.directors_see_money). Months are the company's, in its
 * time zone; `from` and `to` default to the year to date.
 */

const tags = ['Staff: reports'];
const period =
  'Months are counted in the company\u2019s time zone; `from` and `to` (YYYY-MM, both included) default to the year to date.';
const moneyRefused = {
  403: errorResponse(
    'The role does not allow this, or a director asks while the owner keeps the money reports (the message says which)',
  ),
};

const moneyRoute = (path: string, summary: string, description: string) =>
  ({
    audience: 'staff',
    permission: 'reports.read',
    method: 'get',
    path,
    tags,
    summary,
    description: `${description} A money report: a director reads it only while the owner lets directors see money. ${period}`,
  }) as const;

export const casesReportRoute = defineRoute({
  audience: 'staff',
  permission: 'reports.read',
  method: 'get',
  path: '/api/staff/reports/cases',
  tags,
  summary: 'Cases and requests by month',
  description: `The cases opened in the period by month, location and plan type; the requests sent from the website by month and how many became cases; and whether this reader may read the money reports. ${period}`,
  request: { query: reportQuery },
  responses: { 200: jsonResponse(casesReportSchema.meta({ id: 'CasesReport' }), 'The counts') },
});

export const revenueReportRoute = defineRoute({
  ...moneyRoute(
    '/api/staff/reports/revenue',
    'Revenue by price-list category',
    'What the statements signed in the period sold, by category as signed, then cash advances and sales tax; the lines add up to `totalCents`.',
  ),
  request: { query: reportQuery },
  responses: { 200: jsonResponse(revenueReportSchema.meta({ id: 'RevenueReport' }), 'The revenue'), ...moneyRefused },
});

export const paymentsReportRoute = defineRoute({
  ...moneyRoute(
    '/api/staff/reports/payments',
    'Payments received and refunds',
    'The payments received in the period (by the day received) by method and by month, and the refunds given back.',
  ),
  request: { query: reportQuery },
  responses: {
    200: jsonResponse(paymentsReportSchema.meta({ id: 'PaymentsReport' }), 'The payments'),
    ...moneyRefused,
  },
});

export const balancesReportRoute = defineRoute({
  ...moneyRoute(
    '/api/staff/reports/balances',
    'Open balances with their ages',
    'Every signed statement with something left to pay today, with the days since it was signed and its ageing bucket (0–30, 31–60, 61–90, over 90 days), oldest first; not limited to a period.',
  ),
  responses: {
    200: jsonResponse(balancesReportSchema.meta({ id: 'BalancesReport' }), 'The balances'),
    ...moneyRefused,
  },
});

export const shopReportRoute = defineRoute({
  ...moneyRoute(
    '/api/staff/reports/shop',
    "The shop's orders and takings",
    "The shop's paid orders of the period by the month paid: how many, what they brought and what was refunded.",
  ),
  request: { query: reportQuery },
  responses: { 200: jsonResponse(shopReportSchema.meta({ id: 'ShopReport' }), 'The shop'), ...moneyRefused },
});

export const reportCsvRoute = defineRoute({
  audience: 'staff',
  permission: 'reports.read',
  method: 'get',
  path: '/api/staff/reports/csv/{table}',
  tags,
  summary: 'A report table as a CSV file',
  description:
    'One table of the Reports page as CSV (RFC 4180, CRLF; a text cell starting with = + - @ is written after a quote so a spreadsheet never runs it), sent as an attachment. ' +
    '`quickbooks` is every payment and refund of the period in QuickBooks Online\u2019s bank-transaction columns: Date (MM/DD/YYYY), Description, Amount (refunds below 0). ' +
    `Every table but cases-by-month, cases-by-location and requests is money. ${period}`,
  request: { params: reportTableParams, query: reportQuery },
  responses: {
    200: {
      description: 'The table (text/csv), sent as an attachment',
      content: { 'text/csv': { schema: { type: 'string' as const } } },
    },
    ...moneyRefused,
  },
});

export function registerStaffReportRoutes(register: RegisterRoute, deps: { clock: Clock }): void {
  /** The company's clock, and whether this caller reads money: the owner, or a director while the company lets them. */
  const readerOf = async (c: Context<AppEnv>) => {
    const company = await scopeOf(c).company();
    return { clock: reportClock(company, deps.clock.now()), money: mayReadMoney(company, userOf(c).staffRole) };
  };
  const moneyKept = (c: Context<AppEnv>) => jsonError(c, 403, [{ path: '', message: reportMessages.moneyKept }]);

  register(casesReportRoute, async (c) => {
    const { clock, money } = await readerOf(c);
    return c.json(await casesReport(scopeOf(c), reportPeriodOf(c.req.valid('query'), clock), clock, money), 200);
  });

  register(revenueReportRoute, async (c) => {
    const { clock, money } = await readerOf(c);
    if (!money) return moneyKept(c);
    return c.json(await revenueReport(scopeOf(c), reportPeriodOf(c.req.valid('query'), clock), clock), 200);
  });

  register(paymentsReportRoute, async (c) => {
    const { clock, money } = await readerOf(c);
    if (!money) return moneyKept(c);
    return c.json(await paymentsReport(scopeOf(c), reportPeriodOf(c.req.valid('query'), clock), clock), 200);
  });

  register(balancesReportRoute, async (c) => {
    const { clock, money } = await readerOf(c);
    if (!money) return moneyKept(c);
    return c.json(await balancesReport(scopeOf(c), clock), 200);
  });

  register(shopReportRoute, async (c) => {
    const { clock, money } = await readerOf(c);
    if (!money) return moneyKept(c);
    return c.json(await shopReport(scopeOf(c), reportPeriodOf(c.req.valid('query'), clock), clock), 200);
  });

  register(reportCsvRoute, async (c) => {
    const { table } = c.req.valid('param');
    const { clock, money } = await readerOf(c);
    if (!countTables.includes(table) && !money) return moneyKept(c);
    const csv = await reportCsv(scopeOf(c), table, reportPeriodOf(c.req.valid('query'), clock), clock);
    return csvResponse(csvText(csv.header, csv.rows), csv.fileName) as never;
  });
}
