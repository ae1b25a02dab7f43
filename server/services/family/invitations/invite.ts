import { and, eq } from 'drizzle-orm';
import type { InvitationBody, InvitationSent } from '#contract/family-invitations.ts';
import { caseMembers, cases, users } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';
import { normalizeEmail } from '#server/services/auth.ts';
import { consumeLimits } from '#server/services/rate-limit.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { companySiteUrl } from '#server/services/site-url.ts';
import { recordInvitation } from './record-invitation.ts';
import type { MailingDeps } from '#server/services/mailing-deps.ts';

/*
 * POST /api/family/cases/{caseId}/invite (decision 0045): a member invites a relative by name and
 * email. Every invitation is a mail to an address a member typed, so it is limited per member and per
 * case through the one limiter. An address that already belongs to a member of the case gets a clear
 * answer and no mail. Inviting the same address again replaces its earlier, unused invitation, so
 * only the newest link works.
 */

export type InviteDeps = MailingDeps;

export type InviteOutcome =
  | { kind: 'sent'; invitation: InvitationSent }
  | { kind: 'not-found' }
  | { kind: 'already-member'; name: string }
  | { kind: 'throttled'; retryAfterSeconds: number };

async function memberWithEmail(scope: CaseScope, caseId: number, email: string) {
  const [member] = await scope
    .select({ name: users.name })
    .from(caseMembers, eq(caseMembers.caseId, caseId))
    .innerJoin(users, and(eq(users.id, caseMembers.userId), scope.owns(users), eq(users.email, email)))
    .limit(1);
  return member ?? null;
}

export async function inviteToCase(
  scope: CaseScope,
  deps: InviteDeps,
  caseId: number,
  body: InvitationBody,
): Promise<InviteOutcome> {
  if (!scope.isMemberOf(caseId)) return { kind: 'not-found' };
  const now = deps.clock.now();
  const email = normalizeEmail(body.email);
  const member = await memberWithEmail(scope, caseId, email);
  if (member) return { kind: 'already-member', name: member.name };

  const verdict = await consumeLimits(
    scope,
    [
      { rule: rateLimits.invitationPerMember, subject: String(scope.memberId) },
      { rule: rateLimits.invitationPerCase, subject: String(caseId) },
    ],
    now,
  );
  if (!verdict.allowed) return { kind: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };

  const [[theCase], [inviter], company, siteUrl] = await Promise.all([
    scope.select({ decedentName: cases.decedentName }).from(cases, eq(cases.id, caseId)),
    scope.select({ name: users.name }).from(users, eq(users.id, scope.memberId)),
    scope.company(),
    companySiteUrl(scope),
  ]);
  if (!theCase || !inviter) return { kind: 'not-found' };
  const invitation = await scope.transaction((tx) =>
    recordInvitation(tx, {
      caseId,
      invitedBy: { userId: scope.memberId, name: inviter.name },
      to: { name: body.name, email },
      decedentName: theCase.decedentName,
      company,
      siteUrl,
      now,
    }),
  );
  deps.mail.kick();
  return { kind: 'sent', invitation };
}
