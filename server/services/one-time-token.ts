import { and, eq, gt, isNull, type AnyColumn, type SQL } from 'drizzle-orm';
import { hashToken, newSessionToken } from './auth.ts';

/*
 * The one scheme of mailed one-time links (password reset, decision 0040; case invitations, decision
 * 0045): 32 random bytes (256 bits) in base64url, of which the database keeps only the SHA-256, so a
 * copy of the table opens nothing. A link works until its `expires_at` and once: the UPDATE that sets
 * `used_at` carries this same condition, so of two uses at once only one finds it unused.
 */

/** A table of one-time links: the columns the condition of use reads. */
export interface OneTimeTokenColumns {
  tokenHash: AnyColumn;
  usedAt: AnyColumn;
  expiresAt: AnyColumn;
}

/** A new link token and the hash to store for it. */
export function newOneTimeToken(): { token: string; tokenHash: string } {
  const token = newSessionToken();
  return { token, tokenHash: hashToken(token) };
}

/** The condition under which `token` still opens a row of `table`: its hash, unused, not expired. */
export const usableToken = (table: OneTimeTokenColumns, token: string, now: Date): SQL =>
  and(eq(table.tokenHash, hashToken(token)), isNull(table.usedAt), gt(table.expiresAt, now))!;
