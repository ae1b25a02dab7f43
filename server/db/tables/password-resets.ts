import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../columns.ts';
import { accountId } from './builder.ts';
import { companyId } from './companies.ts';

/**
 * Password reset links (decision 0040). A link's token is 32 random bytes; only its
 * SHA-256 is kept, so a copy of this table resets nothing. A token works until `expires_at` (an hour)
 * and once: `used_at` is set by the same statement that checks it. Asking again deletes the
 * account's earlier tokens, so at most one link per account works at a time.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    companyId: companyId(),
    userId: accountId(),
    /** base64url SHA-256 of the token in the mailed link. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);
