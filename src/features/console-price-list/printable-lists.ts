import {
  CASKET_PRICE_LIST_CAPTION,
  GPL_CAPTION,
  OUTER_BURIAL_CONTAINER_PRICE_LIST_CAPTION,
  type RuleSentence,
} from '#contract/funeral-rule.ts';
import {
  casketPriceListLayout,
  generalPriceListLayout,
  outerBurialContainerPriceListLayout,
  type GplSection,
  type LayoutItem,
  type LayoutVariant,
} from '#contract/general-price-list.ts';
import type { StaffPriceList } from '#contract/staff-price-list.ts';

/*
 * The lists the Funeral Rule asks staff to hand out in person (453.2(b)(2), (b)(3), (b)(4); decision
 * 0108), cut from the console's price list with the public list's layout: the general price list when a
 * discussion of arrangements begins, the casket price list before caskets are shown, the outer burial
 * container price list before containers are.
 */

export const printableLists = ['general', 'caskets', 'containers'] as const;
export type PrintableList = (typeof printableLists)[number];

export interface PrintableDocument {
  caption: string;
  /** 453.4(b)(2)(i), on the general price list only. */
  intro: RuleSentence | null;
  sections: GplSection[];
}

/** The console's list as the layout reads it: each item with its category's name, each option with its item. */
export function layoutSourceOf(list: StaffPriceList): { items: LayoutItem[]; variants: LayoutVariant[] } {
  const categoryName = new Map(list.categories.map((category) => [category.id, category.name]));
  return {
    items: list.items.map((item) => ({
      id: item.id,
      name: item.name,
      description: item.description,
      category: { id: item.categoryId, name: categoryName.get(item.categoryId) ?? '' },
      priceCents: item.priceCents,
      cashAdvance: item.cashAdvance,
      ruleItem: item.ruleItem,
    })),
    variants: list.items.flatMap((item) =>
      item.variants.map((variant) => ({
        id: variant.id,
        itemId: item.id,
        name: variant.name,
        description: variant.description,
        priceCents: variant.priceCents,
        purchaserProvides: variant.purchaserProvides,
      })),
    ),
  };
}

export function printableDocument(list: StaffPriceList, which: PrintableList): PrintableDocument {
  const { items, variants } = layoutSourceOf(list);
  switch (which) {
    case 'general': {
      const layout = generalPriceListLayout(items, variants, list.notOffered);
      return { caption: GPL_CAPTION, intro: layout.intro, sections: layout.sections };
    }
    case 'caskets':
      return { caption: CASKET_PRICE_LIST_CAPTION, intro: null, sections: casketPriceListLayout(items, variants) };
    case 'containers':
      return {
        caption: OUTER_BURIAL_CONTAINER_PRICE_LIST_CAPTION,
        intro: null,
        sections: outerBurialContainerPriceListLayout(items, variants),
      };
  }
}
