import { and, count, eq, sql } from 'drizzle-orm';
import type { ReportPeriod } from '#contract/report-period.ts';
import type { CasesReport } from '#contract/staff-reports.ts';
import { cases, locations, planningSubmissions } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { byFirst, instantWithin, monthIn, periodAnswer, type ReportClock } from './report-clock.ts';

/*
 * GET /api/staff/reports/cases (decision 0126): the cases opened in the period by month, location and
 * plan type, and the requests sent from the website by month with how many of them became cases
 * (their request is `case-opened`). Two grouped reads over the indexes on opened_at
 * (cases_company_opened_idx) and submitted_at (planning_submissions_company_submitted_idx): a year of
 * the bench company's is 3,500 cases and 17,500 requests.
 */

export async function casesReport(
  scope: TenantScope,
  period: ReportPeriod,
  clock: ReportClock,
  money: boolean,
): Promise<CasesReport> {
  const zone = clock.timeZone;
  const [caseRows, requestRows, locationRows] = await Promise.all([
    scope
      .select({ month: monthIn(cases.openedAt, zone), locationId: cases.locationId, planType: cases.status, cases: count() })
      .from(cases, instantWithin(cases.openedAt, period, zone))
      .groupBy(...byFirst(3))
      .orderBy(...byFirst(3)),
    scope
      .select({
        month: monthIn(planningSubmissions.submittedAt, zone),
        requests: count(),
        becameCases: sql<number>`count(*) filter (where ${eq(planningSubmissions.requestStatus, 'case-opened')})`.mapWith(
          Number,
        ),
      })
      .from(planningSubmissions, and(instantWithin(planningSubmissions.submittedAt, period, zone)))
      .groupBy(...byFirst(1))
      .orderBy(...byFirst(1)),
    scope.select({ id: locations.id, name: locations.name }).from(locations).orderBy(locations.name),
  ]);
  return {
    period: periodAnswer(period, clock),
    money,
    locations: locationRows,
    cases: caseRows,
    requests: requestRows,
  };
}
