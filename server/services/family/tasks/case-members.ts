import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { CaseMember } from '#contract/family-task-calls.ts';
import { caseMembers, cases, users } from '#server/db/schema.ts';
import { jsonList } from '#server/db/json-row.ts';
import { nested, type CaseScope, type TenantScope } from '#server/db/tenant-scope.ts';

/* A case's members (family accounts in case_members), by name: whom a task can be given to. */

/** `%`, `_` and `\` match themselves in the search, not any text. */
const escapeLike = (words: string) => words.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The case's members (those `where` keeps), by name, as one JSON value: a column of a select from
 * `cases` (the case at hand), so the family's calls read it alone and the console's case page beside
 * the rest of the case in one query (services/staff/cases/case-facts.ts).
 */
export function caseMembersSource(scope: TenantScope, caseId: number, where?: SQL): SQL<CaseMember[]> {
  const member = sql`json_build_object('userId', ${users.id}, 'name', ${users.name}, 'email', ${users.email})`;
  const from = sql`${caseMembers} inner join ${users} on ${and(eq(users.id, caseMembers.userId), scope.owns(users), where)}
    where ${and(eq(caseMembers.caseId, caseId), scope.owns(caseMembers))}`;
  return nested(jsonList(member, from, sql`${users.name}, ${users.id}`)).mapWith((value: CaseMember[]) => value);
}

export async function membersOfCase(scope: CaseScope, caseId: number, where?: SQL): Promise<CaseMember[]> {
  const [found] = await scope
    .select({ members: caseMembersSource(scope, caseId, where) })
    .from(cases, eq(cases.id, caseId));
  return found?.members ?? [];
}

/** GET .../user-search?query=: members whose name or email holds the words (any case); all for no words. */
export function searchMembers(scope: CaseScope, caseId: number, query: string): Promise<CaseMember[]> {
  const pattern = `%${escapeLike(query)}%`;
  return membersOfCase(scope, caseId, query ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined);
}

export async function isCaseMember(scope: CaseScope, caseId: number, userId: number): Promise<boolean> {
  const found = await scope.count(caseMembers, and(eq(caseMembers.caseId, caseId), eq(caseMembers.userId, userId)));
  return found > 0;
}
