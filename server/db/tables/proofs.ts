import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { StationeryItemType, StationeryPageType } from '#contract/family-proofs.ts';
import { createdAt, id } from '../columns.ts';
import { users } from './builder.ts';
import { companyId } from './companies.ts';
import { media } from './media.ts';
import { memorialVideos } from './obituaries.ts';
import { cases } from './planning.ts';

/*
 * The funeral home's proofs the family approves: a stationery proof per item type (prayer
 * card, programme, bookmark) with its pages, each an image (a media row of album 'stationery'), and
 * the comments the family writes on a page or on the memorial video (memorial_videos). Every row
 * carries its case, so the family's CaseScope limits each table by itself. An approved proof is
 * locked: the services refuse comments and a second approval (409).
 */

export const stationeryProofs = pgTable(
  'stationery_proofs',
  {
    id: id(),
    companyId: companyId(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    itemType: text('item_type').$type<StationeryItemType>().notNull(),
    /** 1, 2, …: uploading again after a version was sent makes the next one (decision 0078). */
    version: integer('version').notNull().default(1),
    /**
     * When staff sent this version to the family; null while it is staff's draft (at most one per
     * item). Defaults to now so the demo seed's and older rows are sent versions; a draft sets null.
     */
    sentAt: timestamp('sent_at', { withTimezone: true }).defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stationery_proofs_case_item_version_unique').on(t.caseId, t.itemType, t.version),
    uniqueIndex('stationery_proofs_case_item_draft_unique')
      .on(t.caseId, t.itemType)
      .where(sql`${t.sentAt} is null`),
    check('stationery_proofs_item_type', sql`${t.itemType} in ('prayer-card', 'programme', 'bookmark')`),
  ],
);

export const stationeryPages = pgTable(
  'stationery_pages',
  {
    id: id(),
    companyId: companyId(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    proofId: integer('proof_id')
      .notNull()
      .references(() => stationeryProofs.id, { onDelete: 'cascade' }),
    pageType: text('page_type').$type<StationeryPageType>().notNull(),
    /** The page's image, or the PDF it is a page of (a media row of kind 'pdf', decision 0082). */
    imageMediaId: integer('image_media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    /** Which page of that PDF this is (1, 2, …); null for an image page. */
    pdfPage: integer('pdf_page'),
  },
  (t) => [
    uniqueIndex('stationery_pages_proof_page_unique').on(t.proofId, t.pageType),
    check('stationery_pages_pdf_page', sql`${t.pdfPage} is null or ${t.pdfPage} between 1 and 4`),
    check('stationery_pages_page_type', sql`${t.pageType} in ('front', 'inside-left', 'inside-right', 'back')`),
  ],
);

/**
 * A comment on a stationery page or on the memorial video (exactly one of the two): a family
 * member's, or staff's answer to one (`answersCommentId`, decision 0078), shown under it.
 */
export const proofComments = pgTable(
  'proof_comments',
  {
    id: id(),
    companyId: companyId(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    stationeryPageId: integer('stationery_page_id').references(() => stationeryPages.id, { onDelete: 'cascade' }),
    memorialVideoId: integer('memorial_video_id').references(() => memorialVideos.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Staff's answer: the family's comment it answers (on the same page or video). */
    answersCommentId: integer('answers_comment_id').references((): AnyPgColumn => proofComments.id, {
      onDelete: 'cascade',
    }),
    /** The writer's name when it was written (kept if the account goes). */
    authorName: text('author_name').notNull(),
    /** Plain text as typed (trimmed), never HTML. */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('proof_comments_one_target', sql`(${t.stationeryPageId} is null) <> (${t.memorialVideoId} is null)`),
    index('proof_comments_case_idx').on(t.companyId, t.caseId, t.createdAt),
  ],
);
