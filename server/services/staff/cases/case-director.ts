import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  caseDirectorMessages,
  type AssignedDirector,
  type CaseDirectorView,
  type DirectorChoice,
} from '#contract/staff-cases.ts';
import { cases, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { directsCases } from '#server/services/case-directors.ts';
import { caseHead } from './case-scope.ts';

/*
 * A case's funeral director (decision 0105): who may be chosen (the company's enabled directors and
 * owners who have joined), the assignment and its refusals, and the director as the console's list and
 * case page show it ("My cases" is my-cases.ts). The family portal reads the name through
 * services/case-directors.ts.
 */

/** The case's director as a JSON value beside a select from `cases` (the list's and the case page's). */
export function assignedDirectorSource(scope: TenantScope): SQL<AssignedDirector | null> {
  return sql`(select json_build_object('id', ${users.id}, 'name', ${users.name}, 'directs', ${directsCases})
    from ${users} where ${and(eq(users.id, cases.directorUserId), scope.owns(users))})`.mapWith(
    (value: AssignedDirector | null) => value,
  );
}

/** Everyone who may direct a case, by name. */
export async function directorChoices(scope: TenantScope): Promise<DirectorChoice[]> {
  const rows = await scope
    .select({ id: users.id, name: users.name, role: users.staffRole })
    .from(users, and(directsCases, isNotNull(users.passwordHash)))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({ id: row.id, name: row.name, role: row.role === 'owner' ? 'owner' : 'director' }));
}

export type AssignOutcome =
  { kind: 'not-found' } | { kind: 'refused'; message: string } | { kind: 'assigned'; view: CaseDirectorView };

/** Why the account cannot direct a case, or null when it can. */
function refusalOf(account: typeof users.$inferSelect | undefined): string | null {
  if (!account || account.role !== 'staff') return caseDirectorMessages.unknown;
  if (account.staffRole !== 'director' && account.staffRole !== 'owner')
    return caseDirectorMessages.officeStaff(account.name);
  if (account.disabledAt) return caseDirectorMessages.disabled(account.name);
  if (!account.passwordHash) return caseDirectorMessages.notJoined(account.name);
  return null;
}

/**
 * PUT /api/staff/cases/{id}/director: the case's director becomes the account (or none). An id that is
 * not an opened case of the company is not found; an account that cannot direct is refused with why.
 */
export async function assignDirector(
  scope: TenantScope,
  caseId: number,
  userId: number | null,
  now: Date,
): Promise<AssignOutcome> {
  if (!(await caseHead(scope, caseId))) return { kind: 'not-found' };
  let director: AssignedDirector | null = null;
  if (userId !== null) {
    // The scope holds the read to the company: another company's account is no account here.
    const [account] = await scope.selectAll(users, eq(users.id, userId));
    const refusal = refusalOf(account);
    if (refusal || !account) return { kind: 'refused', message: refusal ?? caseDirectorMessages.unknown };
    director = { id: account.id, name: account.name, directs: true };
  }
  await scope.update(cases, { directorUserId: userId, updatedAt: now }, eq(cases.id, caseId));
  return { kind: 'assigned', view: { director } };
}
