import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { CaseMember } from '#contract/family-task-calls.ts';
import { caseMembers, users } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';

/* A case's members (family accounts in case_members), by name: whom a task can be given to. */

/** `%`, `_` and `\` match themselves in the search, not any text. */
const escapeLike = (words: string) => words.replace(/[\\%_]/g, (character) => `\\${character}`);

export async function membersOfCase(scope: CaseScope, caseId: number, where?: SQL): Promise<CaseMember[]> {
  return scope
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(caseMembers, eq(caseMembers.caseId, caseId))
    .innerJoin(users, and(eq(users.id, caseMembers.userId), scope.owns(users), where))
    .orderBy(asc(users.name), asc(users.id));
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
