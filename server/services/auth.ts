import { createHash, randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { LoginResult, Session, SessionUser, UserRole } from '#contract/auth.ts';
import type { StaffRole } from '#contract/staff-roles.ts';
import { sessions, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { clearLimit, countHits, readCounts, releaseHits, verdictOf } from './rate-limit.ts';
import { rateLimits } from './rate-limit-rules.ts';

/*
 * Accounts, passwords and sessions (decision 0012).
 * - Passwords: argon2id at OWASP's minimum (m = 19456 KiB, t = 2, p = 1).
 * - Tokens: 32 random bytes, base64url; the database keeps only their SHA-256.
 * - Sessions last SESSION_HOURS from sign-in, then a new sign-in is needed; a family that ticks "Keep me
 *   signed in on this device" gets KEPT_SESSION_DAYS instead (decision 0073). Staff never do.
 * - Sign-ins are counted by the limiter (rate-limit.ts, decision 0028) per account and client
 *   address, per address, and per account from addresses it has not signed in from lately, before
 *   the password is checked (reserveSignIn, decision 0057); past a limit sign-in is refused, right
 *   password or not, until the window ends (rate-limit-rules.ts) or, for the account-wide ceiling,
 *   until the owner uses a password reset link.
 *   The check and the counting are the same for unknown and known accounts, so the answer's time
 *   tells neither.
 */

export const SESSION_HOURS = 12;
/** A family session kept on the device (decision 0073): fixed from sign-in, ended like any other. */
export const KEPT_SESSION_DAYS = 30;

// '@node-rs/argon2' declares Algorithm as a const enum, which isolated modules cannot read: 2 is Argon2id.
const argon2id = 2 as Algorithm;
export const passwordHashOptions = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, passwordHashOptions);

// Unknown addresses are checked against this, so a miss costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * Whether `secret` (a password, a mailed code) is the one `hash` was made from. Without a hash (no
 * account, no password set, no code) it is checked against a decoy, so the answer takes as long either way.
 */
export async function verifySecret(hash: string | null | undefined, secret: string): Promise<boolean> {
  const matches = await verify(hash ?? (await decoy()), secret);
  return typeof hash === 'string' && matches;
}

export const newSessionToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export interface AuthenticatedUser extends SessionUser {
  companyId: number;
  sessionId: number;
  expiresAt: Date;
}

export type LoginOutcome =
  | { ok: true; result: LoginResult }
  | { ok: false; reason: 'invalid' }
  /** resetOffered: only the account-wide ceiling refused, which a password reset link gets past. */
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number; resetOffered: boolean };

export const toSessionUser = (row: {
  id: number;
  name: string;
  email: string;
  role: UserRole;
  staffRole: StaffRole | null;
}): SessionUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  staffRole: row.staffRole,
});

/** What the throttles of one sign-in count: the account, the client's address group, and both together. */
function signInTargets(email: string, addressGroup: string) {
  const { signInPerAccountAndAddress, signInPerAddress, signInPerAccount, signInKnownAddress } = rateLimits;
  const accountAndAddress = `${email} ${addressGroup}`;
  return {
    pair: { rule: signInPerAccountAndAddress, subject: accountAndAddress },
    address: { rule: signInPerAddress, subject: addressGroup },
    account: { rule: signInPerAccount, subject: email },
    known: { rule: signInKnownAddress, subject: accountAndAddress },
  };
}

type SignInTargets = ReturnType<typeof signInTargets>;

type SignInReservation = { allowed: true } | { allowed: false; retryAfterSeconds: number; resetOffered: boolean };

/**
 * Counts this attempt on every throttle before the password is checked: the counting is
 * one atomic statement, so of a burst of N requests only those numbered within the limits get a
 * check, however many read the counters at once. An attempt refused unchecked gives its hits back,
 * so refusals never fill a counter (a guesser at one address cannot fill the account-wide ceiling
 * with refused requests), and only checked failures stay counted.
 */
async function reserveSignIn(scope: TenantScope, targets: SignInTargets, now: Date): Promise<SignInReservation> {
  const { pair, address, account, known } = targets;
  // The account-wide ceiling holds back only addresses the account has not signed in from lately,
  // so guessing spread over many addresses cannot lock the owner out of their usual one.
  const fromKnownAddress = await knownHit(scope, known, now);
  const reserved = [pair, address, account];
  const counts = await countHits(scope, reserved, now);
  const judged = fromKnownAddress ? counts.filter((count) => count.target !== account) : counts;
  const verdict = verdictOf(judged, 'over');
  if (verdict.allowed) return verdict;
  await releaseHits(scope, reserved, now);
  // Only the account-wide ceiling refused: a reset link (which marks this address as the owner's,
  // trustAddress) lets the owner in now, so the ceiling is never the attacker's way to lock them out.
  const resetOffered = verdictOf(
    counts.filter((count) => count.target !== account),
    'over',
  ).allowed;
  return { allowed: false, retryAfterSeconds: verdict.retryAfterSeconds, resetOffered };
}

/** Whether the account signed in (or used a reset link) from this address group in the last 30 days. */
export async function isKnownAddress(
  scope: TenantScope,
  email: string,
  addressGroup: string,
  now: Date,
): Promise<boolean> {
  return knownHit(scope, signInTargets(normalizeEmail(email), addressGroup).known, now);
}

/** Whether the known-address window of this account and address is open, counting nothing. */
async function knownHit(scope: TenantScope, known: SignInTargets['known'], now: Date): Promise<boolean> {
  const [count] = await readCounts(scope, [known], now);
  return count!.hits > 0;
}

/**
 * The address proved to be the owner's (a sign-in with the password, or a reset link used from it):
 * its failures for the account are forgotten, and it is the account's known address for the next 30
 * days (from now: the window restarts), which the account-wide ceiling spares.
 */
export async function trustAddress(scope: TenantScope, email: string, addressGroup: string, now: Date): Promise<void> {
  const { pair, known } = signInTargets(normalizeEmail(email), addressGroup);
  await clearLimit(scope, pair);
  await clearLimit(scope, known);
  await countHits(scope, [known], now);
}

/** How one sign-in proves who it is: the account it found (or null: unknown, or the proof was wrong). */
export type SignInCheck = (email: string) => Promise<SessionUser | null>;

/**
 * One sign-in of an account of this company, whatever proves it (a password, a mailed code): the
 * attempt is counted on the sign-in throttles before `check` runs (decision 0057); on success the
 * address becomes the account's own and a session opens, kept on the device when asked (decision 0073).
 */
export async function signIn(
  scope: TenantScope,
  request: { email: string; keepSignedIn?: boolean | undefined },
  check: SignInCheck,
  /** The client's address group (http/client-address.ts addressGroup). */
  clientAddress: string,
  now: Date,
): Promise<LoginOutcome> {
  const email = normalizeEmail(request.email);
  const targets = signInTargets(email, clientAddress);
  const reservation = await reserveSignIn(scope, targets, now);
  if (!reservation.allowed) {
    const { retryAfterSeconds, resetOffered } = reservation;
    return { ok: false, reason: 'throttled', retryAfterSeconds, resetOffered };
  }
  const user = await check(email);
  // A failure keeps the hits it reserved.
  if (!user) return { ok: false, reason: 'invalid' };

  // Signed in: the attempt was no failure, so it gives back what it reserved.
  await releaseHits(scope, [targets.address, targets.account], now);
  await trustAddress(scope, email, clientAddress, now);
  return { ok: true, result: await openSession(scope, user, now, { keep: request.keepSignedIn === true }) };
}

/** Checks the password of an account of this company and opens a session; the same answer for any mistake. */
export function login(
  scope: TenantScope,
  credentials: { email: string; password: string; keepSignedIn?: boolean | undefined },
  clientAddress: string,
  now: Date,
): Promise<LoginOutcome> {
  return signIn(
    scope,
    credentials,
    async (email) => {
      const [user] = await scope
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          staffRole: users.staffRole,
          passwordHash: users.passwordHash,
        })
        // A disabled account cannot sign in: it answers like any wrong password.
        .from(users, and(eq(users.email, email), isNull(users.disabledAt)))
        .limit(1);
      return (await verifySecret(user?.passwordHash, credentials.password)) ? toSessionUser(user!) : null;
    },
    clientAddress,
    now,
  );
}

/** How long a new session lasts: the working day, or a month on the device for a family that asked. */
export const sessionLifetimeMs = (role: UserRole, keep: boolean): number =>
  keep && role === 'family' ? KEPT_SESSION_DAYS * 86_400_000 : SESSION_HOURS * 3_600_000;

/** A new session of an account (sign-in, and sign-up by invitation), only its hash kept. */
export async function openSession(
  scope: TenantScope,
  user: SessionUser,
  now: Date,
  { keep = false }: { keep?: boolean } = {},
): Promise<LoginResult> {
  // Sessions past their time are swept on the way, so the table holds only live ones (and today's).
  await scope.delete(sessions, and(eq(sessions.userId, user.id), lt(sessions.expiresAt, now)));
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs(user.role, keep));
  await scope.insert(sessions, { userId: user.id, tokenHash: hashToken(token), createdAt: now, expiresAt });
  return { token, user, expiresAt: expiresAt.toISOString() };
}

/** The user behind a bearer token, for this company only, while the session lasts. */
export async function authenticate(scope: TenantScope, token: string, now: Date): Promise<AuthenticatedUser | null> {
  const [row] = await scope
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      staffRole: users.staffRole,
    })
    // A token of another company's site is no token here: both tables are limited to the scope.
    .from(sessions, and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    // A disabled account's sessions are deleted when it is disabled; the check keeps a race from reviving one.
    .innerJoin(users, and(eq(users.id, sessions.userId), scope.owns(users), isNull(users.disabledAt)))
    .limit(1);
  if (!row) return null;
  return { ...toSessionUser(row), companyId: scope.companyId, sessionId: row.sessionId, expiresAt: row.expiresAt };
}

export const toSession = (user: AuthenticatedUser): Session => ({
  user: toSessionUser(user),
  expiresAt: user.expiresAt.toISOString(),
});

export async function logout(scope: TenantScope, user: AuthenticatedUser): Promise<void> {
  await scope.delete(sessions, eq(sessions.id, user.sessionId));
}

/** Seeds and tests: an account of the scope's company, with its password hashed here. */
export async function createUser(
  scope: TenantScope,
  account: { email: string; name: string; password: string } & (
    { role: 'family' } | { role: 'staff'; staffRole: StaffRole }
  ),
): Promise<number> {
  const passwordHash = await hashPassword(account.password);
  const staffRole = account.role === 'staff' ? account.staffRole : null;
  const [row] = await scope
    .insert(users, {
      email: normalizeEmail(account.email),
      name: account.name,
      role: account.role,
      staffRole,
      passwordHash,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return row.id;
}
