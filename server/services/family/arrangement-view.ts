import { areSelectionsComplete } from '#contract/arrangement-rules.ts';
import type { Arrangement, ArrangementCategory, ArrangementLine } from '#contract/family-arrangements.ts';
import type { ArrangementProgress } from '#contract/family-cases.ts';
import type { LoadedArrangement, LoadedLine } from './load-arrangement.ts';

/*
 * The spec §3 arrangement, built from a loaded arrangement (no queries), and the case home's progress.
 * The spec §4 rules are contract/arrangement-rules.ts's, applied to this very arrangement: the object
 * the browser's arrangement machine receives, so both sides judge the same data with the same code.
 */

/** Price of one: the variant's, else the item's; null for a selector's open choice or an unknown price. */
export const unitPriceOf = (line: LoadedLine): number | null =>
  line.variantPriceCents ?? (line.itemId === null ? null : line.itemPriceCents);

export function toArrangementLine(line: LoadedLine): ArrangementLine {
  return {
    id: line.id,
    item:
      line.itemId === null
        ? null
        : {
            id: line.itemId,
            variantCount: line.variantCount,
            category: { id: line.categoryId },
            cashAdvance: line.cashAdvance ?? false,
            taxable: line.taxable ?? false,
          },
    variant: line.variantId === null ? null : { id: line.variantId, name: line.variantName ?? '' },
    selector: line.selectorId === null ? null : { id: line.selectorId, name: line.selectorName ?? '' },
    category: { id: line.categoryId },
    name: line.name ?? line.itemName,
    quantity: line.quantity,
    unitPriceCents: line.itemId === null && line.name !== null && line.selectorId === null ? 0 : unitPriceOf(line),
    fromPackage: line.fromPackage,
  };
}

/** Spec §4: position descending, then name. */
export const categoryOrder = (a: { position: number; name: string }, b: { position: number; name: string }): number =>
  b.position - a.position || a.name.localeCompare(b.name);

/** The lines grouped by category, in the price list's order (every category that has a line). */
export function groupByCategory(lines: readonly LoadedLine[]) {
  const groups = new Map<
    number,
    { id: number; name: string; position: number; displayForFamily: boolean; lines: LoadedLine[] }
  >();
  for (const line of lines) {
    const group = groups.get(line.categoryId) ?? {
      id: line.categoryId,
      name: line.categoryName,
      position: line.categoryPosition,
      displayForFamily: line.displayForFamily,
      lines: [],
    };
    group.lines.push(line);
    groups.set(line.categoryId, group);
  }
  return [...groups.values()].sort(categoryOrder);
}

export function toArrangement(loaded: LoadedArrangement): Arrangement {
  const categories: ArrangementCategory[] = groupByCategory(loaded.lines).map((group) => ({
    itemCategory: { id: group.id, name: group.name },
    displayForFamily: group.displayForFamily,
    position: group.position,
    lines: group.lines.map(toArrangementLine),
  }));
  return {
    caseId: loaded.case.id,
    packageId: loaded.packageId,
    categories,
    hasPurchaser: loaded.contract !== null,
    signedAt: loaded.contract?.signedAt?.toISOString() ?? null,
    // Null only without an arrangement row, which is made (with its template) before any line is.
    taxRateBasisPoints: loaded.taxRateBasisPoints ?? 0,
  };
}

/** Spec §4 selections complete (contract/arrangement-rules.ts), judged on the arrangement the browser gets. */
export const selectionsComplete = (loaded: LoadedArrangement): boolean => areSelectionsComplete(toArrangement(loaded));

export function progressOf(loaded: LoadedArrangement): ArrangementProgress {
  return {
    packageChosen: loaded.packageId !== null,
    selectionsComplete: selectionsComplete(loaded),
    hasPurchaser: loaded.contract !== null,
    signedAt: loaded.contract?.signedAt?.toISOString() ?? null,
  };
}
