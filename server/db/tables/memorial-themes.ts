import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from '../columns.ts';
import { companyId } from './companies.ts';
import { media } from './media.ts';
import { cases } from './planning.ts';

/*
 * The theme a case's public obituary wears (the family's select-theme task): either one of the company's
 * stock themes (`stockMediaId`, a media row of album 'themes' with no case) or the family's own
 * colours, font and background photo. One row a case; the last choice wins.
 */
export const memorialThemes = pgTable(
  'memorial_themes',
  {
    id: id(),
    companyId: companyId(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** Set: a stock theme, and the custom columns are ignored. */
    stockMediaId: integer('stock_media_id').references(() => media.id, { onDelete: 'set null' }),
    backgroundColor: text('background_color').notNull(),
    textColor: text('text_color').notNull(),
    accentColor: text('accent_color').notNull(),
    /** A key of contract/theme-fonts.ts `themeFonts`. */
    font: text('font').notNull(),
    /** One of the case's album photos, or none. */
    backgroundMediaId: integer('background_media_id').references(() => media.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memorial_themes_case_unique').on(t.caseId),
    check(
      'memorial_themes_colors',
      sql`${t.backgroundColor} ~ '^#[0-9a-fA-F]{6}$' and ${t.textColor} ~ '^#[0-9a-fA-F]{6}$' and ${t.accentColor} ~ '^#[0-9a-fA-F]{6}$'`,
    ),
    check('memorial_themes_font', sql`${t.font} in ('classic', 'elegant', 'modern', 'clear')`),
  ],
);
