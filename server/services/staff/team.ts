import { and, asc, eq, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { PagingQuery } from '#contract/paging.ts';
import type { StaffRole } from '#contract/staff-roles.ts';
import type { StaffAccountStatus, TeamMember, TeamPage } from '#contract/staff-team.ts';
import { staffAccountChanges, staffInvitations, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/*
 * The company's staff accounts as the team list shows them (decision 0062): by name, each
 * with its status (invited: no password chosen yet; disabled; active), when an invitation's link
 * stops working, and the latest change made to it with who made it. Four queries a page, whatever
 * its size: the page, the total, the newest invitations and the latest changes of its accounts.
 */

/** Every staff account of the company (a family account is never one). */
export const isStaffAccount: SQL = eq(users.role, 'staff');

const accountFields = {
  id: users.id,
  name: users.name,
  email: users.email,
  staffRole: users.staffRole,
  disabledAt: users.disabledAt,
  joined: sql<boolean>`${users.passwordHash} is not null`.mapWith(Boolean),
};

export type StaffAccountRow = {
  id: number;
  name: string;
  email: string;
  staffRole: StaffRole | null;
  disabledAt: Date | null;
  joined: boolean;
};

export const statusOf = (row: Pick<StaffAccountRow, 'disabledAt' | 'joined'>): StaffAccountStatus =>
  row.disabledAt ? 'disabled' : row.joined ? 'active' : 'invited';

/** Account rows as team members: with their newest invitation's end and their latest change. */
async function teamMembers(scope: TenantScope, rows: StaffAccountRow[]): Promise<TeamMember[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [invitations, latest] = await Promise.all([
    scope
      .select({ userId: staffInvitations.userId, expiresAt: max(staffInvitations.expiresAt) })
      .from(staffInvitations, and(inArray(staffInvitations.userId, ids), isNull(staffInvitations.usedAt)))
      .groupBy(staffInvitations.userId),
    latestChanges(scope, ids),
  ]);
  const invitationEnds = new Map(invitations.map((row) => [row.userId, row.expiresAt]));
  return rows.map((row) => {
    const status = statusOf(row);
    const ends = status === 'invited' ? invitationEnds.get(row.id) : null;
    const change = latest.get(row.id);
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.staffRole ?? 'staff',
      status,
      invitationExpiresAt: ends ? ends.toISOString() : null,
      lastChange: change ? { kind: change.kind, byName: change.byName, at: change.at.toISOString() } : null,
    };
  });
}

/** The latest change of each account (ids grow with time: the highest is the latest), with its author's name. */
async function latestChanges(scope: TenantScope, ids: number[]) {
  const newest = await scope
    .select({ id: max(staffAccountChanges.id) })
    .from(staffAccountChanges, inArray(staffAccountChanges.userId, ids))
    .groupBy(staffAccountChanges.userId);
  const changeIds = newest.flatMap((row) => (row.id === null ? [] : [row.id]));
  if (changeIds.length === 0) return new Map<number, never>();
  const author = users;
  const rows = await scope
    .select({
      userId: staffAccountChanges.userId,
      kind: staffAccountChanges.kind,
      at: staffAccountChanges.createdAt,
      byName: author.name,
    })
    .from(staffAccountChanges, inArray(staffAccountChanges.id, changeIds))
    .leftJoin(author, and(eq(author.id, staffAccountChanges.changedBy), scope.owns(author)));
  return new Map(rows.map((row) => [row.userId, row]));
}

/** `GET /api/staff/team`: a page of the company's staff accounts, by name. */
export async function listTeam(scope: TenantScope, paging: PagingQuery): Promise<TeamPage> {
  const [rows, total] = await Promise.all([
    scope
      .select(accountFields)
      .from(users, isStaffAccount)
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    scope.count(users, isStaffAccount),
  ]);
  return { items: await teamMembers(scope, rows), page: paging.page, pageSize: paging.pageSize, total };
}

/** One staff account of the company as the team shows it, or null (unknown, a family account, another company's). */
export async function teamMember(scope: TenantScope, userId: number): Promise<TeamMember | null> {
  const rows = await scope
    .select(accountFields)
    .from(users, and(isStaffAccount, eq(users.id, userId)))
    .limit(1);
  const [member] = await teamMembers(scope, rows);
  return member ?? null;
}
