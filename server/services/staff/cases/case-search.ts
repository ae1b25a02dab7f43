import { and, eq, exists, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { foldName } from '#contract/name-fold.ts';
import { caseInvitations, caseMembers, cases, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/*
 * The case search's condition (GET /api/staff/cases?q=): the decedent's name, or the name or
 * address of anyone invited to the case or a member of it (its contact is its first invitation).
 * Case and accents do not matter: the words are folded by contract/name-fold.ts foldName, the one
 * fold of the product, and the columns by the same letters in SQL (translate() of the accented
 * letters foldName turns into one letter; the few it turns into two, ß or æ, match only as typed).
 */

const ACCENTED = 'àáâãäåāăąçćčďđèéêëēėęěìíîïīįıłñńňòóôõöøōőŕřśšşťùúûüūůűųýÿźżžð';
const accented = [...ACCENTED].filter((letter) => foldName(letter).length === 1);
const FROM = accented.join('');
const TO = accented.map((letter) => foldName(letter)).join('');

/** `column` lower-cased and without accents, as foldName would write it. */
const folded = (column: AnyColumn) => sql`translate(lower(${column}), ${FROM}, ${TO})`;

/** `%`, `_` and `\` match themselves in the search, not any text. */
const escapeLike = (words: string) => words.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The condition on `cases` for the words, or undefined for none. */
export function caseSearchCondition(scope: TenantScope, words: string | undefined): SQL | undefined {
  const fold = foldName(words ?? '');
  if (!fold) return undefined;
  const pattern = `%${escapeLike(fold)}%`;
  const matches = (name: AnyColumn, email: AnyColumn) => or(ilike(folded(name), pattern), ilike(email, pattern));
  const invited = scope
    .select({ one: sql`1` })
    .from(
      caseInvitations,
      and(eq(caseInvitations.caseId, cases.id), matches(caseInvitations.name, caseInvitations.email)),
    );
  const member = scope
    .select({ one: sql`1` })
    .from(caseMembers, eq(caseMembers.caseId, cases.id))
    .innerJoin(users, and(eq(users.id, caseMembers.userId), scope.owns(users), matches(users.name, users.email)));
  return or(ilike(folded(cases.decedentName), pattern), exists(invited), exists(member));
}
