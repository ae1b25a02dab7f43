import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../columns.ts';
import { companies, companyId } from './companies.ts';
import { media } from './media.ts';
import { caseIdColumn, cases } from './planning.ts';

/*
 * The memorial wall (visitors' memories, moderated by the family): what visitors write on an obituary
 * is the case's wall comments. Text is stored as typed and always rendered as text; the writer's
 * email is for the family's moderation only and never leaves through a public call.
 */

export type WallModeration = 'approve-first' | 'open';
export type WallPosting = 'anyone' | 'members';
export type CommentStatus = 'pending' | 'approved' | 'rejected';

/** One row per case; a case without one uses the defaults (approve first, anyone, shown). */
export const memorialWallSettings = pgTable(
  'memorial_wall_settings',
  {
    caseId: integer('case_id')
      .primaryKey()
      .references(() => cases.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    moderation: text('moderation').$type<WallModeration>().notNull().default('approve-first'),
    posting: text('posting').$type<WallPosting>().notNull().default('anyone'),
    shown: boolean('shown').notNull().default(true),
  },
  (t) => [
    check('memorial_wall_settings_moderation', sql`${t.moderation} in ('approve-first', 'open')`),
    check('memorial_wall_settings_posting', sql`${t.posting} in ('anyone', 'members')`),
  ],
);

export const memorialWallComments = pgTable(
  'memorial_wall_comments',
  {
    id: id(),
    companyId: companyId(),
    caseId: caseIdColumn(),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email').notNull(),
    /** As typed (trimmed); plain text, never HTML. */
    body: text('body').notNull(),
    photoMediaId: integer('photo_media_id').references(() => media.id, { onDelete: 'set null' }),
    status: text('status').$type<CommentStatus>().notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('memorial_wall_comments_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index('memorial_wall_comments_case_status_idx').on(t.companyId, t.caseId, t.status, t.createdAt),
  ],
);
