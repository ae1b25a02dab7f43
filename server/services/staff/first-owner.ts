import { staffInvitationPagePath } from '#contract/staff-team.ts';
import { staffRoleNames } from '#contract/staff-roles.ts';
import { staffAccountChanges, staffInvitations, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { enqueueMails } from '#server/mail/outbox.ts';
import { normalizeEmail } from '#server/services/auth.ts';
import { newOneTimeToken } from '#server/services/one-time-token.ts';
import { staffInvitationMail } from './staff-invitation-mail.ts';
import { STAFF_INVITATION_MS } from './team-changes.ts';

/*
 * A new company's first owner (decision 0084): a staff invitation like any other (decision 0062), made
 * by nobody, so the owner chooses a password on the invitation page the console already has and the
 * same accept call signs them in. The mail goes into the outbox with the rest of the company's rows.
 */

export interface FirstOwner {
  name: string;
  email: string;
}

/** Writes the account and its invitation in the caller's transaction; answers the one-time link. */
export async function inviteFirstOwner(
  tx: TenantScope,
  owner: FirstOwner,
  company: { name: string; phoneNumber: string; siteUrl: string },
  now: Date,
): Promise<string> {
  const email = normalizeEmail(owner.email);
  const [account] = await tx
    .insert(users, { email, name: owner.name, role: 'staff', staffRole: 'owner', passwordHash: null })
    .returning({ id: users.id });
  if (!account) throw new Error('the first owner was not written');
  const { token, tokenHash } = newOneTimeToken();
  await tx.insert(staffInvitations, {
    userId: account.id,
    invitedBy: null,
    tokenHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + STAFF_INVITATION_MS),
  });
  await tx.insert(staffAccountChanges, {
    userId: account.id,
    changedBy: null,
    kind: 'invited',
    toRole: 'owner',
    createdAt: now,
  });
  await enqueueMails(tx, [
    staffInvitationMail({
      companyName: company.name,
      companyPhone: company.phoneNumber,
      siteUrl: company.siteUrl,
      to: { name: owner.name, email },
      inviterName: null,
      roleName: staffRoleNames.owner,
      token,
    }),
  ]);
  return `${company.siteUrl}${staffInvitationPagePath(token)}`;
}
