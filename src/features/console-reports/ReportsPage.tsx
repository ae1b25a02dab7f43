import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { monthOfDay, monthText, type Month } from '#contract/report-period.ts';
import { dayIn } from '#contract/time-text.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import {
  balancesReportQuery,
  casesReportQuery,
  paymentsReportQuery,
  revenueReportQuery,
  shopReportQuery,
  type ReportsSearch,
} from '#src/lib/queries/console/reports.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { ListPage } from '#src/ui/list-page/ListPage.tsx';
import { BalancesReportPanel } from './BalancesReportPanel.tsx';
import { CasesReportPanel } from './CasesReportPanel.tsx';
import { PaymentsReportPanel } from './PaymentsReportPanel.tsx';
import { PeriodPicker } from './PeriodPicker.tsx';
import { RevenueReportPanel } from './RevenueReportPanel.tsx';
import { ShopReportPanel } from './ShopReportPanel.tsx';
import * as styles from './reports.css.ts';

export interface ReportsPageProps {
  auth: AuthActorRef;
  search: ReportsSearch;
}

/**
 * /staff/reports (decision 0126): the business's numbers for a period of months, each report a chart
 * and the table it draws, each table a CSV download. The owner reads everything; a director the money
 * too unless the owner keeps it (Settings), then the counts alone.
 */
export function ReportsPage({ auth, search }: ReportsPageProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: cases } = useSuspenseQuery(casesReportQuery(api, auth, search));
  const { period } = cases;
  const thisMonth = monthOfDay(dayIn(new Date(), period.timeZone));
  return (
    <ListPage title="Reports" head={<PageHead title="Reports" />}>
      <p className={styles.lead}>
        {monthText(period.from)} to {monthText(period.to)}, in the funeral home's months ({period.timeZone}).
      </p>
      <PeriodPicker period={{ from: period.from as Month, to: period.to as Month }} thisMonth={thisMonth} />
      <CasesReportPanel auth={auth} search={search} report={cases} />
      {cases.money ? (
        <MoneyReports auth={auth} search={search} />
      ) : (
        <p className={styles.meta}>The owner keeps the money reports to themselves.</p>
      )}
    </ListPage>
  );
}

function MoneyReports({ auth, search }: ReportsPageProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: revenue } = useSuspenseQuery(revenueReportQuery(api, auth, search));
  const { data: payments } = useSuspenseQuery(paymentsReportQuery(api, auth, search));
  const { data: balances } = useSuspenseQuery(balancesReportQuery(api, auth));
  const { data: shop } = useSuspenseQuery(shopReportQuery(api, auth, search));
  return (
    <>
      <RevenueReportPanel auth={auth} search={search} report={revenue} />
      <PaymentsReportPanel auth={auth} search={search} report={payments} />
      <BalancesReportPanel auth={auth} report={balances} />
      <ShopReportPanel auth={auth} search={search} report={shop} />
    </>
  );
}
