import type { APIRequestContext } from '@playwright/test';
import type { Arrangement, ArrangementPackage, Selector } from '#contract/family-arrangements.ts';
import { familyApi } from './family-api.ts';
import type { FamilyMember } from './family-cases.ts';

/** A choice on one of the package's selector lines: the line's selector name and the item's name. */
export interface LineChoice {
  selector: string;
  item: string;
}

/**
 * The family's arrangement brought to a package with some choices made, through the calls the
 * arrangements pages make (GET the packages, POST one, PATCH a selector's line with its item).
 */
export async function arrangePackage(
  request: APIRequestContext,
  member: FamilyMember,
  packageName: string,
  choices: LineChoice[] = [],
): Promise<Arrangement> {
  const call = await familyApi(request, member);
  const base = `/api/family/arrangements/${member.caseId}`;
  const { items } = await call.get<{ items: ArrangementPackage[] }>(`${base}/packages`);
  const chosen = items.find((candidate) => candidate.name === packageName);
  if (!chosen) throw new Error(`no package named ${packageName}`);
  let arrangement = await call.post<Arrangement>(`${base}/packages/${chosen.packageId}`);
  for (const choice of choices) {
    const line = arrangement.categories
      .flatMap((category) => category.lines)
      .find((candidate) => candidate.selector?.name === choice.selector);
    if (!line?.selector) throw new Error(`no line "${choice.selector}" in ${packageName}`);
    const selector = await call.get<Selector>(`/api/family/arrangements/items/selectors/${line.selector.id}`);
    const item = selector.selectorItems.find((candidate) => candidate.item.name === choice.item)?.item;
    if (!item) throw new Error(`no "${choice.item}" among the choices of "${choice.selector}"`);
    arrangement = await call.patch<Arrangement>(`${base}/lines/${line.id}`, {
      itemId: item.id,
      quantity: line.quantity,
    });
  }
  return arrangement;
}
