import { randomInt } from 'node:crypto';
import { judgeMailedWayIn } from '#server/services/mailed-way-in-limits.ts';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  SIGN_IN_CODE_DIGITS,
  SIGN_IN_CODE_MINUTES,
  SIGN_IN_CODE_TRIES,
  type SignInCodeBody,
} from '#contract/sign-in-code.ts';
import { signInCodes, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { enqueueMails } from '#server/mail/outbox.ts';
import {
  hashPassword,
  normalizeEmail,
  signIn,
  toSessionUser,
  verifySecret,
  type LoginOutcome,
} from '#server/services/auth.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { signInCodeMail } from './sign-in-code-mail.ts';
import type { MailingDeps } from '#server/services/mailing-deps.ts';

/*
 * Signing in with a mailed code (decision 0074), for family accounts.
 * - Asking: one answer whether or not a family account has the address, and the same work on the way
 *   (the limits, the lookup, a code made and hashed, one transaction), so neither the answer nor its
 *   time tells whether the account exists; an unknown, staff or disabled address gets no mail.
 *   Limited per client address and per email through the one limiter, counted before anything else.
 * - A code: 6 random digits, kept as an argon2id hash (a 6-digit code under SHA-256 is found from a
 *   copy of the table in a millisecond); it works for SIGN_IN_CODE_MINUTES, once, and for
 *   SIGN_IN_CODE_TRIES tries. Asking again deletes the account's earlier codes.
 * - Using it is a sign-in like the password's (auth.ts signIn): the same throttles, counted before
 *   the check, the address then the account's own, and "keep me signed in" honoured.
 */

export type SignInCodeDeps = MailingDeps;

export type CodeRequestOutcome = { kind: 'accepted' } | { kind: 'throttled'; retryAfterSeconds: number };

/** A new code: SIGN_IN_CODE_DIGITS digits, every one of the 10^6 equally likely, leading zeros kept. */
export const newSignInCode = (): string =>
  randomInt(0, 10 ** SIGN_IN_CODE_DIGITS)
    .toString()
    .padStart(SIGN_IN_CODE_DIGITS, '0');

/** The family account an address names: staff sign in with their password, a disabled account not at all. */
const familyAccount = (scope: TenantScope, email: string) =>
  scope
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, staffRole: users.staffRole })
    .from(users, and(eq(users.email, email), eq(users.role, 'family'), isNull(users.disabledAt)))
    .limit(1);

export async function requestSignInCode(
  scope: TenantScope,
  deps: SignInCodeDeps,
  request: { email: string; clientAddress: string },
): Promise<CodeRequestOutcome> {
  const now = deps.clock.now();
  const email = normalizeEmail(request.email);
  const limits = { perAddress: rateLimits.signInCodePerAddress, perEmail: rateLimits.signInCodePerAccount };
  const verdict = await judgeMailedWayIn(scope, limits, { email, addressGroup: request.clientAddress }, now);
  if (verdict.kind === 'throttled') return verdict;

  const [found] = await familyAccount(scope, email);
  // Past the email's limit from elsewhere: answered as any address, nothing mailed, the newest code kept.
  const user = verdict.kind === 'send' ? found : undefined;
  const code = newSignInCode();
  // Hashed for an unknown address too: the answer takes as long either way.
  const codeHash = await hashPassword(code);
  const company = await scope.company();
  await scope.transaction(async (tx) => {
    // For an unknown address the same statement runs and matches nothing: the decoy of the answer's time.
    await tx.delete(signInCodes, eq(signInCodes.userId, user?.id ?? 0));
    if (!user) return;
    const expiresAt = new Date(now.getTime() + SIGN_IN_CODE_MINUTES * 60_000);
    await tx.insert(signInCodes, { userId: user.id, codeHash, createdAt: now, expiresAt });
    await enqueueMails(tx, [
      signInCodeMail({
        companyName: company?.name ?? '',
        companyPhone: company?.phoneNumber ?? '',
        to: user.email,
        name: user.name,
        code,
      }),
    ]);
  });
  if (user) deps.mail.kick();
  return { kind: 'accepted' };
}

/** A code still open to a try: the account's, unused, not expired, fewer than SIGN_IN_CODE_TRIES tries. */
const openCode = (userId: number, now: Date) =>
  and(
    eq(signInCodes.userId, userId),
    isNull(signInCodes.usedAt),
    gt(signInCodes.expiresAt, now),
    lt(signInCodes.attempts, SIGN_IN_CODE_TRIES),
  );

/** Signs in with a mailed code; the same answer for any mistake (wrong, expired, used, void, no account). */
export function signInWithCode(
  scope: TenantScope,
  body: SignInCodeBody,
  /** The client's address group (http/client-address.ts addressGroup). */
  clientAddress: string,
  now: Date,
): Promise<LoginOutcome> {
  return signIn(
    scope,
    body,
    async (email) => {
      const [user] = await familyAccount(scope, email);
      // The try is counted on the code before the code is checked, in the statement that finds it:
      // of a burst of tries, only the first SIGN_IN_CODE_TRIES get a check, and the code is void after.
      const tried = user
        ? await scope
            .update(signInCodes, { attempts: sql`${signInCodes.attempts} + 1` }, openCode(user.id, now))
            .returning({ id: signInCodes.id, codeHash: signInCodes.codeHash })
        : [];
      let matched: number | null = null;
      for (const row of tried) if (await verifySecret(row.codeHash, body.code)) matched = row.id;
      // No code to check: the decoy keeps the answer's time alike.
      if (tried.length === 0) await verifySecret(null, body.code);
      if (!user || matched === null) return null;
      // Used once: of two right tries at once, only one finds it unused.
      const [claimed] = await scope
        .update(signInCodes, { usedAt: now }, and(eq(signInCodes.id, matched), isNull(signInCodes.usedAt)))
        .returning({ id: signInCodes.id });
      return claimed ? toSessionUser(user) : null;
    },
    clientAddress,
    now,
  );
}
