import { z } from 'zod';
import { rowId, rowIdParam } from './ids.ts';
import { pagingQuery } from './paging.ts';
import { responsiveImage } from './responsive-image.ts';
import { emailText, text } from './text.ts';

/*
 * The family's arrangement (spec §3, §4, §7 "Family arrangements"): a case chooses a package, whose
 * lines it completes (a variant, a selector's choice), adds items from the general price list (GPL),
 * names the purchaser and signs. Money is integer cents; prices come from the server, and the totals
 * are contract/arrangement-rules.ts's, which the browser and the server both run.
 */

export const caseParams = z.object({ caseId: rowIdParam() });
export const caseLineParams = caseParams.extend({ lineId: rowIdParam() });
export const casePackageParams = caseParams.extend({ packageId: rowIdParam() });
export const itemParams = z.object({ itemId: rowIdParam() });
export const selectorParams = z.object({ selectorId: rowIdParam() });
export const templateParams = z.object({ revisionId: rowIdParam() });

/** A price-list category (caskets, urns, services of staff, cash advances...). */
export const itemCategoryRef = z.object({ id: rowId(), name: z.string() });
export type ItemCategoryRef = z.infer<typeof itemCategoryRef>;

/** Spec §3 arrangement line: id, item (id, variantCount, category), variant, selector, category (id), name. */
export const arrangementLine = z.object({
  id: rowId(),
  /** null while a selector's choice is still to be made, or for a line that is only a name. */
  item: z
    .object({
      id: rowId(),
      variantCount: z.number().int().min(0),
      category: z.object({ id: rowId() }),
      /** Paid to others for the family: listed apart on the statement, never taxed. */
      cashAdvance: z.boolean(),
      /** Sales tax applies (contract/arrangement-rules.ts totals it the same way here and on the statement). */
      taxable: z.boolean(),
    })
    .nullable(),
  variant: z.object({ id: rowId(), name: z.string() }).nullable(),
  /** The choice this line offers ("Choose an urn"): its items come from GET .../items/selectors/{id}. */
  selector: z.object({ id: rowId(), name: z.string() }).nullable(),
  category: z.object({ id: rowId() }),
  name: z.string().nullable(),
  quantity: z.number().int().min(1),
  /** Price of one, from the variant or else the item (server-computed); null while unknown. */
  unitPriceCents: z.number().int().min(0).nullable(),
  /** Part of the chosen package (cannot be removed, only completed) rather than added by the family. */
  fromPackage: z.boolean(),
});
export type ArrangementLine = z.infer<typeof arrangementLine>;

/** Spec §3 arrangement category: itemCategory (id, name), displayForFamily, position, lines. */
export const arrangementCategory = z.object({
  itemCategory: itemCategoryRef,
  displayForFamily: z.boolean(),
  position: z.number().int(),
  lines: z.array(arrangementLine),
});
export type ArrangementCategory = z.infer<typeof arrangementCategory>;

/** Spec §3 arrangement: packageId, categories, hasPurchaser (plus the case, once signed when, and the tax rate). */
export const arrangement = z.object({
  caseId: rowId(),
  packageId: rowId().nullable(),
  categories: z.array(arrangementCategory),
  hasPurchaser: z.boolean(),
  /** ISO instant the contract was signed; the arrangement is read-only from then on. */
  signedAt: z.string().nullable(),
  /** The sales tax of the statement template the case is priced with, in basis points (825 = 8.25 %). */
  taxRateBasisPoints: z.number().int().min(0),
});
export type Arrangement = z.infer<typeof arrangement>;

export const packageKind = z.enum(['burial', 'cremation']);
export type PackageKind = z.infer<typeof packageKind>;

/** Spec §3 package: packageId, category (plus what a family needs to choose one). */
export const arrangementPackage = z.object({
  packageId: rowId(),
  category: packageKind,
  name: z.string(),
  description: z.string(),
  /** The sum of the package's priced items as first offered (variants and additions change it). */
  startingPriceCents: z.number().int().min(0),
  photo: responsiveImage.nullable(),
});
export type ArrangementPackage = z.infer<typeof arrangementPackage>;
export const arrangementPackages = z.object({ items: z.array(arrangementPackage) });

/** An item of the general price list, as GET .../items/{itemId} and GET /api/family/company/gpl/items give it. */
export const gplItem = z.object({
  id: rowId(),
  name: z.string(),
  description: z.string(),
  category: itemCategoryRef,
  /** null: a cash-advance item whose price is not known yet (shown as an estimate). */
  priceCents: z.number().int().min(0).nullable(),
  /** Paid by the funeral home to others for the family (flowers, certificates, cemetery fees). */
  cashAdvance: z.boolean(),
  /** Sold by the piece: adding it again adds to the line that holds it; any other item is in an arrangement once. */
  soldByQuantity: z.boolean(),
  variantCount: z.number().int().min(0),
  photo: responsiveImage.nullable(),
});
export type GplItem = z.infer<typeof gplItem>;

export const itemVariant = z.object({
  id: rowId(),
  itemId: rowId(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int().min(0),
  photo: responsiveImage.nullable(),
});
export type ItemVariant = z.infer<typeof itemVariant>;
export const itemVariants = z.object({ items: z.array(itemVariant) });

/** Spec §3 selector: selectorItems, each with an item. */
export const selector = z.object({
  id: rowId(),
  name: z.string(),
  selectorItems: z.array(z.object({ item: gplItem })),
});
export type Selector = z.infer<typeof selector>;

export const MAX_IDS = 200;

/** GET /api/family/company/gpl/items: the price list, paged; `ids` (comma-separated) picks items. */
export const gplItemsQuery = pagingQuery.extend({
  ids: text()
    .regex(/^\d{1,10}(,\d{1,10})*$/)
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(z.array(rowId()).max(MAX_IDS))
    .optional(),
});
export type GplItemsQuery = z.infer<typeof gplItemsQuery>;

export const MAX_LINE_QUANTITY = 99;

/** Spec §3 add-item / set-options payload: POST .../lines and PATCH .../lines/{lineId}. */
export const lineBody = z.object({
  itemId: rowId(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  variantId: rowId().nullable().optional(),
});
export type LineBody = z.infer<typeof lineBody>;

/** The words of the refused arrangement writes (422 at the field, unless said otherwise). */
export const arrangementMessages = {
  /** 409: a package's line stays. */
  packageLine: 'This item is part of the package and cannot be removed.',
  packageItem: 'This item is part of the package: choose its options, or add another item.',
  unknownItem: 'This item is not on the price list.',
  unknownVariant: 'This option does not belong to the item.',
  notOffered: 'This item is not one of the choices for this line.',
  nameOnly: 'This line has no options to choose.',
  /** 409 of POST .../lines: the item is in the arrangement already, on the line named. */
  alreadyIn: (line: string, category: string) =>
    `${line} is already in your arrangement (${category}): change it on that line instead.`,
} as const;

/** The purchaser, who signs the contract: POST .../contract/details. */
export const purchaserDetails = z.object({
  fullName: text().trim().min(1).max(200),
  relationship: text().trim().min(1).max(100),
  addressLine1: text().trim().min(1).max(200),
  addressLine2: text().trim().max(200).optional(),
  city: text().trim().min(1).max(100),
  region: text().trim().min(1).max(100),
  postalCode: text()
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,12}$/),
  phone: text()
    .trim()
    .regex(/^[0-9 ()+.-]{7,20}$/),
  email: emailText().max(254),
});
export type PurchaserDetails = z.infer<typeof purchaserDetails>;
