import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { RuleItemKey } from '#contract/funeral-rule.ts';
import { createdAt, id } from '../columns.ts';

/* The tenant itself, and the column by which every other table belongs to one. */

export const companies = pgTable('companies', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  logoUrl: text('logo_url'),
  /** The IANA zone the funeral home keeps its days in ("America/New_York"); set by `npm run company -- create`. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /**
   * How a family pays the funeral home when card payments are off: the owner's own words
   * ("Pay by check to …, or by transfer to …"), shown on the family's payment page. Null: not written yet.
   */
  paymentInstructions: text('payment_instructions'),
  /**
   * When the owner published the general price list (decision 0106): until then /price-list
   * says to call for prices. A company made by `npm run company -- create` starts with null; the demo
   * and the tests' companies start published. The family portal's prices do not depend on it.
   */
  priceListPublishedAt: timestamp('price_list_published_at', { withTimezone: true }),
  /**
   * The obituaries' sympathy shop, company-wide (Settings, decision 0106): off, no obituary shows its
   * Shop tab and the shop's calls answer 404, whatever each obituary's own switch says.
   */
  shopEnabled: boolean('shop_enabled').notNull().default(true),
  /**
   * The Funeral Rule's items this funeral home does not offer (decision 0108, contract/funeral-rule.ts
   * `declinableRuleItems`): the general price list says so instead of pricing them.
   */
  /**
   * Whether the directors read the money reports (decision 0126: revenue, payments, balances, the
   * shop's takings); Settings' "Directors see money in reports". Off, they read the counts only.
   */
  directorsSeeMoney: boolean('directors_see_money').notNull().default(true),
  priceListNotOffered: jsonb('price_list_not_offered').$type<RuleItemKey[]>().notNull().default([]),
  createdAt: createdAt(),
});

/** Tenancy: every row belongs to one company and goes with it. */
export const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
