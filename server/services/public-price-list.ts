import { asc } from 'drizzle-orm';
import { priceListDisclosures } from '#contract/price-list-disclosures.ts';
import type { PublicPriceList } from '#contract/public-price-list.ts';
import { locations } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { wholeGplItems, wholeItemVariants } from './family/price-list.ts';
import { activeLocation } from './active-locations.ts';
import type { CachedJson, SiteCache } from './site-cache.ts';
import { effectiveOnOf } from './staff/price-list/change-log.ts';

/*
 * The public general price list (issue 25 item 1, decision 0079): the family's items (one query, the
 * GplItem schema) with every option priced, every category (staff-only ones too: the Funeral Rule wants every item priced), the
 * company's places of business and phone, the effective date and the Funeral Rule's disclosures. Every
 * visitor reads the same document, so it is cached like the site's (site-cache.ts) and dropped by each
 * price-list write. Until the owner publishes the list (decision 0106) it holds no prices: the company,
 * its places and phone, for the page's "Call us for prices".
 */

export async function loadPublicPriceList(scope: TenantScope, today: Date): Promise<PublicPriceList | null> {
  const [company, places, effectiveOn, items, variants] = await Promise.all([
    scope.company(),
    scope.selectAll(locations, activeLocation).orderBy(asc(locations.position), asc(locations.id)),
    effectiveOnOf(scope, today),
    wholeGplItems(scope),
    wholeItemVariants(scope),
  ]);
  if (!company) return null;
  const who = {
    company: { name: company.name, phoneNumber: company.phoneNumber },
    locations: places.map((place) => ({
      name: place.name,
      address: [place.addressLine1, place.addressLine2, `${place.city}, ${place.region} ${place.postalCode}`]
        .filter(Boolean)
        .join(', '),
      phoneNumber: place.phoneNumber,
    })),
  };
  // Not reviewed and published by the owner yet (decision 0106): no price leaves, only who to call.
  if (!company.priceListPublishedAt) return { published: false, ...who };
  return {
    published: true,
    ...who,
    effectiveOn,
    disclosures: priceListDisclosures.map(({ rule, text }) => ({ rule, text })),
    items,
    variants,
  };
}

export function cachedPublicPriceList(
  siteCache: SiteCache,
  scope: TenantScope,
  today: Date,
): Promise<CachedJson<PublicPriceList | null>> {
  return siteCache.json(scope.companyId, 'price-list', () => loadPublicPriceList(scope, today));
}
