import type { Arrangement, ArrangementCategory, ArrangementLine } from '#contract/family-arrangements.ts';
import type { ArrangementProgress } from '#contract/family-cases.ts';
import type { LoadedArrangement, LoadedLine } from './load-arrangement.ts';

/*
 * The spec §3 arrangement and the spec §4 completeness rules, computed from a loaded arrangement
 * (no queries). The browser's arrangement machine applies the same rules; the server needs them for
 * the case home's progress and to refuse signing an incomplete arrangement.
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
        : { id: line.itemId, variantCount: line.variantCount, category: { id: line.categoryId } },
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
  };
}

/** Spec §4: complete when the item has no variants or one is picked; a bare line when it has a name. */
export function lineComplete(line: LoadedLine): boolean {
  if (line.itemId !== null) return line.variantCount === 0 || line.variantId !== null;
  return line.selectorId === null && (line.name ?? '').trim() !== '';
}

/**
 * Spec §4: a package is chosen and every category is complete, shown to the family or not (the
 * browser's arrangement machine says the same, and its review lists an open line of a hidden category
 * among what is missing).
 */
export function selectionsComplete(loaded: Pick<LoadedArrangement, 'packageId' | 'lines'>): boolean {
  return loaded.packageId !== null && loaded.lines.every(lineComplete);
}

export function progressOf(loaded: LoadedArrangement): ArrangementProgress {
  return {
    packageChosen: loaded.packageId !== null,
    selectionsComplete: selectionsComplete(loaded),
    hasPurchaser: loaded.contract !== null,
    signedAt: loaded.contract?.signedAt?.toISOString() ?? null,
  };
}
