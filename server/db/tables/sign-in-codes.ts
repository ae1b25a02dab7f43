import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../columns.ts';
import { accountId } from './builder.ts';
import { companyId } from './companies.ts';

/**
 * Mailed sign-in codes of family accounts (decision 0074). A code is 6 digits; only its
 * argon2id hash is kept, so a copy of this table cannot be turned back into codes within their life.
 * A code works until `expires_at` (10 minutes), once (`used_at`), and for 5 tries (`attempts`, counted
 * before each check). Asking again deletes the account's earlier codes.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: id(),
    companyId: companyId(),
    userId: accountId(),
    /** argon2id hash of the 6 digits (the passwords' parameters, services/auth.ts). */
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Tries so far, each counted before its code is checked; at 5 the code is void. */
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('sign_in_codes_user_idx').on(t.userId)],
);
