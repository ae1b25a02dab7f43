import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';

/**
 * Keys the server processes share, made once by whichever starts first (decision 0053): the one
 * table besides `companies` without `company_id`, because a key serves every company alike (the
 * signed file links name their company inside what they sign). Read at start, never by a service.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  /** 32 random bytes, base64url. */
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
