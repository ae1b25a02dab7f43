import { z } from 'zod';
import { gplItem, itemVariant } from './family-arrangements.ts';

/*
 * GET /api/web/price-list: the general price list every visitor may read (issue 25 item 1, decision
 * 0079), the same items in the same schema as the family's (GplItem, one server query), with what the
 * Funeral Rule asks beside them: the company's name, addresses and phone, the effective date and the
 * disclosures (contract/price-list-disclosures.ts).
 */

export const publicPriceList = z.object({
  company: z.object({ name: z.string(), phoneNumber: z.string() }),
  /** Each place of business: its name, one-line address and phone. */
  locations: z.array(z.object({ name: z.string(), address: z.string(), phoneNumber: z.string() })),
  /** The calendar date the prices took effect ("2026-05-04"). */
  effectiveOn: z.string(),
  disclosures: z.array(z.object({ rule: z.string(), text: z.string() })),
  items: z.array(gplItem),
  /** Every option of the items (a casket's woods and metals), each priced: the Funeral Rule prices every casket. */
  variants: z.array(itemVariant),
});
export type PublicPriceList = z.infer<typeof publicPriceList>;
