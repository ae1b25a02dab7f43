import { queryOptions } from '@tanstack/react-query';
import type { ReportPeriod } from '#contract/report-period.ts';
import { balancesReport, casesReport, paymentsReport, revenueReport, shopReport } from '#contract/staff-reports.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/*
 * The Reports page's reads (decision 0126), one per report, each watched for the session. The period
 * is the address's; left out, the server's year to date. The money reports are asked only of a reader
 * the cases report says may read them.
 */

export const reportsKey = ['staff', 'reports'] as const;

/** The period the address asks for: either end may be left to the server's year to date. */
export type ReportsSearch = Partial<ReportPeriod>;

const queryOf = (search: ReportsSearch) => ({
  ...(search.from ? { from: search.from } : {}),
  ...(search.to ? { to: search.to } : {}),
});

export const casesReportQuery = (api: ApiClient, auth: AuthActorRef, search: ReportsSearch) =>
  queryOptions({
    queryKey: [...reportsKey, 'cases', search],
    queryFn: ({ signal }) =>
      watchSession(auth, api.get('/api/staff/reports/cases', { query: queryOf(search), schema: casesReport, signal })),
  });

export const revenueReportQuery = (api: ApiClient, auth: AuthActorRef, search: ReportsSearch) =>
  queryOptions({
    queryKey: [...reportsKey, 'revenue', search],
    queryFn: ({ signal }) =>
      watchSession(
        auth,
        api.get('/api/staff/reports/revenue', { query: queryOf(search), schema: revenueReport, signal }),
      ),
  });

export const paymentsReportQuery = (api: ApiClient, auth: AuthActorRef, search: ReportsSearch) =>
  queryOptions({
    queryKey: [...reportsKey, 'payments', search],
    queryFn: ({ signal }) =>
      watchSession(
        auth,
        api.get('/api/staff/reports/payments', { query: queryOf(search), schema: paymentsReport, signal }),
      ),
  });

export const balancesReportQuery = (api: ApiClient, auth: AuthActorRef) =>
  queryOptions({
    queryKey: [...reportsKey, 'balances'],
    queryFn: ({ signal }) =>
      watchSession(auth, api.get('/api/staff/reports/balances', { schema: balancesReport, signal })),
  });

export const shopReportQuery = (api: ApiClient, auth: AuthActorRef, search: ReportsSearch) =>
  queryOptions({
    queryKey: [...reportsKey, 'shop', search],
    queryFn: ({ signal }) =>
      watchSession(auth, api.get('/api/staff/reports/shop', { query: queryOf(search), schema: shopReport, signal })),
  });
