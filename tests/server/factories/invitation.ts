import { caseInvitations } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { INVITATION_MS } from '#server/services/family/invitations/record-invitation.ts';
import { newOneTimeToken } from '#server/services/one-time-token.ts';

/*
 * An invitation to a case, made without mail (the invite call mails its link; tests that walk every
 * route need a usable token without reading the outbox). Its token is the one the link would carry.
 */

let made = 0;

/** A usable invitation to `caseId` for `email` (a fresh address when none is given); its token. */
export async function createInvitation(
  scope: TenantScope,
  invite: { caseId: number; invitedBy: number; email?: string; name?: string },
  now = new Date(),
): Promise<{ token: string; email: string }> {
  const { token, tokenHash } = newOneTimeToken();
  const email = invite.email ?? `invited-${(made += 1)}-${now.getTime()}@family.example`;
  await scope.insert(caseInvitations, {
    caseId: invite.caseId,
    invitedBy: invite.invitedBy,
    name: invite.name ?? 'Invited Relative',
    email,
    tokenHash,
    expiresAt: new Date(now.getTime() + INVITATION_MS),
  });
  return { token, email };
}
