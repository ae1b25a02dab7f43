import { asc } from 'drizzle-orm';
import type { PriceListDocument, PublicPriceList } from '#contract/public-price-list.ts';
import { gplItems, itemVariants, locations } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { wholeGplItems, wholeItemVariants } from './family/price-list.ts';
import { activeLocation } from './active-locations.ts';
import type { CachedJson, SiteCache } from './site-cache.ts';
import { effectiveOnOf } from './staff/price-list/change-log.ts';

/*
 * The public general price list (decision 0079): the family's items (one query, the
 * GplItem schema) with every option priced, every category (staff-only ones too: the Funeral Rule wants every item priced), the
 * company's places of business and phone, the effective date, each item's role for the Funeral Rule and
 * what the funeral home does not offer (the page places the rule's sentences, decision 0108). Every
 * visitor reads the same document, so it is cached like the site's (site-cache.ts) and dropped by each
 * price-list write. Until the owner publishes the list (decision 0106) it holds no prices: the company,
 * its places and phone, for the page's "Call us for prices".
 */

type CompanyRow = NonNullable<Awaited<ReturnType<TenantScope['company']>>>;
type LocationRow = typeof locations.$inferSelect;

/** Who the list is from: the company's name and phone, and each active place with its one-line address. */
export function priceListHeaderOf(company: Pick<CompanyRow, 'name' | 'phoneNumber'>, places: readonly LocationRow[]) {
  return {
    company: { name: company.name, phoneNumber: company.phoneNumber },
    locations: places.map((place) => ({
      name: place.name,
      address: [place.addressLine1, place.addressLine2, `${place.city}, ${place.region} ${place.postalCode}`]
        .filter(Boolean)
        .join(', '),
      phoneNumber: place.phoneNumber,
    })),
  };
}

/** The company's active places of business in their order. */
export const activePlaces = (scope: TenantScope) =>
  scope.selectAll(locations, activeLocation).orderBy(asc(locations.position), asc(locations.id));

/** The list with every price and who it is from, published or not: the public list's, and staff's to quote from. */
export async function loadPriceListDocument(scope: TenantScope, today: Date): Promise<PriceListDocument | null> {
  const [company, places, effectiveOn, items, variants, roles, purchasers] = await Promise.all([
    scope.company(),
    activePlaces(scope),
    effectiveOnOf(scope, today),
    wholeGplItems(scope),
    wholeItemVariants(scope),
    scope.select({ id: gplItems.id, ruleItem: gplItems.ruleItem }).from(gplItems),
    scope.select({ id: itemVariants.id, purchaserProvides: itemVariants.purchaserProvides }).from(itemVariants),
  ]);
  if (!company) return null;
  const roleOf = new Map(roles.map((row) => [row.id, row.ruleItem]));
  const purchaserOf = new Map(purchasers.map((row) => [row.id, row.purchaserProvides]));
  return {
    ...priceListHeaderOf(company, places),
    effectiveOn,
    // The family's items with what only this list needs of them: their roles for the Funeral Rule.
    items: items.map((item) => ({ ...item, ruleItem: roleOf.get(item.id) ?? null })),
    variants: variants.map((variant) => ({ ...variant, purchaserProvides: purchaserOf.get(variant.id) ?? false })),
    notOffered: company.priceListNotOffered,
  };
}

/** What /price-list shows: the whole list once the owner published it, else who to call (decision 0106). */
export async function loadPublicPriceList(scope: TenantScope, today: Date): Promise<PublicPriceList | null> {
  const company = await scope.company();
  if (!company) return null;
  // Not reviewed and published by the owner yet (decision 0106): no price leaves, only who to call.
  if (!company.priceListPublishedAt)
    return { published: false, ...priceListHeaderOf(company, await activePlaces(scope)) };
  const document = await loadPriceListDocument(scope, today);
  return document && { published: true, ...document };
}

export function cachedPublicPriceList(
  siteCache: SiteCache,
  scope: TenantScope,
  today: Date,
): Promise<CachedJson<PublicPriceList | null>> {
  return siteCache.json(scope.companyId, 'price-list', () => loadPublicPriceList(scope, today));
}
