import { sql, type SQL } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CaseStatus, PlanningSection } from '#contract/planning.ts';
import type { RequestStatus } from '#contract/staff-requests.ts';
import { createdAt, id } from '../columns.ts';
import { foldedName } from '../folded-name.ts';
import { companies, companyId } from './companies.ts';
import { users } from './builder.ts';
import { locations } from './site.ts';

/*
 * Planning and what later features reuse: cases, idempotency keys and the mail outbox.
 * Same rules as schema.ts: `company_id` everywhere, timestamptz, SQL both PostgreSQL 15 and PGlite
 * accept.
 */

/**
 * The company's planning form, versioned: a change is a new row, so every submission keeps the
 * exact definitions it answered. The highest version is the one the wizard shows.
 */
export const planningForms = pgTable(
  'planning_forms',
  {
    id: id(),
    companyId: companyId(),
    version: integer('version').notNull(),
    sections: jsonb('sections').$type<PlanningSection[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('planning_forms_company_version_unique').on(t.companyId, t.version)],
);

/** A family's case: what the funeral home works on, from a planning request or, later, staff. */
export const cases = pgTable(
  'cases',
  {
    id: id(),
    companyId: companyId(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    status: text('status').$type<CaseStatus>().notNull(),
    /** The decedent's name as given ("" when not known yet, e.g. an early pre-plan). */
    decedentName: text('decedent_name').notNull(),
    /** decedent_name as foldName writes it, kept by the database: what the case search matches. */
    decedentNameFolded: text('decedent_name_folded').generatedAlwaysAs((): SQL => foldedName(cases.decedentName)),
    /** Spec §3 nameSlug: the readable part of family-portal URLs. */
    nameSlug: text('name_slug').notNull(),
    /**
     * The funeral director in charge (decision 0105): a staff account of the company whose role is
     * director or owner, assigned in the console; null until one is. The family portal shows their
     * name with the location's phone.
     */
    directorUserId: integer('director_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * When staff opened it: a case made from a planning request is a request until then,
     * and only opened cases are the funeral home's cases. Cases staff make by hand are opened at once.
     */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cases_status', sql`${t.status} in ('AT_NEED', 'PRE_PLAN')`),
    index('cases_company_created_idx').on(t.companyId, t.createdAt),
    // The console's cases list (decision 0065): the company's opened cases, newest opened first; in
    // the order the query asks (`desc` puts nulls first), so the first page is read from the index.
    index('cases_company_opened_idx')
      .on(t.companyId, t.openedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.openedAt} is not null`),
    // A director's cases (the list filtered by director, "My cases": decision 0105), in the list's order.
    index('cases_company_director_idx')
      .on(t.companyId, t.directorUserId, t.openedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.openedAt} is not null and ${t.directorUserId} is not null`),
    // The case search (services/staff/cases/case-search.ts): any part of an opened case's folded
    // name (pg_trgm), on the stored column so a candidate row is checked without folding it again.
    index('cases_decedent_folded_trgm_idx')
      .using('gin', sql`${t.decedentNameFolded} gin_trgm_ops`)
      .where(sql`${t.openedAt} is not null`),
  ],
);

/** The `case_id` of a row that belongs to one case, and goes when the case goes. */
export const caseIdColumn = () =>
  integer('case_id')
    .notNull()
    .references(() => cases.id, { onDelete: 'cascade' });

/** Spec §3 planning submission, as received and checked: the answers map and the form it answered. */
export const planningSubmissions = pgTable(
  'planning_submissions',
  {
    id: id(),
    companyId: companyId(),
    caseId: caseIdColumn(),
    formId: integer('form_id')
      .notNull()
      .references(() => planningForms.id, { onDelete: 'restrict' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    caseStatus: text('case_status').$type<CaseStatus>().notNull(),
    /** Field id → answer, trimmed and limited to the fields that were shown. */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    contactEmail: text('contact_email').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /** The request's state in the staff inbox (machines/planning-request/, whose state names these are). */
    requestStatus: text('request_status').$type<RequestStatus>().notNull().default('new'),
    /** Why it was closed, while it is. */
    closedReason: text('closed_reason'),
  },
  (t) => [
    check('planning_submissions_case_status', sql`${t.caseStatus} in ('AT_NEED', 'PRE_PLAN')`),
    check(
      'planning_submissions_request_status',
      sql`${t.requestStatus} in ('new', 'contacted', 'case-opened', 'closed')`,
    ),
    // A status's requests, newest first (the inbox filtered by status).
    index('planning_submissions_company_status_idx').on(t.companyId, t.requestStatus, t.caseStatus, t.submittedAt),
    // The inbox's order (services/staff/requests/list-requests.ts): at-need requests still new first, then newest.
    index('planning_submissions_inbox_idx').on(
      t.companyId,
      sql`(${t.caseStatus} = 'AT_NEED' and ${t.requestStatus} = 'new') desc`,
      t.submittedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('planning_submissions_case_unique').on(t.caseId),
    index('planning_submissions_company_submitted_idx').on(t.companyId, t.submittedAt),
  ],
);

/**
 * How many requests the company has of each location, plan type and status: the inbox's totals and
 * the console's count of new requests, read from a few rows instead of counting 50,000 (decision
 * 0069). The database keeps it: a trigger on planning_submissions (migration 0016) adds and takes
 * away a request as it is inserted, changes status or goes, so no code path can forget it.
 */
export const planningRequestTallies = pgTable(
  'planning_request_tallies',
  {
    companyId: companyId(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    caseStatus: text('case_status').$type<CaseStatus>().notNull(),
    requestStatus: text('request_status').$type<RequestStatus>().notNull(),
    requests: integer('requests').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.locationId, t.caseStatus, t.requestStatus] })],
);

/** What staff did with a request, who and when: its history on the request's page. */
export const planningRequestEvents = pgTable(
  'planning_request_events',
  {
    id: id(),
    companyId: companyId(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => planningSubmissions.id, { onDelete: 'cascade' }),
    /** The status it moved to. */
    status: text('status').$type<RequestStatus>().notNull(),
    reason: text('reason'),
    /** The staff account; null once that account is gone. */
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('planning_request_events_submission_idx').on(t.companyId, t.submissionId, t.at)],
);

/**
 * The first answer to a request made with an Idempotency-Key (DESIGN §4), per company and scope
 * ('planning.submit', later orders, payments, contract submit). Written in the same transaction as
 * the work, so a failed attempt leaves no key behind and a repeat returns exactly what the first
 * answered. `fingerprint` tells a repeat from a different request reusing the key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: companyId(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

export type MailStatus = 'pending' | 'sending' | 'sent' | 'logged' | 'failed';

/**
 * Every mail the product sends, written in the transaction of what caused it (a transactional
 * outbox), delivered after commit. With SMTP configured rows end 'sent' (or 'failed' after several
 * attempts); without, they end 'logged': the row and a log line are where the mail went.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    companyId: companyId(),
    /** What the mail is, for people and logs: 'planning.notification', 'planning.confirmation'... */
    kind: text('kind').notNull(),
    fromName: text('from_name').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a deliverer took it; a stale claim (a crash mid-send) is taken again. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('mail_outbox_status', sql`${t.status} in ('pending', 'sending', 'sent', 'logged', 'failed')`),
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
  ],
);

/** Where a company's mails link to (DESIGN §4: never a request header). */
export const companyMailSettings = pgTable('company_mail_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** The public site, e.g. https://evergreenfuneralhomes.example (no trailing slash). */
  siteUrl: text('site_url').notNull(),
  /** The address its mails come from ("care@harborlight.example"); null: MAIL_FROM's address. */
  senderAddress: text('sender_address'),
  /**
   * Where the funeral home hears of a request or an order when the location has no email:
   * `company create` sets it to the owner's email; null: the owners' own addresses.
   */
  notificationAddress: text('notification_address'),
});
