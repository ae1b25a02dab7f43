import { z } from 'zod';
import { gplItem, itemVariant } from './family-arrangements.ts';
import { ruleItemKeys } from './funeral-rule.ts';

/*
 * GET /api/web/price-list: the general price list every visitor may read (decision 0079),
 * the same items in the same schema as the family's (GplItem, one server query), with what the
 * Funeral Rule asks beside them: the company's name, addresses and phone, the effective date, each
 * item's role for the rule and what the funeral home does not offer; the page lays them out with the
 * rule's sentences (contract/general-price-list.ts, decision 0108). Until the owner publishes it
 * (decision 0106), no prices: the page says to call for them.
 */

/** Who the list is from (453.2(b)(4)(i)(C)(1)): the company's name and phone, the public list's and the printed ones'. */
export const priceListCompany = z.object({ name: z.string(), phoneNumber: z.string() });
/** Each place of business: its name, one-line address and phone. */
export const priceListPlaces = z.array(z.object({ name: z.string(), address: z.string(), phoneNumber: z.string() }));
export type PriceListCompany = z.infer<typeof priceListCompany>;
export type PriceListPlaces = z.infer<typeof priceListPlaces>;
const company = priceListCompany;
const places = priceListPlaces;

export const ruleItem = z.enum(ruleItemKeys);

/** An item as the family reads it, with the Funeral Rule's item it is (null: another item). */
export const publicItem = gplItem.extend({ ruleItem: ruleItem.nullable() });
/** An option, and whether it is the price with the purchaser's own container or casket. */
export const publicVariant = itemVariant.extend({ purchaserProvides: z.boolean() });

/**
 * The general price list with every price: what the owner published (below), and what staff quote from
 * by phone whether it is published or not (GET /api/staff/price-list/quote, 453.2(b)(1)).
 */
export const priceListDocument = z.object({
  company,
  locations: places,
  /** The calendar date the prices took effect ("2026-05-04"). */
  effectiveOn: z.string(),
  items: z.array(publicItem),
  /** Every option of the items (a casket's woods and metals), each priced: the Funeral Rule prices every casket. */
  variants: z.array(publicVariant),
  /** The Funeral Rule's items the funeral home does not offer: the list says so where each would be. */
  notOffered: z.array(ruleItem),
});
export type PriceListDocument = z.infer<typeof priceListDocument>;

/** The list the owner published (decision 0106): every item and option priced. */
export const publishedPriceList = priceListDocument.extend({ published: z.literal(true) });

/**
 * Not published yet (a new company's starter prices, decision 0106): no price at all, only who to call
 * and where (the Funeral Rule's prices are then given by phone and in person).
 */
export const unpublishedPriceList = z.object({ published: z.literal(false), company, locations: places });

export const publicPriceList = z.discriminatedUnion('published', [publishedPriceList, unpublishedPriceList]);
export type PublicPriceList = z.infer<typeof publicPriceList>;
export type PublishedPriceList = z.infer<typeof publishedPriceList>;

/** The public page's words while the list is not published: the heading, then the sentence with the phone. */
export const CALL_FOR_PRICES_TITLE = 'Call us for prices';
export const callForPricesText = (companyName: string, phoneNumber: string) =>
  `${companyName}'s price list is being updated. Call us for prices at ${phoneNumber}: we will tell you our ` +
  'prices over the phone, and give you our general price list in person at any of our locations.';
