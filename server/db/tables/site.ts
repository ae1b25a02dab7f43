import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SiteContent, SiteVersionStatus } from '#contract/site-content.ts';
import { createdAt, id } from '../columns.ts';
import { companyId } from './companies.ts';

/* The public website of a company: its hosts, versioned site documents, locations, redirects, blog. */

/** The hosts a company answers on; the request's X-Host/Host picks the tenant (decision 0002). */
export const companyHosts = pgTable(
  'company_hosts',
  {
    host: text('host').primaryKey(),
    companyId: companyId(),
  },
  (t) => [
    index('company_hosts_company_idx').on(t.companyId),
    check('company_hosts_host_lower', sql`${t.host} = lower(${t.host})`),
  ],
);

/**
 * The website as versioned documents: publishing is a copy, rollback is a pick.
 * At most one approved and one draft version per company.
 */
export const siteVersions = pgTable(
  'site_versions',
  {
    id: id(),
    companyId: companyId(),
    status: text('status').$type<SiteVersionStatus>().notNull(),
    content: jsonb('content').$type<SiteContent>().notNull(),
    author: text('author').notNull(),
    createdAt: createdAt(),
    /** The draft's save counter (a save names the revision it started from); published copies keep theirs. */
    revision: integer('revision').notNull().default(1),
    /** 1, 2, 3… per company for published versions (approved or archived); null for the draft. */
    version: integer('version'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    check('site_versions_status', sql`${t.status} in ('draft', 'approved', 'archived')`),
    uniqueIndex('site_versions_one_approved')
      .on(t.companyId)
      .where(sql`${t.status} = 'approved'`),
    uniqueIndex('site_versions_one_draft')
      .on(t.companyId)
      .where(sql`${t.status} = 'draft'`),
    index('site_versions_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('site_versions_company_version_unique')
      .on(t.companyId, t.version)
      .where(sql`${t.version} is not null`),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    region: text('region').notNull(),
    postalCode: text('postal_code').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    position: integer('position').notNull().default(0),
    /**
     * When the owner retired it (console Settings, decision 0089): its cases, requests and orders keep
     * it, but nothing new may choose it. A location is never deleted.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [index('locations_company_position_idx').on(t.companyId, t.position)],
);

export const redirects = pgTable(
  'redirects',
  {
    id: id(),
    companyId: companyId(),
    fromPath: text('from_path').notNull(),
    /** A path on the same site, or an absolute http(s) URL that leaves it. */
    to: text('to').notNull(),
    permanent: boolean('permanent').notNull().default(false),
  },
  (t) => [uniqueIndex('redirects_company_from_path_unique').on(t.companyId, t.fromPath)],
);

export const blogArticles = pgTable(
  'blog_articles',
  {
    id: id(),
    companyId: companyId(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    author: text('author').notNull(),
    /** Stored as written; sanitised whenever it is served. */
    html: text('html').notNull(),
    imageUrl: text('image_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('blog_articles_company_published_idx').on(t.companyId, t.publishedAt.desc(), t.id.desc())],
);
