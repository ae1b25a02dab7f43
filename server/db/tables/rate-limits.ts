import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companyId } from './companies.ts';

/**
 * The one limiter's counters (services/rate-limit.ts, decision 0028): per company, one row per key
 * (the rule's name and its subject), counting hits in a window that opens at the first hit and ends
 * at `expires_at`. A hit after that starts a new window in the same row. Expired rows are only
 * garbage: server/jobs/expire-rate-limits.ts deletes them.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    companyId: companyId(),
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] }), index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);
