import { ruleItemKeys, ruleItems, type RuleItemKey } from '#contract/funeral-rule.ts';
import type { PriceListPublication } from '#contract/staff-price-list.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { recordChange, type ChangeAuthor } from './change-log.ts';
import type { PriceListOutcome } from './price-list-outcome.ts';
import { keepingTheRule, ruleGapsOf } from './rule-check.ts';

/*
 * The general price list on the public site (decision 0106): a company made by
 * `npm run company -- create` starts with the starter's prices, not its own, so /price-list says to call
 * for prices until the owner has reviewed the list and published it (companies.price_list_published_at).
 * Taking it back is allowed (a price found wrong); publishing needs every item the Funeral Rule asks for
 * priced or said not offered (decision 0108). The family portal prices arrangements from the live
 * list either way; the caller drops the site cache, where the public list is kept.
 */

/** When the company's price list was published (ISO instant), or null. */
export async function priceListPublishedAt(scope: TenantScope): Promise<string | null> {
  return (await scope.company())?.priceListPublishedAt?.toISOString() ?? null;
}

/**
 * Publishes the list (keeping the first date when it is public already) or takes it back. A list that
 * lacks what the Funeral Rule asks it to price is not published (decision 0108): the gaps' words.
 */
export async function setPriceListPublished(
  scope: TenantScope,
  published: boolean,
  now: Date,
): Promise<({ kind: 'done' } & PriceListPublication) | { kind: 'refused'; words: string[] }> {
  const current = await scope.company();
  if (published && current?.priceListPublishedAt)
    return { kind: 'done', publishedAt: current.priceListPublishedAt.toISOString() };
  if (published) {
    const gaps = await ruleGapsOf(scope);
    if (gaps.length > 0) return { kind: 'refused', words: gaps.map((gap) => gap.words) };
  }
  const publishedAt = published ? now : null;
  await scope.updateCompany({ priceListPublishedAt: publishedAt });
  return { kind: 'done', publishedAt: publishedAt?.toISOString() ?? null };
}

/**
 * The rule's items the funeral home does not offer: the general price list says so where each would be
 * priced. Dated like any change; on a published list it may not open a gap (an item said offered again
 * must be priced first).
 */
export function setNotOffered(scope: TenantScope, author: ChangeAuthor, notOffered: readonly RuleItemKey[]) {
  return keepingTheRule(scope, async (tx): Promise<PriceListOutcome> => {
    const unique = ruleItemKeys.filter((key) => notOffered.includes(key));
    await tx.updateCompany({ priceListNotOffered: unique });
    const what =
      unique.length === 0
        ? 'Every item of the Funeral Rule offered'
        : `Not offered: ${unique.map((key) => ruleItems[key].name).join(', ')}`;
    return { kind: 'done', id: (await tx.company())!.id, effectiveOn: await recordChange(tx, author, what) };
  });
}
