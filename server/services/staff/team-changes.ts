import { and, asc, eq, isNull } from 'drizzle-orm';
import { staffRoleNames, type StaffRole } from '#contract/staff-roles.ts';
import {
  STAFF_INVITATION_DAYS,
  teamMessages,
  type StaffInvitationBody,
  type TeamChangeKind,
  type TeamMember,
} from '#contract/staff-team.ts';
import { passwordResetTokens, sessions, staffAccountChanges, staffInvitations, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { enqueueMails, type MailDelivery } from '#server/mail/outbox.ts';
import { normalizeEmail } from '#server/services/auth.ts';
import { newOneTimeToken } from '#server/services/one-time-token.ts';
import { writeResetLink } from '#server/services/password-reset/password-reset.ts';
import { companySiteUrl } from '#server/services/site-url.ts';
import { staffInvitationMail } from './staff-invitation-mail.ts';
import { isStaffAccount, statusOf, teamMember, type StaffAccountRow } from './team.ts';

/*
 * What the owner changes on the team (decision 0062), each in one transaction with its
 * record in `staff_account_changes` (who, when):
 * - invite: a staff account without a password and a one-time link by mail (seven days); inviting
 *   an address that is still only invited again replaces its link, and takes the new name and role;
 * - change a role: takes effect on the account's next call (authenticate reads the role each time);
 * - disable: the account's sessions, unused invitations and reset links are deleted with it, so its
 *   next call is refused; enable: it signs in again (an invited account needs a new invitation);
 * - reset access: mails the account a password reset link (the password reset's own link).
 * Rules: the company keeps an active owner (the last one can be neither disabled nor made another
 * role) and an owner never disables their own account. The owner rows are locked (FOR UPDATE) before
 * any rule is judged, so two owners acting on each other at once are judged one after the other.
 */

export const STAFF_INVITATION_MS = STAFF_INVITATION_DAYS * 86_400_000;

/** The owner making the change. */
export interface TeamActor {
  id: number;
  name: string;
}

export type TeamOutcome =
  | { kind: 'done'; member: TeamMember }
  | { kind: 'not-found' }
  /** A 409: the rule's words, on the field they are about ('' for the whole request). */
  | { kind: 'conflict'; path: string; message: string };

type Locked = StaffAccountRow;

const lockedFields = {
  id: users.id,
  name: users.name,
  email: users.email,
  staffRole: users.staffRole,
  disabledAt: users.disabledAt,
  passwordHash: users.passwordHash,
};

const toRow = (row: { passwordHash: string | null } & Omit<Locked, 'joined'>): Locked => ({
  id: row.id,
  name: row.name,
  email: row.email,
  staffRole: row.staffRole,
  disabledAt: row.disabledAt,
  joined: row.passwordHash !== null,
});

/** Locks every owner account of the company, then the account changed (always in this order: no deadlock). */
async function lockForChange(tx: TenantScope, userId: number): Promise<{ owners: Locked[]; target: Locked | null }> {
  const owners = await tx
    .select(lockedFields)
    .from(users, and(isStaffAccount, eq(users.staffRole, 'owner')))
    .orderBy(asc(users.id))
    .for('update');
  const [target] = await tx
    .select(lockedFields)
    .from(users, and(isStaffAccount, eq(users.id, userId)))
    .limit(1)
    .for('update');
  return { owners: owners.map(toRow), target: target ? toRow(target) : null };
}

/** The account is the company's only owner who can sign in. */
function isLastActiveOwner(owners: Locked[], target: Locked): boolean {
  const active = (account: Locked) => statusOf(account) === 'active';
  return (
    target.staffRole === 'owner' && active(target) && !owners.some((owner) => owner.id !== target.id && active(owner))
  );
}

async function record(
  tx: TenantScope,
  change: { userId: number; by: number; kind: TeamChangeKind; fromRole?: StaffRole | null; toRole?: StaffRole | null },
  now: Date,
) {
  await tx.insert(staffAccountChanges, {
    userId: change.userId,
    changedBy: change.by,
    kind: change.kind,
    fromRole: change.fromRole ?? null,
    toRole: change.toRole ?? null,
    createdAt: now,
  });
}

async function answer(scope: TenantScope, userId: number): Promise<Exclude<TeamOutcome, { kind: 'conflict' }>> {
  const member = await teamMember(scope, userId);
  return member ? { kind: 'done', member } : { kind: 'not-found' };
}

const conflict = (message: string, path = ''): TeamOutcome => ({ kind: 'conflict', path, message });

export interface InviteStaffDeps {
  mail: MailDelivery;
}

/** `POST /api/staff/team/invitations`. */
export async function inviteStaff(
  scope: TenantScope,
  deps: InviteStaffDeps,
  actor: TeamActor,
  body: StaffInvitationBody,
  now: Date,
): Promise<TeamOutcome> {
  const email = normalizeEmail(body.email);
  const [[existing], company, siteUrl] = await Promise.all([
    scope
      .select({
        id: users.id,
        name: users.name,
        role: users.role,
        disabledAt: users.disabledAt,
        passwordHash: users.passwordHash,
      })
      .from(users, eq(users.email, email))
      .limit(1),
    scope.company(),
    companySiteUrl(scope),
  ]);
  if (existing?.role === 'family') return conflict(teamMessages.familyAccount(email), 'email');
  if (existing?.disabledAt) return conflict(teamMessages.disabled(existing.name), 'email');
  if (existing && existing.passwordHash !== null) return conflict(teamMessages.accountExists(email), 'email');

  const { token, tokenHash } = newOneTimeToken();
  const userId = await scope.transaction(async (tx) => {
    let id = existing?.id;
    if (id === undefined) {
      const [made] = await tx
        .insert(users, { email, name: body.name, role: 'staff', staffRole: body.role, passwordHash: null })
        .onConflictDoNothing()
        .returning({ id: users.id });
      // Invited by another owner a moment ago: that invitation stands.
      if (!made) return null;
      id = made.id;
    } else {
      const [still] = await tx
        .update(users, { name: body.name, staffRole: body.role }, and(eq(users.id, id), isNull(users.passwordHash)))
        .returning({ id: users.id });
      // Joined a moment ago: there is nothing left to invite.
      if (!still) return null;
      await tx.delete(staffInvitations, and(eq(staffInvitations.userId, id), isNull(staffInvitations.usedAt)));
    }
    await tx.insert(staffInvitations, {
      userId: id,
      invitedBy: actor.id,
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + STAFF_INVITATION_MS),
    });
    await record(tx, { userId: id, by: actor.id, kind: 'invited', toRole: body.role }, now);
    await enqueueMails(tx, [
      staffInvitationMail({
        companyName: company?.name ?? '',
        companyPhone: company?.phoneNumber ?? '',
        siteUrl,
        to: { name: body.name, email },
        inviterName: actor.name,
        roleName: staffRoleNames[body.role],
        token,
      }),
    ]);
    return id;
  });
  if (userId === null) return conflict(teamMessages.accountExists(email), 'email');
  deps.mail.kick();
  return answer(scope, userId);
}

/** `PATCH /api/staff/team/{userId}`: the account's role. */
export async function changeRole(
  scope: TenantScope,
  actor: TeamActor,
  userId: number,
  role: StaffRole,
  now: Date,
): Promise<TeamOutcome> {
  const outcome = await scope.transaction(async (tx): Promise<TeamOutcome | null> => {
    const { owners, target } = await lockForChange(tx, userId);
    if (!target) return { kind: 'not-found' };
    if (target.staffRole === role) return null;
    if (role !== 'owner' && isLastActiveOwner(owners, target))
      return conflict(teamMessages.lastOwner(target.name), 'role');
    await tx.update(users, { staffRole: role }, eq(users.id, userId));
    await record(tx, { userId, by: actor.id, kind: 'role', fromRole: target.staffRole, toRole: role }, now);
    return null;
  });
  return outcome ?? answer(scope, userId);
}

/** `POST /api/staff/team/{userId}/disable`: it cannot sign in, and its sessions end now. */
export async function disableAccount(
  scope: TenantScope,
  actor: TeamActor,
  userId: number,
  now: Date,
): Promise<TeamOutcome> {
  const outcome = await scope.transaction(async (tx): Promise<TeamOutcome | null> => {
    const { owners, target } = await lockForChange(tx, userId);
    if (!target) return { kind: 'not-found' };
    if (target.id === actor.id) return conflict(teamMessages.selfDisable);
    if (target.disabledAt) return null;
    if (isLastActiveOwner(owners, target)) return conflict(teamMessages.lastOwner(target.name));
    await tx.update(users, { disabledAt: now }, eq(users.id, userId));
    // Its next call finds no session; nor can an old link bring it back.
    await tx.delete(sessions, eq(sessions.userId, userId));
    await tx.delete(staffInvitations, and(eq(staffInvitations.userId, userId), isNull(staffInvitations.usedAt)));
    await tx.delete(passwordResetTokens, eq(passwordResetTokens.userId, userId));
    await record(tx, { userId, by: actor.id, kind: 'disabled' }, now);
    return null;
  });
  return outcome ?? answer(scope, userId);
}

/** `POST /api/staff/team/{userId}/enable`: it signs in again with its password. */
export async function enableAccount(
  scope: TenantScope,
  actor: TeamActor,
  userId: number,
  now: Date,
): Promise<Exclude<TeamOutcome, { kind: 'conflict' }>> {
  const outcome = await scope.transaction(async (tx): Promise<{ kind: 'not-found' } | null> => {
    const { target } = await lockForChange(tx, userId);
    if (!target) return { kind: 'not-found' };
    if (!target.disabledAt) return null;
    await tx.update(users, { disabledAt: null }, eq(users.id, userId));
    await record(tx, { userId, by: actor.id, kind: 'enabled' }, now);
    return null;
  });
  return outcome ?? answer(scope, userId);
}

export interface ResetAccessDeps {
  mail: MailDelivery;
}

/** `POST /api/staff/team/{userId}/reset`: a password reset link mailed to the account (the reset's own). */
export async function resetAccess(
  scope: TenantScope,
  deps: ResetAccessDeps,
  actor: TeamActor,
  userId: number,
  now: Date,
): Promise<TeamOutcome> {
  const [company, siteUrl] = await Promise.all([scope.company(), companySiteUrl(scope)]);
  const link = newOneTimeToken();
  const outcome = await scope.transaction(async (tx): Promise<TeamOutcome | null> => {
    const { target } = await lockForChange(tx, userId);
    if (!target) return { kind: 'not-found' };
    if (target.disabledAt) return conflict(teamMessages.disabled(target.name));
    if (!target.joined) return conflict(teamMessages.notJoined(target.name));
    const user = { id: target.id, name: target.name, email: target.email, role: 'staff' as const };
    await writeResetLink(tx, { user, link, now, company, siteUrl });
    await record(tx, { userId, by: actor.id, kind: 'access-reset' }, now);
    return null;
  });
  if (outcome) return outcome;
  deps.mail.kick();
  return answer(scope, userId);
}
