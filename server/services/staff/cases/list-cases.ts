import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { caseReference } from '#contract/planning.ts';
import type { CaseContact, CasesPage, CasesQuery, DirectorFilter } from '#contract/staff-cases.ts';
import { caseInvitations, caseMembers, cases, locations, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { assignedDirectorSource } from './case-director.ts';
import { caseSearchCondition } from './case-search.ts';

/*
 * GET /api/staff/cases: the company's opened cases, newest opened first (cases_company_opened_idx),
 * filtered by plan type, location, director (decision 0105) and the search words. Four queries whatever the page holds: the
 * page, the total, and the contacts of the page's cases (their first invitation, else first member);
 * a search counts in the page's query (three, and a count only past its last page).
 */

async function contactsOf(scope: TenantScope, caseIds: number[]): Promise<Map<number, CaseContact>> {
  if (caseIds.length === 0) return new Map();
  const [invited, joined] = await Promise.all([
    scope
      .select({ caseId: caseInvitations.caseId, name: caseInvitations.name, email: caseInvitations.email })
      .from(caseInvitations, inArray(caseInvitations.caseId, caseIds))
      .orderBy(asc(caseInvitations.createdAt), asc(caseInvitations.id)),
    scope
      .select({ caseId: caseMembers.caseId, name: users.name, email: users.email })
      .from(caseMembers, inArray(caseMembers.caseId, caseIds))
      .innerJoin(users, and(eq(users.id, caseMembers.userId), scope.owns(users)))
      .orderBy(asc(caseMembers.createdAt), asc(caseMembers.id)),
  ]);
  const contacts = new Map<number, CaseContact>();
  for (const { caseId, name, email } of [...invited, ...joined])
    if (!contacts.has(caseId)) contacts.set(caseId, { name, email });
  return contacts;
}

/** The director filter's condition: `me` is the staff member asking (decision 0105). */
function directorCondition(filter: DirectorFilter | undefined, staffUserId: number): SQL | undefined {
  if (filter === undefined) return undefined;
  if (filter === 'none') return isNull(cases.directorUserId);
  return eq(cases.directorUserId, filter === 'me' ? staffUserId : filter);
}

export async function listCases(scope: TenantScope, query: CasesQuery, staffUserId: number): Promise<CasesPage> {
  const search = caseSearchCondition(scope, query.q);
  const where = and(
    isNotNull(cases.openedAt),
    query.status === undefined ? undefined : eq(cases.status, query.status),
    query.locationId === undefined ? undefined : eq(cases.locationId, query.locationId),
    directorCondition(query.director, staffUserId),
    search,
  );
  const page = scope
    .select({
      id: cases.id,
      status: cases.status,
      decedentName: cases.decedentName,
      locationId: cases.locationId,
      locationName: locations.name,
      openedAt: cases.openedAt,
      director: assignedDirectorSource(scope),
      // A search finds its cases once (three index lookups): the page carries their count.
      ...(search ? { total: sql<number>`count(*) over ()`.mapWith(Number) } : {}),
    })
    .from(cases, where)
    .innerJoin(locations, and(eq(locations.id, cases.locationId), scope.owns(locations)))
    .orderBy(desc(cases.openedAt), desc(cases.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  // Without words the total is an index-only count beside the page's twenty rows from the index.
  const [rows, counted] = await Promise.all([page, search ? undefined : scope.count(cases, where)]);
  const total =
    counted ??
    (rows[0] as { total?: number } | undefined)?.total ??
    (query.page > 1 ? await scope.count(cases, where) : 0);
  const contacts = await contactsOf(
    scope,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map(({ id, status, decedentName, locationId, locationName, openedAt, director }) => ({
      id,
      status,
      decedentName,
      locationId,
      locationName,
      reference: caseReference(id),
      // The condition keeps only opened cases.
      openedAt: openedAt!.toISOString(),
      contact: contacts.get(id) ?? null,
      director,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}
