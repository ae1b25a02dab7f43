import type { PriceListPublication } from '#contract/staff-price-list.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/*
 * The general price list on the public site (issue 39 "Going live", decision 0106): a company made by
 * `npm run company -- create` starts with the starter's prices, not its own, so /price-list says to call
 * for prices until the owner has reviewed the list and published it (companies.price_list_published_at).
 * Taking it back is allowed (a price found wrong). The family portal prices arrangements from the live
 * list either way; the caller drops the site cache, where the public list is kept.
 */

/** When the company's price list was published (ISO instant), or null. */
export async function priceListPublishedAt(scope: TenantScope): Promise<string | null> {
  return (await scope.company())?.priceListPublishedAt?.toISOString() ?? null;
}

/** Publishes the list (keeping the first date when it is public already) or takes it back. */
export async function setPriceListPublished(
  scope: TenantScope,
  published: boolean,
  now: Date,
): Promise<PriceListPublication> {
  const current = await scope.company();
  if (published && current?.priceListPublishedAt) return { publishedAt: current.priceListPublishedAt.toISOString() };
  const publishedAt = published ? now : null;
  await scope.updateCompany({ priceListPublishedAt: publishedAt });
  return { publishedAt: publishedAt?.toISOString() ?? null };
}
