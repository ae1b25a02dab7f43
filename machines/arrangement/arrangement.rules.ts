import {
  additionOf,
  areSelectionsComplete,
  arrangementTotals,
  canFinish,
  isLineComplete,
  linesOf,
  type ArrangementTotals,
} from '#contract/arrangement-rules.ts';
import type { Arrangement, ArrangementCategory, ArrangementLine, GplItem } from '#contract/family-arrangements.ts';

/*
 * Spec §4 arrangements, derived from what the server last answered (never stored twice): which
 * categories the family sees and in what order, when a line, the selections and the whole
 * arrangement are complete, what is still missing in the words the pages show, and the running
 * total. The rules the server applies too live in contract/arrangement-rules.ts; this module reads
 * them for the pages.
 */

/** Item details by item id (GET /api/family/company/gpl/items?ids=...). */
export type ItemDetails = Record<string, GplItem>;

// Spec §4's completeness and finishing, and the totals: written once in the contract, the server runs them too.
export { additionOf, areSelectionsComplete, canFinish, isLineComplete, linesOf };

export const isCategoryComplete = (category: ArrangementCategory) => category.lines.every(isLineComplete);

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

/**
 * What a complete line holds, in the page's words ("Complete" alone told a family nothing): the
 * item picked for a choice, the variant picked, the quantity when more than one; a line with nothing
 * to pick says where it came from. Null while the line is incomplete (lineMissing says what it needs).
 */
export function lineChosen(line: ArrangementLine, category: ArrangementCategory, items: ItemDetails): string | null {
  if (!isLineComplete(line)) return null;
  const picked = [
    ...(line.selector && line.item ? [lineLabel(line, category, items)] : []),
    ...(line.variant ? [line.variant.name] : []),
  ];
  const what =
    picked.length > 0
      ? `Chosen: ${picked.join(', ')}`
      : line.fromPackage
        ? 'Included in your package'
        : 'Added from the price list';
  return line.quantity > 1 ? `${what}; quantity ${line.quantity}` : what;
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

/** The running total and its tax line, as the statement will print them. */
export interface RunningTotal extends ArrangementTotals {
  /** Some price is not in the total yet (a cash advance not priced, a choice not made): the page says so. */
  estimated: boolean;
}

/** The running total: the statement's totals (contract arrangementTotals), with what is still unpriced. */
export function runningTotal(arrangement: Arrangement | null): RunningTotal {
  const totals = arrangementTotals(arrangement);
  return { ...totals, estimated: totals.hasEstimates || totals.hasOpenChoices };
}
