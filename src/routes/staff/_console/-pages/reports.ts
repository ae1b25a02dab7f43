import { ReportsPage } from '#src/features/console-reports/ReportsPage.tsx';
import { reportsSearch } from '#src/features/console-reports/reports-search.ts';
import {
  balancesReportQuery,
  casesReportQuery,
  paymentsReportQuery,
  revenueReportQuery,
  shopReportQuery,
} from '#src/lib/queries/console/reports.ts';
import { consolePage, type ConsolePageInput } from './console-page.ts';

/**
 * /staff/reports: the business's reports (permission reports.read, decision 0126). The counts first;
 * the money reports only when the cases report says this reader may read them.
 */
export const page = consolePage(async ({ context, search }: ConsolePageInput) => {
  const { api, auth, queryClient } = context;
  const props = { auth, search: reportsSearch(search) };
  const cases = await queryClient.ensureQueryData(casesReportQuery(api, auth, props.search));
  if (cases.money)
    await Promise.all([
      queryClient.ensureQueryData(revenueReportQuery(api, auth, props.search)),
      queryClient.ensureQueryData(paymentsReportQuery(api, auth, props.search)),
      queryClient.ensureQueryData(balancesReportQuery(api, auth)),
      queryClient.ensureQueryData(shopReportQuery(api, auth, props.search)),
    ]);
  return props;
}, ReportsPage);
