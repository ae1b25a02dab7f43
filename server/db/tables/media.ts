import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../columns.ts';
import { companyId } from './companies.ts';
import { cases } from './planning.ts';

/*
 * Files people upload or the funeral home provides (DESIGN §1 media/): the bytes live on disk under
 * DATA_DIR (an S3-compatible store later); a row says what the file is and where its sizes are.
 * Photos are checked by content, stripped of metadata and re-encoded into `variants` at upload, so
 * nothing a visitor uploaded is ever served as sent.
 */

export type MediaKind = 'photo' | 'video' | 'audio' | 'captions' | 'pdf';

/** Which of the case's collections a file belongs to; decides who may see it (see `album`). */
export type MediaAlbum = 'photos' | 'music' | 'obituary' | 'memory' | 'video' | 'stationery' | 'themes' | 'library';

/** One stored rendition: a resized photo, the video file, a WebVTT captions track, a proof's PDF. */
export interface MediaVariant {
  /** Path under the media folder, e.g. "12/345/640.webp"; never built from a visitor's file name. */
  key: string;
  contentType: string;
  width: number | null;
  height: number | null;
  byteSize: number;
}

export const media = pgTable(
  'media',
  {
    id: id(),
    companyId: companyId(),
    /** Null for the company's own files (stock themes, its picture library); a case's files go with the case. */
    caseId: integer('case_id').references(() => cases.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MediaKind>().notNull(),
    /**
     * 'photos' and 'music' are the family's albums, public on the obituary; 'obituary' is the main
     * photo; 'memory' files are public only through an approved memory; 'video' through an
     * approved memorial video; 'stationery' pages (proofs) are never public, only the case's members see them;
     * 'themes' are the company's stock theme images (no case), public always; 'library' is the company's
     * picture library (no case; decision 0107) for its site, products and price list, public always.
     */
    album: text('album').$type<MediaAlbum>().notNull(),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull(),
    /** Text for people: the photo's caption (also its alt text) or the track's title. */
    caption: text('caption').notNull().default(''),
    /** Order within the album, ascending. */
    position: integer('position').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    durationSeconds: integer('duration_seconds'),
    /** A PDF's number of pages, counted on upload (decision 0082); null for other files. */
    pageCount: integer('page_count'),
    createdAt: createdAt(),
  },
  (t) => [
    check('media_kind', sql`${t.kind} in ('photo', 'video', 'audio', 'captions', 'pdf')`),
    check(
      'media_album',
      sql`${t.album} in ('photos', 'music', 'obituary', 'memory', 'video', 'stationery', 'themes', 'library')`,
    ),
    index('media_case_album_idx').on(t.companyId, t.caseId, t.album, t.position),
  ],
);
