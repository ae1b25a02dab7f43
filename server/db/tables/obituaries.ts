import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { publicationStates, type PublicationState } from '#contract/obituary-publication.ts';
import { createdAt, id } from '../columns.ts';
import { users } from './builder.ts';
import { companyId } from './companies.ts';
import { media } from './media.ts';
import { caseIdColumn } from './planning.ts';
import { serviceResources } from './service-resources.ts';
import { locations } from './site.ts';

/*
 * The public face of a family case (the portal is its family face): the obituary, its service
 * schedule and its memorial video. The family portal edits the same rows through the spec's
 * /api/family/cases/{caseId}/... calls; the public calls read only what is published and approved.
 * The case's location (cases.location_id) is the obituary's location: not copied here.
 *
 * Its publication life (decision 0063) is `publication_state`, moved only by the rule of
 * contract/obituary-publication.ts; `published_at` is set exactly while it is published (a check
 * says so), and every public call reads that. The checks also hold what ready and published need.
 */

export const obituaries = pgTable(
  'obituaries',
  {
    id: id(),
    companyId: companyId(),
    caseId: caseIdColumn(),
    /** The name as the family writes it, e.g. "Ingrid Marie Björk". */
    fullName: text('full_name').notNull(),
    /**
     * `fullName` folded for search (lower case, accents removed: "ingrid marie bjork"), written with
     * it by the one function that folds queries too. Stored because neither PGlite nor PostgreSQL
     * without the unaccent extension can fold in SQL; never shown.
     */
    searchName: text('search_name').notNull(),
    bornOn: date('born_on', { mode: 'string' }),
    /** Null while not known (a draft); a ready or public obituary has one (checked). */
    diedOn: date('died_on', { mode: 'string' }),
    /** The approved text, sanitised HTML (paragraphs, bold, italic, links): what the public sees. */
    textHtml: text('text_html').notNull().default(''),
    /** The family's working copy while it differs from the approved text; null when none. */
    draftTextHtml: text('draft_text_html'),
    textApprovedAt: timestamp('text_approved_at', { withTimezone: true }),
    /** Who approved the text: a family member of the case, or a director for the family; null when unknown. */
    textApprovedByUserId: integer('text_approved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    photoMediaId: integer('photo_media_id').references(() => media.id, { onDelete: 'set null' }),
    /** A livestream of the service (http(s) only, checked by contract/link-target). */
    livestreamUrl: text('livestream_url'),
    /** The sympathy shop on the public page: off, its pages and orders answer 404. */
    shopEnabled: boolean('shop_enabled').notNull().default(true),
    /**
     * The family asks for donations in lieu of flowers (decision 0082): the shop offers no flowers or
     * plants (contract/shop-categories.ts) and the public page says so. The family's switch.
     */
    noFlowers: boolean('no_flowers').notNull().default(false),
    /** Where the obituary is in its life: draft, awaiting-family, ready, published, unpublished. */
    publicationState: text('publication_state').$type<PublicationState>().notNull().default('draft'),
    /** When it was last published; null while it is not: only published obituaries are public. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('obituaries_case_unique').on(t.caseId),
    index('obituaries_company_died_idx').on(t.companyId, t.diedOn, t.id),
    // The console's list: newest first.
    index('obituaries_company_created_idx').on(t.companyId, t.createdAt, t.id),
    check(
      'obituaries_publication_state',
      sql`${t.publicationState} in (${sql.raw(publicationStates.map((state) => `'${state}'`).join(', '))})`,
    ),
    check('obituaries_published_at', sql`(${t.publicationState} = 'published') = (${t.publishedAt} is not null)`),
    check(
      'obituaries_ready_or_public',
      sql`${t.publicationState} not in ('ready', 'published') or (btrim(${t.fullName}) <> '' and ${t.diedOn} is not null and ${t.textHtml} <> '')`,
    ),
    check('obituaries_ready_no_draft', sql`${t.publicationState} <> 'ready' or ${t.draftTextHtml} is null`),
  ],
);

export type ObituaryEventKind = 'visitation' | 'service' | 'memorial' | 'burial' | 'reception' | 'other';

/** The service schedule: each event in its own time zone, at a company location or another place. */
export const obituaryEvents = pgTable(
  'obituary_events',
  {
    id: id(),
    companyId: companyId(),
    obituaryId: integer('obituary_id')
      .notNull()
      .references(() => obituaries.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ObituaryEventKind>().notNull(),
    /** What an event of kind 'other' is called ("Private family viewing"); null for the named kinds. */
    title: text('title'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** IANA zone the event happens in, e.g. "America/Chicago": times are shown in it. */
    timeZone: text('time_zone').notNull(),
    /** A company location, or else the place below (a church, a cemetery). */
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    placeName: text('place_name').notNull(),
    addressLine1: text('address_line1').notNull(),
    city: text('city').notNull(),
    region: text('region').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    /** Flowers for this event must be ordered before this time; null: no deliveries to it. */
    deliveryCutoffAt: timestamp('delivery_cutoff_at', { withTimezone: true }),
    /** The chapel the event books (one of its location's rooms), if any (decision 0125). */
    chapelId: integer('chapel_id').references(() => serviceResources.id, { onDelete: 'set null' }),
    /** The hearse the event books, if any. */
    hearseId: integer('hearse_id').references(() => serviceResources.id, { onDelete: 'set null' }),
    /**
     * Kept off the public page, its calendar file, its search data and the shop (a private family
     * viewing, a transfer to the crematory); the funeral home's calendar and the family still see it.
     */
    private: boolean('private').notNull().default(false),
  },
  (t) => [
    check(
      'obituary_events_kind',
      sql`${t.kind} in ('visitation', 'service', 'memorial', 'burial', 'reception', 'other')`,
    ),
    check('obituary_events_title', sql`(${t.kind} = 'other') = (${t.title} is not null)`),
    index('obituary_events_obituary_idx').on(t.companyId, t.obituaryId, t.startsAt),
    // The calendar and the double-booking check read the company's events by time.
    index('obituary_events_company_starts_idx').on(t.companyId, t.startsAt),
  ],
);

/**
 * The memorial video the funeral home makes, one row per version (decision 0078): the newest sent
 * version is the family's proof; the public page plays the newest approved one.
 */
export const memorialVideos = pgTable(
  'memorial_videos',
  {
    id: id(),
    companyId: companyId(),
    caseId: caseIdColumn(),
    /** 1, 2, …: uploading again after a version was sent makes the next one. */
    version: integer('version').notNull().default(1),
    /**
     * When staff sent this version to the family; null while it is staff's draft (at most one a case).
     * Defaults to now so the demo seed's and older rows are sent versions; a draft sets null itself.
     */
    sentAt: timestamp('sent_at', { withTimezone: true }).defaultNow(),
    videoMediaId: integer('video_media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    /** WebVTT captions (a media row of kind 'captions'); the player offers them as a track. */
    captionsMediaId: integer('captions_media_id').references(() => media.id, { onDelete: 'set null' }),
    posterMediaId: integer('poster_media_id').references(() => media.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('memorial_videos_case_version_unique').on(t.caseId, t.version),
    uniqueIndex('memorial_videos_case_draft_unique')
      .on(t.caseId)
      .where(sql`${t.sentAt} is null`),
  ],
);
