import { and, eq, isNull } from 'drizzle-orm';
import type { UserRole } from '#contract/auth.ts';
import type { PasswordResetCheck } from '#contract/password-reset.ts';
import type { Clock } from '#server/clock.ts';
import { passwordResetTokens, sessions, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { enqueueMails, type MailDelivery } from '#server/mail/outbox.ts';
import { hashPassword, normalizeEmail, trustAddress } from '#server/services/auth.ts';
import { newOneTimeToken, usableToken } from '#server/services/one-time-token.ts';
import { judgePassword } from '#server/services/password-strength.ts';
import { judgeMailedWayIn } from '#server/services/mailed-way-in-limits.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { companySiteUrl } from '#server/services/site-url.ts';
import { passwordResetMail } from './password-reset-mail.ts';

/*
 * Password reset (decision 0040).
 * - Asking: one answer whether or not the address has an account, and the same work on the way
 *   (the limits, the account lookup, a token made and hashed, one transaction that voids the
 *   account's earlier links), so neither the answer nor its time tells whether the account exists.
 *   Limited per client address and per email (mailed-way-in-limits.ts, decision 0119): past only the
 *   email's limit, the answer is the same and nothing is mailed or voided.
 * - A link's token: 32 random bytes (256 bits), base64url; the database keeps its SHA-256. It works
 *   for RESET_LINK_MINUTES and once: the UPDATE that marks it used is the one that checks it, so of two
 *   uses at once only one finds it unused.
 * - Using it: sets the new password (argon2id, as sign-in) and ends every session of the account,
 *   in one transaction. Nobody is signed in by it: the person signs in with the new password, and
 *   the address it was used from is then the account's own (auth.ts trustAddress), past the
 *   account-wide sign-in ceiling.
 */

export const RESET_LINK_MINUTES = 60;

export interface PasswordResetDeps {
  mail: MailDelivery;
  clock: Clock;
}

export type ResetRequestOutcome = { kind: 'accepted' } | { kind: 'throttled'; retryAfterSeconds: number };

export async function requestPasswordReset(
  scope: TenantScope,
  deps: PasswordResetDeps,
  request: { email: string; clientAddress: string },
): Promise<ResetRequestOutcome> {
  const now = deps.clock.now();
  const email = normalizeEmail(request.email);
  const limits = { perAddress: rateLimits.passwordResetPerAddress, perEmail: rateLimits.passwordResetPerAccount };
  const verdict = await judgeMailedWayIn(scope, limits, { email, addressGroup: request.clientAddress }, now);
  if (verdict.kind === 'throttled') return verdict;

  const [found] = await scope
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    // A disabled account gets no link: it could not sign in with the password it would set.
    .from(users, and(eq(users.email, email), isNull(users.disabledAt)))
    .limit(1);
  // Past the email's limit from elsewhere: answered as any address, nothing mailed, the newest link kept.
  const user = verdict.kind === 'send' ? found : undefined;
  const link = newOneTimeToken();
  const [company, siteUrl] = await Promise.all([scope.company(), companySiteUrl(scope)]);
  await scope.transaction(async (tx) => {
    // The account's earlier links stop working. For an unknown address the same statement runs and
    // matches nothing: the decoy that keeps the answer's time alike.
    if (!user) {
      await tx.delete(passwordResetTokens, eq(passwordResetTokens.userId, 0));
      return;
    }
    await writeResetLink(tx, { user, link, now, company, siteUrl });
  });
  if (user) deps.mail.kick();
  return { kind: 'accepted' };
}

export interface ResetLinkFacts {
  user: { id: number; name: string; email: string; role: UserRole };
  link: { token: string; tokenHash: string };
  now: Date;
  company: { name: string; phoneNumber: string } | null;
  siteUrl: string | null;
}

/**
 * In the caller's transaction: the account's one working reset link (its earlier links deleted) and
 * the mail carrying it, to the portal's page or the console's by the account's role. Asking for a
 * link and an owner's "reset access" (services/staff/team-changes.ts) both write it here; the caller
 * kicks the mail delivery after the commit.
 */
export async function writeResetLink(tx: TenantScope, { user, link, now, company, siteUrl }: ResetLinkFacts) {
  await tx.delete(passwordResetTokens, eq(passwordResetTokens.userId, user.id));
  const expiresAt = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000);
  await tx.insert(passwordResetTokens, { userId: user.id, tokenHash: link.tokenHash, createdAt: now, expiresAt });
  await enqueueMails(tx, [
    passwordResetMail({
      companyName: company?.name ?? '',
      companyPhone: company?.phoneNumber ?? '',
      siteUrl,
      to: user.email,
      name: user.name,
      role: user.role,
      token: link.token,
    }),
  ]);
}

/** A token's condition of use: this company's (the scope), unused, not expired (one-time-token.ts). */
const usable = (token: string, now: Date) => usableToken(passwordResetTokens, token, now);

async function findUsable(scope: TenantScope, token: string, now: Date) {
  const [row] = await scope
    .select({ email: users.email, name: users.name, expiresAt: passwordResetTokens.expiresAt })
    .from(passwordResetTokens, usable(token, now))
    // Disabling an account deletes its links; the condition keeps a link made meanwhile from working.
    .innerJoin(users, and(eq(users.id, passwordResetTokens.userId), scope.owns(users), isNull(users.disabledAt)))
    .limit(1);
  return row ?? null;
}

/** Whether a link still works (null: unknown, expired, used, or another company's). */
export async function checkPasswordReset(
  scope: TenantScope,
  token: string,
  now: Date,
): Promise<PasswordResetCheck | null> {
  const row = await findUsable(scope, token, now);
  return row ? { email: row.email, expiresAt: row.expiresAt.toISOString() } : null;
}

export type ResetOutcome = { kind: 'done' } | { kind: 'expired' } | { kind: 'weak'; message: string };

export async function completePasswordReset(
  scope: TenantScope,
  /** clientAddress: the address group the link is used from (http/client-address.ts addressGroup). */
  request: { token: string; password: string; clientAddress: string },
  now: Date,
): Promise<ResetOutcome> {
  const found = await findUsable(scope, request.token, now);
  if (!found) return { kind: 'expired' };
  const company = await scope.company();
  const strength = judgePassword(request.password, [found.email, found.name, company?.name ?? '']);
  if (!strength.ok) return { kind: 'weak', message: strength.message };

  // Hashed before the transaction: argon2id takes tens of milliseconds, and transactions stay short.
  const passwordHash = await hashPassword(request.password);
  const outcome = await scope.transaction(async (tx): Promise<ResetOutcome> => {
    const [claimed] = await tx
      .update(passwordResetTokens, { usedAt: now }, usable(request.token, now))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return { kind: 'expired' };
    await tx.update(users, { passwordHash }, eq(users.id, claimed.userId));
    // Whoever knew the old password is signed out everywhere.
    await tx.delete(sessions, eq(sessions.userId, claimed.userId));
    return { kind: 'done' };
  });
  // Whoever opened the mailed link is the owner: their address passes the account-wide sign-in
  // ceiling from now on, so guessing from elsewhere cannot keep them out (decision 0057).
  if (outcome.kind === 'done') await trustAddress(scope, found.email, request.clientAddress, now);
  return outcome;
}
