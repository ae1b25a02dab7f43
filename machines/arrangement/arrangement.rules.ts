import type { Arrangement, ArrangementCategory, ArrangementLine, GplItem } from '#contract/family-arrangements.ts';

/*
 * Spec §4 arrangements, derived from what the server last answered (never stored twice): which
 * categories the family sees and in what order, when a line, the selections and the whole
 * arrangement are complete, and what is still missing, in the words the pages show.
 */

/** Item details by item id (GET /api/family/company/gpl/items?ids=...). */
export type ItemDetails = Record<string, GplItem>;

/** Spec §4: a line is complete when its item has no variants or a variant is picked; a line with neither item nor selector when it has a name. */
export function isLineComplete(line: ArrangementLine): boolean {
  if (line.item) return line.item.variantCount === 0 || line.variant !== null;
  if (!line.selector) return (line.name ?? '').trim() !== '';
  // A selector's choice is still to be made.
  return false;
}

export const isCategoryComplete = (category: ArrangementCategory) => category.lines.every(isLineComplete);

/** Spec §4: a package is chosen and every category is complete (shown to the family or not). */
export const areSelectionsComplete = (arrangement: Arrangement | null): boolean =>
  arrangement !== null && arrangement.packageId !== null && arrangement.categories.every(isCategoryComplete);

/** Spec §4: finishing needs complete selections and a purchaser; nothing is finished twice. */
export const canFinish = (arrangement: Arrangement | null): boolean =>
  areSelectionsComplete(arrangement) && arrangement !== null && arrangement.hasPurchaser && !isSigned(arrangement);

export const isSigned = (arrangement: Arrangement | null) => arrangement?.signedAt != null;

/** Spec §4: the categories displayed for the family, by position descending, then by name. */
export function visibleCategories(arrangement: Arrangement | null): ArrangementCategory[] {
  if (!arrangement) return [];
  return arrangement.categories
    .filter((category) => category.displayForFamily)
    .sort((a, b) => b.position - a.position || a.itemCategory.name.localeCompare(b.itemCategory.name, 'en'));
}

/** Every item the lines hold, once each, ascending: what one details call asks for. */
export function lineItemIds(arrangement: Arrangement | null): number[] {
  if (!arrangement) return [];
  const ids = arrangement.categories.flatMap((category) =>
    category.lines.flatMap((line) => (line.item ? [line.item.id] : [])),
  );
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** The key of a set of item ids: details are loaded again only when it changes. */
export const itemSetKey = (ids: readonly number[]) => ids.join(',');

/** What a line is called: its item, else its own name, else its category. */
export function lineLabel(line: ArrangementLine, category: ArrangementCategory, items: ItemDetails): string {
  const item = line.item ? items[String(line.item.id)] : undefined;
  return item?.name ?? line.name ?? line.selector?.name ?? category.itemCategory.name;
}

/** What a line still needs, in the page's words, or null when it is complete. */
export function lineMissing(line: ArrangementLine, category: ArrangementCategory, items: ItemDetails): string | null {
  if (isLineComplete(line)) return null;
  if (line.item) return `Choose a variant for ${lineLabel(line, category, items)}`;
  if (line.selector) return `Choose an item for ${line.selector.name}`;
  return `Enter a name for the line in ${category.itemCategory.name}`;
}

export const MISSING_PACKAGE = 'Choose a package';
export const MISSING_PURCHASER = "Enter the purchaser's details";

/** Everything that stands between the family and finishing, in page order. Empty when it can finish. */
export function missingSteps(arrangement: Arrangement | null, items: ItemDetails): string[] {
  if (!arrangement || isSigned(arrangement)) return [];
  const missing: string[] = [];
  if (arrangement.packageId === null) missing.push(MISSING_PACKAGE);
  const shown = visibleCategories(arrangement);
  const hidden = arrangement.categories.filter((category) => !category.displayForFamily);
  for (const category of [...shown, ...hidden]) {
    for (const line of category.lines) {
      const what = lineMissing(line, category, items);
      if (what) missing.push(what);
    }
  }
  if (!arrangement.hasPurchaser) missing.push(MISSING_PURCHASER);
  return missing;
}

export function findLine(arrangement: Arrangement | null, lineId: number): ArrangementLine | undefined {
  return arrangement?.categories.flatMap((category) => category.lines).find((line) => line.id === lineId);
}

/** The running total: each line's price of one times its quantity; lines without a price yet are estimates. */
export function runningTotal(arrangement: Arrangement | null): { totalCents: number; estimated: boolean } {
  const lines = arrangement?.categories.flatMap((category) => category.lines) ?? [];
  return {
    totalCents: lines.reduce((sum, line) => sum + (line.unitPriceCents ?? 0) * line.quantity, 0),
    estimated: lines.some((line) => line.unitPriceCents === null && (line.item !== null || line.selector !== null)),
  };
}
