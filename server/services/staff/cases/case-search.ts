import { and, isNotNull, like, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { foldName } from '#contract/name-fold.ts';
import { caseInvitations, caseMembers, cases, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/*
 * The case search's condition (GET /api/staff/cases?q=): the decedent's name, or the name or
 * address of anyone invited to the case or a member of it (its contact is its first invitation).
 * Case and accents do not matter: the words are folded by contract/name-fold.ts foldName, the one
 * fold of the product, and the names are matched in their folded columns, which the database keeps
 * with the same letters (server/db/folded-name.ts; addresses are stored in lower case). Each of the
 * three is a set of case ids its own trigram indexes find (pg_trgm, migrations 0015 and 0016):
 * 10,000 cases answer in a few milliseconds (bench/console.ts), where testing every case's names
 * row by row took hundreds, and folding each candidate's name again took tens (decision 0069).
 */

/** `%`, `_` and `\` match themselves in the search, not any text. */
const escapeLike = (words: string) => words.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * `column` is one of the ids the query finds: an array the planner computes once, then reads those
 * rows by their index, where `in` would join with every case (or every membership).
 */
const anyOf = (column: AnyColumn, ids: SQLWrapper) => sql`${column} = any(array(${ids}))`;

/** The condition on `cases` for the words, or undefined for none. */
export function caseSearchCondition(scope: TenantScope, words: string | undefined): SQL | undefined {
  const fold = foldName(words ?? '');
  if (!fold) return undefined;
  const pattern = `%${escapeLike(fold)}%`;
  const matches = (folded: AnyColumn, email: AnyColumn) => or(like(folded, pattern), like(email, pattern));
  const named = scope
    .select({ caseId: cases.id })
    .from(cases, and(isNotNull(cases.openedAt), like(cases.decedentNameFolded, pattern)));
  const invited = scope
    .select({ caseId: caseInvitations.caseId })
    .from(caseInvitations, matches(caseInvitations.nameFolded, caseInvitations.email));
  const people = scope.select({ id: users.id }).from(users, matches(users.nameFolded, users.email));
  const member = scope.select({ caseId: caseMembers.caseId }).from(caseMembers, anyOf(caseMembers.userId, people));
  return anyOf(cases.id, named.unionAll(invited).unionAll(member));
}
