import { and, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { RequestCounts, RequestsPage, RequestsQuery } from '#contract/staff-requests.ts';
import { locations, planningRequestTallies, planningSubmissions } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { tallySum } from '../tally-sum.ts';
import { formsById, peopleOf } from './request-facts.ts';
import { requestColumns, requestHeadOf, requestLocation } from './request-row.ts';

/*
 * GET /api/staff/requests: the inbox, at-need requests still new first (someone has died and a
 * family waits for a call), then newest first; filters by location, plan type and status. Three
 * queries whatever the page holds: the page, its forms, and the counts, read from the request
 * tallies the database keeps (a few rows per location, decision 0069) instead of counting requests.
 */

interface RequestColumns {
  locationId: AnyColumn;
  caseStatus: AnyColumn;
  requestStatus: AnyColumn;
}

/** The query's filters, over the requests or over their tallies. */
const filtersOn = (columns: RequestColumns, query: RequestsQuery): SQL | undefined =>
  and(
    query.locationId === undefined ? undefined : eq(columns.locationId, query.locationId),
    query.caseStatus === undefined ? undefined : eq(columns.caseStatus, query.caseStatus),
    query.status === undefined ? undefined : eq(columns.requestStatus, query.status),
  );

/** Sum of the tallies' requests where `condition` holds (all of them without one). */
const requestsWhere = (condition: SQL | undefined) => tallySum(planningRequestTallies.requests, condition);

const isNew = eq(planningRequestTallies.requestStatus, 'new');
const tallied = {
  new: requestsWhere(isNew),
  newAtNeed: requestsWhere(and(isNew, eq(planningRequestTallies.caseStatus, 'AT_NEED'))),
};

const urgentFirst = sql`(${planningSubmissions.caseStatus} = 'AT_NEED' and ${planningSubmissions.requestStatus} = 'new') desc`;

export async function listRequests(scope: TenantScope, query: RequestsQuery): Promise<RequestsPage> {
  const where = filtersOn(planningSubmissions, query);
  const [rows, [counts]] = await Promise.all([
    scope
      .select(requestColumns)
      .from(planningSubmissions, where)
      .innerJoin(locations, requestLocation(scope))
      .orderBy(urgentFirst, desc(planningSubmissions.submittedAt), desc(planningSubmissions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    scope
      .select({ total: requestsWhere(filtersOn(planningRequestTallies, query)), ...tallied })
      .from(planningRequestTallies),
  ]);
  const forms = await formsById(
    scope,
    rows.map((row) => row.formId),
  );
  return {
    items: rows.map((row) => {
      const { contactName, personName } = peopleOf(forms.get(row.formId)!, row.fields);
      return {
        ...requestHeadOf(row),
        contactName,
        personName,
      };
    }),
    page: query.page,
    pageSize: query.pageSize,
    total: counts?.total ?? 0,
    newCount: counts?.new ?? 0,
  };
}

/** The console's counts: requests still new, and how many of them are at need. */
export async function requestCounts(scope: TenantScope): Promise<RequestCounts> {
  const [row] = await scope.select(tallied).from(planningRequestTallies);
  return { new: row?.new ?? 0, newAtNeed: row?.newAtNeed ?? 0 };
}
