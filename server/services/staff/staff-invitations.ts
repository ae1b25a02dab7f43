import { and, eq, isNull } from 'drizzle-orm';
import type { LoginResult } from '#contract/auth.ts';
import type { StaffInvitationAcceptBody, StaffInvitationView } from '#contract/staff-team.ts';
import { staffAccountChanges, staffInvitations, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { hashPassword, openSession } from '#server/services/auth.ts';
import { usableToken } from '#server/services/one-time-token.ts';
import { judgePassword } from '#server/services/password-strength.ts';
import { isStaffAccount } from './team.ts';

/*
 * Joining the staff with an invitation (decision 0062): look at it (GET /api/staff/invitation/{token})
 * and accept it (POST .../accept) by choosing a password, which signs the account in. A token that is
 * unknown, used, expired, another company's or for an account disabled since is one answer
 * ('expired'). It works once: the UPDATE that marks it used checks it again, so of two uses at once
 * one joins. The password rules are the family sign-up's (contract/password-rules.ts, then zxcvbn
 * with the address, name and company as known words).
 */

const usable = (token: string, now: Date) => usableToken(staffInvitations, token, now);

async function findUsable(scope: TenantScope, token: string, now: Date) {
  const [row] = await scope
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      staffRole: users.staffRole,
      inviterId: staffInvitations.invitedBy,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations, usable(token, now))
    .innerJoin(
      users,
      and(eq(users.id, staffInvitations.userId), scope.owns(users), isStaffAccount, isNull(users.disabledAt)),
    )
    .limit(1);
  if (!row?.staffRole) return null;
  // The inviter is another row of the same table: a second, small query (services join no aliases).
  const [inviter] =
    row.inviterId === null
      ? []
      : await scope.select({ name: users.name }).from(users, eq(users.id, row.inviterId)).limit(1);
  return { ...row, staffRole: row.staffRole, inviterName: inviter?.name ?? null };
}

export async function checkStaffInvitation(
  scope: TenantScope,
  token: string,
  now: Date,
): Promise<StaffInvitationView | null> {
  const [found, company] = await Promise.all([findUsable(scope, token, now), scope.company()]);
  if (!found) return null;
  return {
    name: found.name,
    email: found.email,
    role: found.staffRole,
    inviterName: found.inviterName,
    companyName: company?.name ?? '',
    expiresAt: found.expiresAt.toISOString(),
  };
}

export type AcceptStaffOutcome =
  { kind: 'joined'; result: LoginResult } | { kind: 'expired' } | { kind: 'weak'; message: string };

/** Sets the account's name and password, uses the invitation up and signs the account in. */
export async function acceptStaffInvitation(
  scope: TenantScope,
  token: string,
  body: StaffInvitationAcceptBody,
  now: Date,
): Promise<AcceptStaffOutcome> {
  const found = await findUsable(scope, token, now);
  if (!found) return { kind: 'expired' };
  const company = await scope.company();
  const strength = judgePassword(body.password, [found.email, body.name, found.name, company?.name ?? '']);
  if (!strength.ok) return { kind: 'weak', message: strength.message };

  // Hashed before the transaction: argon2id takes tens of milliseconds, and transactions stay short.
  const passwordHash = await hashPassword(body.password);
  return scope
    .transaction(async (tx): Promise<AcceptStaffOutcome> => {
      const [claimed] = await tx
        .update(staffInvitations, { usedAt: now }, usable(token, now))
        .returning({ userId: staffInvitations.userId });
      if (!claimed) return { kind: 'expired' };
      const [account] = await tx
        .update(
          users,
          { name: body.name, passwordHash },
          and(isStaffAccount, eq(users.id, claimed.userId), isNull(users.disabledAt)),
        )
        .returning({ id: users.id, email: users.email, staffRole: users.staffRole });
      // Disabled between the look and now: nothing of it stays.
      if (!account) throw new InvitationRaceLost();
      await tx.insert(staffAccountChanges, {
        userId: account.id,
        changedBy: account.id,
        kind: 'joined',
        createdAt: now,
      });
      const result = await openSession(
        tx,
        { id: account.id, name: body.name, email: account.email, role: 'staff', staffRole: account.staffRole },
        now,
      );
      return { kind: 'joined', result };
    })
    .catch((error: unknown) => {
      if (error instanceof InvitationRaceLost) return { kind: 'expired' } as const;
      throw error;
    });
}

/** Thrown to roll the claim back when the account was disabled meanwhile. */
class InvitationRaceLost extends Error {}
