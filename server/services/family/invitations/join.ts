import { and, eq } from 'drizzle-orm';
import type { InvitationAccepted, InvitationView, SignupBody, SignupResult } from '#contract/family-invitations.ts';
import { caseInvitations, caseMembers, cases, users } from '#server/db/schema.ts';
import type { CaseScope, TenantScope } from '#server/db/tenant-scope.ts';
import { hashPassword, normalizeEmail, openSession } from '#server/services/auth.ts';
import { usableToken } from '#server/services/one-time-token.ts';
import { judgePassword } from '#server/services/password-strength.ts';

/*
 * Joining a case with an invitation (decision 0045): look at it (GET /api/family/invitation/{token}),
 * accept it signed in (POST .../accept), or create the account with it (POST /api/family/signup).
 * A token that is unknown, used, expired or another company's is one answer ('expired'). It works
 * only for the invited address and only once: the UPDATE that marks it used checks it again, so of
 * two uses at once one joins.
 */

const usable = (token: string, now: Date) => usableToken(caseInvitations, token, now);

async function findUsable(scope: TenantScope, token: string, now: Date) {
  const inviter = users;
  const [row] = await scope
    .select({
      id: caseInvitations.id,
      caseId: caseInvitations.caseId,
      invitedName: caseInvitations.name,
      invitedEmail: caseInvitations.email,
      expiresAt: caseInvitations.expiresAt,
      inviterName: inviter.name,
      decedentName: cases.decedentName,
      nameSlug: cases.nameSlug,
    })
    .from(caseInvitations, usable(token, now))
    .innerJoin(inviter, and(eq(inviter.id, caseInvitations.invitedBy), scope.owns(inviter)))
    .innerJoin(cases, and(eq(cases.id, caseInvitations.caseId), scope.owns(cases)))
    .limit(1);
  return row ?? null;
}

export async function checkInvitation(scope: TenantScope, token: string, now: Date): Promise<InvitationView | null> {
  const [found, company] = await Promise.all([findUsable(scope, token, now), scope.company()]);
  if (!found) return null;
  return {
    invitedName: found.invitedName,
    invitedEmail: found.invitedEmail,
    inviterName: found.inviterName,
    decedentName: found.decedentName,
    companyName: company?.name ?? '',
    expiresAt: found.expiresAt.toISOString(),
  };
}

/** Marks the invitation used by `userId` and makes the membership, in the caller's transaction. */
async function claim(tx: TenantScope, token: string, userId: number, now: Date): Promise<InvitationAccepted | null> {
  const [claimed] = await tx
    .update(caseInvitations, { usedAt: now, usedBy: userId }, usable(token, now))
    .returning({ caseId: caseInvitations.caseId });
  if (!claimed) return null;
  await tx.insert(caseMembers, { caseId: claimed.caseId, userId }).onConflictDoNothing();
  const [theCase] = await tx.select({ nameSlug: cases.nameSlug }).from(cases, eq(cases.id, claimed.caseId));
  return { caseId: claimed.caseId, nameSlug: theCase?.nameSlug ?? '' };
}

export type AcceptOutcome =
  { kind: 'joined'; case: InvitationAccepted } | { kind: 'expired' } | { kind: 'other-email'; email: string };

/** The signed-in family member joins the case, when the invitation names their address. */
export async function acceptInvitation(
  member: CaseScope,
  memberEmail: string,
  token: string,
  now: Date,
): Promise<AcceptOutcome> {
  // The invitation's case is not one of the member's yet: this is the one step that needs the company's scope.
  const scope = member.joiningScope();
  const found = await findUsable(scope, token, now);
  if (!found) return { kind: 'expired' };
  if (found.invitedEmail !== normalizeEmail(memberEmail)) return { kind: 'other-email', email: found.invitedEmail };
  const joined = await scope.transaction((tx) => claim(tx, token, member.memberId, now));
  return joined ? { kind: 'joined', case: joined } : { kind: 'expired' };
}

export type SignupOutcome =
  | { kind: 'signed-up'; result: SignupResult }
  | { kind: 'expired' }
  | { kind: 'account-exists'; email: string }
  | { kind: 'weak'; message: string };

/** Creates the invited address's family account, joins the case and signs the account in. */
export async function signUpWithInvitation(scope: TenantScope, body: SignupBody, now: Date): Promise<SignupOutcome> {
  const found = await findUsable(scope, body.invitation, now);
  if (!found) return { kind: 'expired' };
  const email = found.invitedEmail;
  const [existing] = await scope.select({ id: users.id }).from(users, eq(users.email, email)).limit(1);
  if (existing) return { kind: 'account-exists', email };
  const company = await scope.company();
  const strength = judgePassword(body.password, [email, body.name, company?.name ?? '']);
  if (!strength.ok) return { kind: 'weak', message: strength.message };

  // Hashed before the transaction: argon2id takes tens of milliseconds, and transactions stay short.
  const passwordHash = await hashPassword(body.password);
  return scope
    .transaction(async (tx): Promise<SignupOutcome> => {
      const [account] = await tx
        .insert(users, { email, name: body.name, role: 'family', passwordHash })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!account) return { kind: 'account-exists', email };
      const joined = await claim(tx, body.invitation, account.id, now);
      // Used between the look and now: the transaction ends without the account.
      if (!joined) throw new InvitationRaceLost();
      const session = await openSession(
        tx,
        { id: account.id, name: body.name, email, role: 'family', staffRole: null },
        now,
      );
      return { kind: 'signed-up', result: { ...session, case: joined } };
    })
    .catch((error: unknown) => {
      if (error instanceof InvitationRaceLost) return { kind: 'expired' } as const;
      throw error;
    });
}

/** Thrown to roll the account back when another use of the invitation won. */
class InvitationRaceLost extends Error {}
