import { and, eq } from 'drizzle-orm';
import { caseReference } from '#contract/planning.ts';
import { locations, planningSubmissions } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/*
 * A request as the inbox and its page both read it: the same columns (with its location's name), and
 * the same head of the answer (the rest, the names and what the page adds, is each one's own).
 */

export const requestColumns = {
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
};

/** The request's location, the company's own (join condition). */
export const requestLocation = (scope: TenantScope) =>
  and(eq(locations.id, planningSubmissions.locationId), scope.owns(locations));

type RequestRow = {
  [K in Exclude<keyof typeof requestColumns, 'formId' | 'fields'>]: (typeof requestColumns)[K]['_']['data'];
};

export const requestHeadOf = (row: RequestRow) => ({
  id: row.id,
  reference: caseReference(row.caseId),
  caseStatus: row.caseStatus,
  status: row.status,
  submittedAt: row.submittedAt.toISOString(),
  locationId: row.locationId,
  locationName: row.locationName,
  contactEmail: row.contactEmail,
});
