import type { StaffRole } from '#contract/staff-roles.ts';
import { staffInvitations, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { createUser } from '#server/services/auth.ts';
import { newOneTimeToken } from '#server/services/one-time-token.ts';
import { STAFF_INVITATION_MS } from '#server/services/staff/team-changes.ts';

/* Staff accounts and invitations for tests that walk every route (isolation, access), made without mail. */

let made = 0;
const uniqueEmail = (kind: string) => `${kind}-${(made += 1)}-${Date.now().toString(36)}@staff.example`;

/** A password no check refuses, for accounts made here. */
export const FIXTURE_STAFF_PASSWORD = 'fixture-quiet-lantern-3381';

/** An active staff account of the scope's company with `role`: its id and sign-in. */
export async function freshStaffAccount(
  scope: TenantScope,
  role: StaffRole = 'staff',
): Promise<{ id: number; email: string; password: string }> {
  const email = uniqueEmail(`staff-${role}`);
  const id = await createUser(scope, {
    email,
    name: 'Fixture Staff',
    password: FIXTURE_STAFF_PASSWORD,
    role: 'staff',
    staffRole: role,
  });
  return { id, email, password: FIXTURE_STAFF_PASSWORD };
}

/** An invited staff account (no password yet) with a usable invitation: the account and the link's token. */
export async function freshStaffInvitation(
  scope: TenantScope,
  invite: { invitedBy: number | null; role?: StaffRole; expiresAt?: Date },
): Promise<{ userId: number; email: string; token: string }> {
  const email = uniqueEmail('invited');
  const [account] = await scope
    .insert(users, {
      email,
      name: 'Invited Staff',
      role: 'staff',
      staffRole: invite.role ?? 'staff',
      passwordHash: null,
    })
    .returning({ id: users.id });
  const { token, tokenHash } = newOneTimeToken();
  await scope.insert(staffInvitations, {
    userId: account!.id,
    invitedBy: invite.invitedBy,
    tokenHash,
    expiresAt: invite.expiresAt ?? new Date(Date.now() + STAFF_INVITATION_MS),
  });
  return { userId: account!.id, email, token };
}
