import { and, eq, isNull } from 'drizzle-orm';
import type { InvitationBody } from '#contract/family-invitations.ts';
import { caseInvitations, caseMembers, caseTaskAssignees } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { inviteToCase, type InviteDeps, type InviteOutcome } from '#server/services/family/invitations/invite.ts';
import { openCaseScope } from './case-scope.ts';

/*
 * The family of a case, as staff manage it from the case page (decision 0065). Inviting and resending
 * are the family's own invite (services/family/invitations/invite.ts) made by the staff member: the
 * same address check, limits, one-time link and mail; resending an invitation invites its address
 * again, which replaces the earlier link. Revoking deletes an unused invitation (its link then finds
 * nothing). Removing a member deletes their membership and their task assignments on the case: the
 * family portal reads a member's cases on every call (decision 0037), so their next call no longer
 * reaches the case.
 */

export interface StaffOnCase {
  scope: TenantScope;
  staffUserId: number;
  caseId: number;
}

export async function inviteByStaff(on: StaffOnCase, deps: InviteDeps, body: InvitationBody): Promise<InviteOutcome> {
  const caseScope = await openCaseScope(on.scope, on.staffUserId, on.caseId);
  return caseScope ? inviteToCase(caseScope, deps, on.caseId, body) : { kind: 'not-found' };
}

const unusedInvitation = (caseId: number, invitationId: number) =>
  and(eq(caseInvitations.id, invitationId), eq(caseInvitations.caseId, caseId), isNull(caseInvitations.usedAt));

export async function resendInvitation(
  on: StaffOnCase,
  deps: InviteDeps,
  invitationId: number,
): Promise<InviteOutcome> {
  const caseScope = await openCaseScope(on.scope, on.staffUserId, on.caseId);
  if (!caseScope) return { kind: 'not-found' };
  const [invitation] = await caseScope
    .select({ name: caseInvitations.name, email: caseInvitations.email })
    .from(caseInvitations, unusedInvitation(on.caseId, invitationId));
  return invitation ? inviteToCase(caseScope, deps, on.caseId, invitation) : { kind: 'not-found' };
}

/** Whether an unused invitation of the case was revoked (false: no such invitation, a 404). */
export async function revokeInvitation(on: StaffOnCase, invitationId: number): Promise<boolean> {
  const caseScope = await openCaseScope(on.scope, on.staffUserId, on.caseId);
  if (!caseScope) return false;
  const deleted = await caseScope
    .delete(caseInvitations, unusedInvitation(on.caseId, invitationId))
    .returning({ id: caseInvitations.id });
  return deleted.length > 0;
}

/** Whether the account was a member of the case and is no longer (false: a 404). */
export async function removeMember(on: StaffOnCase, userId: number): Promise<boolean> {
  const caseScope = await openCaseScope(on.scope, on.staffUserId, on.caseId);
  if (!caseScope) return false;
  return caseScope.transaction(async (tx) => {
    const removed = await tx
      .delete(caseMembers, and(eq(caseMembers.caseId, on.caseId), eq(caseMembers.userId, userId)))
      .returning({ id: caseMembers.id });
    if (removed.length === 0) return false;
    await tx.delete(
      caseTaskAssignees,
      and(eq(caseTaskAssignees.caseId, on.caseId), eq(caseTaskAssignees.userId, userId)),
    );
    return true;
  });
}
