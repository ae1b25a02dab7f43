import { and, eq, isNull } from 'drizzle-orm';
import { INVITATION_DAYS, type InvitationSent } from '#contract/family-invitations.ts';
import { caseInvitations } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { enqueueMails } from '#server/mail/outbox.ts';
import { newOneTimeToken } from '#server/services/one-time-token.ts';
import { invitationMail } from './invitation-mail.ts';

/*
 * The one way an invitation to a case is written (decision 0045): a family member's invite, staff
 * opening a case from a request, staff inviting or resending from the console all come here. Inside
 * the caller's transaction: the address's earlier unused invitation to the case is deleted (only the
 * newest link works), the new one stored by its token's hash, and the mail queued in the outbox,
 * which the caller kicks after the commit.
 */

export const INVITATION_MS = INVITATION_DAYS * 86_400_000;

export interface InvitationToRecord {
  caseId: number;
  /** The account that invites (a member or a staff member): its name signs the mail. */
  invitedBy: { userId: number; name: string };
  to: { name: string; email: string };
  decedentName: string;
  company: { name: string; phoneNumber: string | null } | null;
  siteUrl: string | null;
  now: Date;
}

export async function recordInvitation(tx: TenantScope, invitation: InvitationToRecord): Promise<InvitationSent> {
  const { caseId, to, now } = invitation;
  const { token, tokenHash } = newOneTimeToken();
  const expiresAt = new Date(now.getTime() + INVITATION_MS);
  await tx.delete(
    caseInvitations,
    and(eq(caseInvitations.caseId, caseId), eq(caseInvitations.email, to.email), isNull(caseInvitations.usedAt)),
  );
  await tx.insert(caseInvitations, {
    caseId,
    invitedBy: invitation.invitedBy.userId,
    name: to.name,
    email: to.email,
    tokenHash,
    createdAt: now,
    expiresAt,
  });
  await enqueueMails(tx, [
    invitationMail({
      companyName: invitation.company?.name ?? '',
      companyPhone: invitation.company?.phoneNumber ?? '',
      siteUrl: invitation.siteUrl,
      to,
      inviterName: invitation.invitedBy.name,
      decedentName: invitation.decedentName,
      token,
    }),
  ]);
  return { name: to.name, email: to.email, expiresAt: expiresAt.toISOString() };
}
