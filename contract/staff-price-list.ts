import { z } from 'zod';
import { rowId, rowIdParam } from './ids.ts';
import { packageKind } from './family-arrangements.ts';
import { declinableRuleItems, ruleItemKeys } from './funeral-rule.ts';
import { priceListCompany, priceListPlaces } from './public-price-list.ts';
import { responsiveImage } from './responsive-image.ts';
import { multilineText, text } from './text.ts';

/*
 * The price list in the console (decision 0079): staff with `pricelist.edit` change
 * categories, items, variants, selectors, packages and the tax rate. Prices are live until a statement
 * is signed (the contract keeps its frozen copy), so every change shows on unsigned arrangements at
 * once and never on a signed statement. Every change is dated: the list's effective date is the
 * latest change's.
 */

/** $100,000.00: an item's price in cents is 0 up to this (a package's sum stays inside an integer column). */
export const PRICE_MAX_CENTS = 10_000_000;
/** 99.99 %: the tax rate in basis points (825 is 8.25 %). */
export const TAX_RATE_MAX_BASIS_POINTS = 9_999;
export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 1_000;
export const POSITION_MAX = 10_000;
export const SELECTOR_ITEMS_MAX = 100;
export const PACKAGE_LINES_MAX = 50;

export const priceListMessages = {
  /** An item without a price is a cash advance whose estimate is not known yet. */
  priceRequired: 'Enter a price, or mark the item a cash advance whose price is not known yet',
  cashAdvanceTaxed: 'A cash advance is never taxed',
  unknownCategory: 'This category is not on the price list.',
  unknownItem: 'This item is not on the price list.',
  unknownSelector: 'This choice is not on the price list.',
  emptySelector: 'A choice needs at least one item.',
} as const;

const price = z.number().int().min(0).max(PRICE_MAX_CENTS);
const position = z.number().int().min(0).max(POSITION_MAX);
const name = text().trim().min(1).max(NAME_MAX);
const description = multilineText().trim().max(DESCRIPTION_MAX);

export const categoryBody = z.object({ name, position, displayForFamily: z.boolean() });
export type CategoryBody = z.infer<typeof categoryBody>;

/** An item: a null price only for a cash advance (its estimate is not known yet); a cash advance is never taxed. */
const ruleItem = z.enum(ruleItemKeys);

export const itemBody = z
  .object({
    categoryId: rowId(),
    name,
    description,
    priceCents: price.nullable(),
    cashAdvance: z.boolean(),
    taxable: z.boolean(),
    soldByQuantity: z.boolean(),
    position,
    /**
     * The Funeral Rule's item it is (decision 0108), null for another item; left out, a change keeps
     * the item's role and a new item has none.
     */
    ruleItem: ruleItem.nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.priceCents === null && !body.cashAdvance)
      ctx.addIssue({ code: 'custom', path: ['priceCents'], message: priceListMessages.priceRequired });
    if (body.cashAdvance && body.taxable)
      ctx.addIssue({ code: 'custom', path: ['taxable'], message: priceListMessages.cashAdvanceTaxed });
  });
export type ItemBody = z.infer<typeof itemBody>;

export const variantBody = z.object({
  name,
  description,
  priceCents: price,
  position,
  /** A direct cremation's or immediate burial's price with the purchaser's own container; left out, kept (false when new). */
  purchaserProvides: z.boolean().optional(),
});
export type VariantBody = z.infer<typeof variantBody>;

/** A selector ("Choose an urn") and its items, in the order given. */
export const selectorBody = z.object({
  name,
  itemIds: z.array(rowId()).min(1).max(SELECTOR_ITEMS_MAX),
});
export type SelectorBody = z.infer<typeof selectorBody>;

/** A package line: an item, or a selector (a choice the family makes). */
export const packageLineBody = z.union([
  z.object({ itemId: rowId() }).strict(),
  z.object({ selectorId: rowId() }).strict(),
]);
export type PackageLineBody = z.infer<typeof packageLineBody>;

/** A package and the lines it starts an arrangement with (they replace its lines). */
export const packageBody = z.object({
  kind: packageKind,
  name,
  description,
  position,
  lines: z.array(packageLineBody).max(PACKAGE_LINES_MAX),
});
export type PackageBody = z.infer<typeof packageBody>;

/** A new tax rate: a new statement template, which unsigned arrangements take at once. */
export const taxRateBody = z.object({ taxRateBasisPoints: z.number().int().min(0).max(TAX_RATE_MAX_BASIS_POINTS) });
export type TaxRateBody = z.infer<typeof taxRateBody>;

export const categoryParams = z.object({ categoryId: rowIdParam() });
export const staffItemParams = z.object({ itemId: rowIdParam() });
export const variantParams = z.object({ variantId: rowIdParam() });
export const staffSelectorParams = z.object({ selectorId: rowIdParam() });
export const packageParams = z.object({ packageId: rowIdParam() });

export const staffCategory = z.object({
  id: rowId(),
  name: z.string(),
  position: z.number().int(),
  displayForFamily: z.boolean(),
});
export type StaffCategory = z.infer<typeof staffCategory>;

export const staffVariant = z.object({
  id: rowId(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int().min(0),
  position: z.number().int(),
  purchaserProvides: z.boolean(),
  /** What the family sees beside the option (a picture of the library, or a stock one as seeded). */
  photo: responsiveImage.nullable(),
});
export type StaffVariant = z.infer<typeof staffVariant>;

export const staffItem = z.object({
  id: rowId(),
  categoryId: rowId(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int().min(0).nullable(),
  cashAdvance: z.boolean(),
  taxable: z.boolean(),
  soldByQuantity: z.boolean(),
  position: z.number().int(),
  photo: responsiveImage.nullable(),
  ruleItem: ruleItem.nullable(),
  variants: z.array(staffVariant),
});
export type StaffItem = z.infer<typeof staffItem>;

export const staffSelector = z.object({ id: rowId(), name: z.string(), itemIds: z.array(rowId()) });
export type StaffSelector = z.infer<typeof staffSelector>;

export const staffPackageLine = z.object({
  itemId: rowId().nullable(),
  selectorId: rowId().nullable(),
  /** A line of neither (only a name) stays as it is. */
  name: z.string().nullable(),
});

export const staffPackage = z.object({
  id: rowId(),
  kind: packageKind,
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
  photo: responsiveImage.nullable(),
  lines: z.array(staffPackageLine),
});
export type StaffPackage = z.infer<typeof staffPackage>;

/** GET /api/staff/price-list: everything the console edits, in the price list's order. */
export const staffPriceList = z.object({
  /** Who the printed lists are from (the public list's header): the company's name, phone and places. */
  company: priceListCompany,
  locations: priceListPlaces,
  /** The calendar date ("2026-05-04") of the latest change: the list's effective date. */
  effectiveOn: z.string(),
  /**
   * When the owner published it (ISO instant; decision 0106); null: not yet, and the public /price-list
   * says to call for prices. The family portal's prices do not depend on it.
   */
  publishedAt: z.string().nullable(),
  taxRateBasisPoints: z.number().int().min(0),
  /** The Funeral Rule's items the funeral home says it does not offer (decision 0108). */
  notOffered: z.array(ruleItem),
  /** What the list lacks for the rule (contract/funeral-rule.ts ruleGaps): it is not published until empty. */
  gaps: z.array(z.object({ key: ruleItem, rule: z.string(), words: z.string() })),
  categories: z.array(staffCategory),
  items: z.array(staffItem),
  selectors: z.array(staffSelector),
  packages: z.array(staffPackage),
});
export type StaffPriceList = z.infer<typeof staffPriceList>;

/** PUT /api/staff/price-list/not-offered: the rule's items the funeral home does not offer (never basic services). */
export const notOfferedBody = z.object({
  notOffered: z
    .array(
      z.enum(declinableRuleItems as [(typeof declinableRuleItems)[number], ...(typeof declinableRuleItems)[number][]]),
    )
    .max(ruleItemKeys.length),
});
export type NotOfferedBody = z.infer<typeof notOfferedBody>;

/** What a write answers: the row's id (the console reads the list again). */
export const priceListWrite = z.object({ id: rowId(), effectiveOn: z.string() });
export type PriceListWrite = z.infer<typeof priceListWrite>;

/**
 * PUT /api/staff/price-list/publication (the owner's, decision 0106): the general price list public on
 * the site, or not yet ("call us for prices").
 */
export const priceListPublicationBody = z.object({ published: z.boolean() });
export type PriceListPublicationBody = z.infer<typeof priceListPublicationBody>;

/** What publishing answers: when the list was published, null when it is not. */
export const priceListPublication = z.object({ publishedAt: z.string().nullable() });
export type PriceListPublication = z.infer<typeof priceListPublication>;
