import type { TenantScope } from '#server/db/tenant-scope.ts';
import { isKnownAddress } from './auth.ts';
import { countHits, verdictOf, type RateLimitRule } from './rate-limit.ts';

/*
 * The limits of asking for a mailed way in: a password reset link (decision 0040) or a sign-in code
 * (decision 0074); decision 0119. Both are counted per client address and per email address, this
 * attempt first (so a burst cannot all be judged before any is counted).
 * - Past the address's limit: 429, as for anyone asking too often.
 * - Past only the email's limit: someone is asking for this person from many addresses. The answer is
 *   the one any address gets, nothing is mailed and nothing is voided, so the newest link or code sent
 *   keeps working and the person's inbox is not flooded; the limit cannot be turned into "429 for the
 *   owner".
 * - The address the account signed in from lately (its known address, auth.ts trustAddress) is spared
 *   the email's limit: the owner keeps their way in from where they usually are.
 */

export type MailedWayIn = { kind: 'send' } | { kind: 'quiet' } | { kind: 'throttled'; retryAfterSeconds: number };

export async function judgeMailedWayIn(
  scope: TenantScope,
  rules: { perAddress: RateLimitRule; perEmail: RateLimitRule },
  ask: { email: string; addressGroup: string },
  now: Date,
): Promise<MailedWayIn> {
  const address = { rule: rules.perAddress, subject: ask.addressGroup };
  const email = { rule: rules.perEmail, subject: ask.email };
  const [counts, known] = await Promise.all([
    countHits(scope, [address, email], now),
    isKnownAddress(scope, ask.email, ask.addressGroup, now),
  ]);
  const byAddress = verdictOf(
    counts.filter((count) => count.target === address),
    'over',
  );
  if (!byAddress.allowed) return { kind: 'throttled', retryAfterSeconds: byAddress.retryAfterSeconds };
  const byEmail = verdictOf(
    counts.filter((count) => count.target === email),
    'over',
  );
  return byEmail.allowed || known ? { kind: 'send' } : { kind: 'quiet' };
}
