import { z } from 'zod';
import { gplItem, itemVariant } from './family-arrangements.ts';

/*
 * GET /api/web/price-list: the general price list every visitor may read (issue 25 item 1, decision
 * 0079), the same items in the same schema as the family's (GplItem, one server query), with what the
 * Funeral Rule asks beside them: the company's name, addresses and phone, the effective date and the
 * disclosures (contract/price-list-disclosures.ts). Until the owner publishes it (decision 0106), no
 * prices: the page says to call for them.
 */

const company = z.object({ name: z.string(), phoneNumber: z.string() });
/** Each place of business: its name, one-line address and phone. */
const places = z.array(z.object({ name: z.string(), address: z.string(), phoneNumber: z.string() }));

/** The list the owner published (decision 0106): every item and option priced, with the disclosures. */
export const publishedPriceList = z.object({
  published: z.literal(true),
  company,
  locations: places,
  /** The calendar date the prices took effect ("2026-05-04"). */
  effectiveOn: z.string(),
  disclosures: z.array(z.object({ rule: z.string(), text: z.string() })),
  items: z.array(gplItem),
  /** Every option of the items (a casket's woods and metals), each priced: the Funeral Rule prices every casket. */
  variants: z.array(itemVariant),
});

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
