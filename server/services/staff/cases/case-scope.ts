import { and, eq, isNotNull } from 'drizzle-orm';
import { cases, locations } from '#server/db/schema.ts';
import type { CaseScope, SelectedFields, TenantScope } from '#server/db/tenant-scope.ts';

/*
 * How a staff member reaches one case (decision 0065). The company's opened cases are the funeral
 * home's (a request's case is not, until staff open it: decision 0064); any other id, another
 * company's included, is no case (404). Once found, the staff member works it through a CaseScope
 * of that one case: the family's own services (details, invitations, arrangement, statement) then
 * run unchanged for staff, so there is one way to do each thing, and each of their queries is held
 * to that case as well as to the company.
 */

export interface StaffCaseHead {
  id: number;
  status: 'AT_NEED' | 'PRE_PLAN';
  decedentName: string;
  nameSlug: string;
  locationId: number;
  locationName: string;
  openedAt: Date;
}

const headFields = {
  id: cases.id,
  status: cases.status,
  decedentName: cases.decedentName,
  nameSlug: cases.nameSlug,
  locationId: cases.locationId,
  locationName: locations.name,
  openedAt: cases.openedAt,
};

/**
 * The case's own row and its location's name, with `more` columns of the same query beside them
 * (the case page's facts, case-facts.ts); no row for an id that is not an opened case of the company.
 */
export function caseHeadQuery<More extends SelectedFields>(scope: TenantScope, caseId: number, more: More) {
  return scope
    .select({ ...headFields, ...more })
    .from(cases, and(eq(cases.id, caseId), isNotNull(cases.openedAt)))
    .innerJoin(locations, and(eq(locations.id, cases.locationId), scope.owns(locations)))
    .limit(1);
}

/** The case's own row and its location's name; null for an id that is not an opened case of the company. */
export async function caseHead(scope: TenantScope, caseId: number): Promise<StaffCaseHead | null> {
  const [row] = await caseHeadQuery(scope, caseId, {});
  return row?.openedAt ? { ...row, openedAt: row.openedAt } : null;
}

/** The staff member's scope over the one case (after caseHead found it). */
export const staffCaseScope = (scope: TenantScope, staffUserId: number, caseId: number): CaseScope =>
  scope.forMember(staffUserId, [caseId]);

/** The staff member's scope over the case, or null when the company has no such opened case. */
export async function openCaseScope(
  scope: TenantScope,
  staffUserId: number,
  caseId: number,
): Promise<CaseScope | null> {
  return (await caseHead(scope, caseId)) ? staffCaseScope(scope, staffUserId, caseId) : null;
}
