import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../columns.ts';
import { accountId } from './builder.ts';
import { companyId } from './companies.ts';

export type CalendarFeedScope = 'all' | 'mine';

/**
 * A staff member's private calendar feed (decision 0125): an unguessable address that calendar apps
 * subscribe to. The token is 32 random bytes; only its SHA-256 is kept, so a copy of this table opens
 * no feed. Revoking deletes the row: the old address answers 404 at once. At most one a person.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    companyId: companyId(),
    userId: accountId(),
    /** base64url SHA-256 of the token in the feed's address. */
    tokenHash: text('token_hash').notNull(),
    /** Every event of the funeral home, or only those of the cases the person directs. */
    scope: text('scope').$type<CalendarFeedScope>().notNull(),
    createdAt: createdAt(),
    /** When a calendar last fetched it: shown in the console, so a forgotten feed can be seen. */
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash),
    uniqueIndex('calendar_feeds_user_unique').on(t.userId),
    index('calendar_feeds_company_idx').on(t.companyId),
    check('calendar_feeds_scope', sql`${t.scope} in ('all', 'mine')`),
  ],
);
