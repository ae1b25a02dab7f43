import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PackageKind } from '#contract/family-arrangements.ts';
import { ruleItemKeys, type RuleItemKey } from '#contract/funeral-rule.ts';
import type { ResponsiveImage } from '#contract/responsive-image.ts';
import { createdAt, id } from '../columns.ts';
import { companyId } from './companies.ts';
import { users } from './builder.ts';

/*
 * The company's general price list (GPL) and what the family portal offers from it:
 * categories, items with their variants (an oak or a steel casket), selectors (a choice among items:
 * "Choose an urn"), packages (a starting set of lines), and the statement template the itemized
 * statement is printed with. Money is integer cents (USD); a null item price is a cash advance whose
 * price is not known yet. Prices here are live: a signed contract keeps its own frozen copy
 * (tables/arrangements.ts contracts.statement_json).
 */

export const priceListCategories = pgTable(
  'price_list_categories',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    /** Higher first (spec §4: position descending, then name). */
    position: integer('position').notNull().default(0),
    /** False: staff-only (the family's pages leave it out; it still prints on the statement). */
    displayForFamily: boolean('display_for_family').notNull().default(true),
  },
  (t) => [index('price_list_categories_company_idx').on(t.companyId)],
);

export const gplItems = pgTable(
  'gpl_items',
  {
    id: id(),
    companyId: companyId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => priceListCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Null: a cash advance whose price is not known yet (an estimate on the statement). */
    priceCents: integer('price_cents'),
    /** Paid by the funeral home to others for the family; listed apart, never taxed. */
    cashAdvance: boolean('cash_advance').notNull().default(false),
    taxable: boolean('taxable').notNull().default(false),
    /**
     * Sold by the piece (death certificates, a second limousine): adding it again adds to the line that
     * holds it. Any other item is in an arrangement once (decision 0072).
     */
    soldByQuantity: boolean('sold_by_quantity').notNull().default(false),
    photo: jsonb('photo').$type<ResponsiveImage>(),
    position: integer('position').notNull().default(0),
    /**
     * The item the Funeral Rule asks the general price list to price that this item is (decision 0108,
     * contract/funeral-rule.ts `ruleItemKeys`): embalming, direct cremation, a casket…; null: another item.
     */
    ruleItem: text('rule_item').$type<RuleItemKey>(),
  },
  (t) => [
    check(
      'gpl_items_rule_item',
      sql.raw(`rule_item is null or rule_item in (${ruleItemKeys.map((key) => `'${key}'`).join(', ')})`),
    ),
    check('gpl_items_price_not_negative', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
    check('gpl_items_unknown_price_is_cash_advance', sql`${t.priceCents} is not null or ${t.cashAdvance}`),
    index('gpl_items_company_category_idx').on(t.companyId, t.categoryId),
  ],
);

export const itemVariants = pgTable(
  'item_variants',
  {
    id: id(),
    companyId: companyId(),
    itemId: integer('item_id')
      .notNull()
      .references(() => gplItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The price of the item in this variant (replaces the item's price). */
    priceCents: integer('price_cents').notNull(),
    photo: jsonb('photo').$type<ResponsiveImage>(),
    /**
     * A direct cremation's or an immediate burial's price when the purchaser provides the container or
     * casket (16 CFR 453.2(b)(4)(ii)(C)(1), (D)(1); decision 0108).
     */
    purchaserProvides: boolean('purchaser_provides').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('item_variants_price_not_negative', sql`${t.priceCents} >= 0`),
    index('item_variants_item_idx').on(t.itemId),
  ],
);

export const selectors = pgTable(
  'selectors',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
  },
  (t) => [index('selectors_company_idx').on(t.companyId)],
);

export const selectorItems = pgTable(
  'selector_items',
  {
    id: id(),
    companyId: companyId(),
    selectorId: integer('selector_id')
      .notNull()
      .references(() => selectors.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => gplItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('selector_items_unique').on(t.selectorId, t.itemId)],
);

export const packages = pgTable(
  'packages',
  {
    id: id(),
    companyId: companyId(),
    kind: text('kind').$type<PackageKind>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    photo: jsonb('photo').$type<ResponsiveImage>(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('packages_kind', sql`${t.kind} in ('burial', 'cremation')`),
    index('packages_company_idx').on(t.companyId),
  ],
);

/** A package's starting lines: an item, a selector (a choice to make), or only a name. */
export const packageLines = pgTable(
  'package_lines',
  {
    id: id(),
    companyId: companyId(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => priceListCategories.id, { onDelete: 'restrict' }),
    itemId: integer('item_id').references(() => gplItems.id, { onDelete: 'restrict' }),
    selectorId: integer('selector_id').references(() => selectors.id, { onDelete: 'restrict' }),
    name: text('name'),
    quantity: integer('quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('package_lines_quantity_positive', sql`${t.quantity} > 0`),
    index('package_lines_package_idx').on(t.packageId),
  ],
);

/** The statement's wording and tax rate; a change is a new row (the id is the revision). */
export const statementTemplates = pgTable(
  'statement_templates',
  {
    id: id(),
    companyId: companyId(),
    title: text('title').notNull(),
    disclosure: text('disclosure').notNull(),
    /** Sales tax on taxable goods: 825 is 8.25 %. */
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('statement_templates_tax_rate', sql`${t.taxRateBasisPoints} between 0 and 10000`),
    index('statement_templates_company_idx').on(t.companyId, t.id),
  ],
);

/**
 * Every change staff make to the price list (decision 0079): who, when and what. The list's effective
 * date is the newest change's `effective_on`, the calendar day of the change where the staff member was.
 */
export const priceListChanges = pgTable(
  'price_list_changes',
  {
    id: id(),
    companyId: companyId(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** "Price of Oak casket: $2,400.00 → $2,600.00", "New category Flowers". */
    what: text('what').notNull(),
    effectiveOn: date('effective_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('price_list_changes_company_idx').on(t.companyId, t.id)],
);
