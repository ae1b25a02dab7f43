import { ruleGaps, type RuleCheckItem, type RuleGap } from '#contract/funeral-rule.ts';
import { gplItems, itemVariants } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { PriceListOutcome } from './price-list-outcome.ts';

/*
 * The price list keeps itself legal (decision 0108): the one check of contract/funeral-rule.ts
 * run on the company's list as stored. Publishing needs no gap; once published, a write that would open
 * a new gap (an item the rule asks for taken off its role, a direct cremation's purchaser price
 * removed…) is refused and rolled back, naming the item and the paragraph. Gaps a list had already (an
 * install from before the rule's items were marked) do not block other writes.
 */

/** The company's list as the check reads it: two queries whatever its size. */
export async function ruleCheckItems(scope: TenantScope): Promise<RuleCheckItem[]> {
  const [items, variants] = await Promise.all([
    scope
      .select({
        id: gplItems.id,
        ruleItem: gplItems.ruleItem,
        name: gplItems.name,
        priceCents: gplItems.priceCents,
        cashAdvance: gplItems.cashAdvance,
      })
      .from(gplItems),
    scope
      .select({
        itemId: itemVariants.itemId,
        name: itemVariants.name,
        priceCents: itemVariants.priceCents,
        purchaserProvides: itemVariants.purchaserProvides,
      })
      .from(itemVariants),
  ]);
  return items.map((item) => ({ ...item, variants: variants.filter((variant) => variant.itemId === item.id) }));
}

/** What the company's list lacks for the rule, given what it says it does not offer. */
export async function ruleGapsOf(scope: TenantScope): Promise<RuleGap[]> {
  const [company, items] = await Promise.all([scope.company(), ruleCheckItems(scope)]);
  return ruleGaps(items, company?.priceListNotOffered ?? []);
}

class RuleBroken extends Error {
  constructor(readonly gaps: RuleGap[]) {
    super('the write opens a gap in a published price list');
  }
}

/**
 * Runs a price-list write in one transaction; on a published list, one that opens a gap is undone and
 * answered `refused` with the gaps' words.
 */
export async function keepingTheRule(
  scope: TenantScope,
  write: (tx: TenantScope) => Promise<PriceListOutcome>,
): Promise<PriceListOutcome> {
  try {
    return await scope.transaction(async (tx) => {
      const published = Boolean((await tx.company())?.priceListPublishedAt);
      const before = published ? await ruleGapsOf(tx) : [];
      const outcome = await write(tx);
      if (!published || outcome.kind !== 'done') return outcome;
      const opened = (await ruleGapsOf(tx)).filter((gap) => !before.some((old) => old.words === gap.words));
      if (opened.length > 0) throw new RuleBroken(opened);
      return outcome;
    });
  } catch (error) {
    if (error instanceof RuleBroken) return { kind: 'refused', words: error.gaps.map((gap) => gap.words) };
    throw error;
  }
}
