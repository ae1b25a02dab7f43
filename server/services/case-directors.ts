import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { cases, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/*
 * Who may direct a case (decision 0105), in one place for the console, the family portal and the
 * assignment: a staff account of the company, enabled, whose role is director or owner.
 */

/** The roles that direct cases. */
export const directingRoles = ['director', 'owner'] as const;

/**
 * A row of `table` (users, or an alias of it in a join) that may direct a case (the company's own is the
 * caller's `scope.owns(table)`).
 */
export const directsCasesAs = (table: typeof users): SQL =>
  and(eq(table.role, 'staff'), inArray(table.staffRole, [...directingRoles]), isNull(table.disabledAt))!;

/** A users row that may direct a case. */
export const directsCases: SQL = directsCasesAs(users);

/**
 * The name of the case's director, a subquery beside a select from `cases`: the account the case names
 * while it still directs cases, so a family never reads the name of someone who left or no longer
 * directs; null otherwise (and until one is assigned).
 */
export function caseDirectorName(scope: TenantScope): SQL<string | null> {
  return sql<string | null>`(select ${users.name} from ${users} where ${and(
    eq(users.id, cases.directorUserId),
    scope.owns(users),
    directsCases,
  )})`;
}
