import { and, count, desc, eq, sql } from 'drizzle-orm';
import { caseReference } from '#contract/planning.ts';
import type { RequestCounts, RequestsPage, RequestsQuery } from '#contract/staff-requests.ts';
import { locations, planningSubmissions } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { formsById, peopleOf } from './request-facts.ts';

/*
 * GET /api/staff/requests: the inbox, at-need requests still new first (someone has died and a
 * family waits for a call), then newest first; filters by location, plan type and status. Three
 * queries whatever the page holds: the page, its forms, the counts.
 */

const urgentFirst = sql`(${planningSubmissions.caseStatus} = 'AT_NEED' and ${planningSubmissions.requestStatus} = 'new') desc`;

export async function listRequests(scope: TenantScope, query: RequestsQuery): Promise<RequestsPage> {
  const where = and(
    query.locationId === undefined ? undefined : eq(planningSubmissions.locationId, query.locationId),
    query.caseStatus === undefined ? undefined : eq(planningSubmissions.caseStatus, query.caseStatus),
    query.status === undefined ? undefined : eq(planningSubmissions.requestStatus, query.status),
  );
  const [rows, total, counts] = await Promise.all([
    scope
      .select({
        id: planningSubmissions.id,
        caseId: planningSubmissions.caseId,
        formId: planningSubmissions.formId,
        caseStatus: planningSubmissions.caseStatus,
        status: planningSubmissions.requestStatus,
        submittedAt: planningSubmissions.submittedAt,
        locationId: planningSubmissions.locationId,
        locationName: locations.name,
        contactEmail: planningSubmissions.contactEmail,
        fields: planningSubmissions.fields,
      })
      .from(planningSubmissions, where)
      .innerJoin(locations, and(eq(locations.id, planningSubmissions.locationId), scope.owns(locations)))
      .orderBy(urgentFirst, desc(planningSubmissions.submittedAt), desc(planningSubmissions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    scope.count(planningSubmissions, where),
    requestCounts(scope),
  ]);
  const forms = await formsById(
    scope,
    rows.map((row) => row.formId),
  );
  return {
    items: rows.map((row) => {
      const { contactName, personName } = peopleOf(forms.get(row.formId)!, row.fields);
      return {
        id: row.id,
        reference: caseReference(row.caseId),
        caseStatus: row.caseStatus,
        status: row.status,
        submittedAt: row.submittedAt.toISOString(),
        locationId: row.locationId,
        locationName: row.locationName,
        contactName,
        contactEmail: row.contactEmail,
        personName,
      };
    }),
    page: query.page,
    pageSize: query.pageSize,
    total,
    newCount: counts.new,
  };
}

/** The console's counts: requests still new, and how many of them are at need. */
export async function requestCounts(scope: TenantScope): Promise<RequestCounts> {
  const [row] = await scope
    .select({
      new: count(),
      newAtNeed: sql<number>`count(*) filter (where ${planningSubmissions.caseStatus} = 'AT_NEED')`.mapWith(Number),
    })
    .from(planningSubmissions, eq(planningSubmissions.requestStatus, 'new'));
  return { new: row?.new ?? 0, newAtNeed: row?.newAtNeed ?? 0 };
}
