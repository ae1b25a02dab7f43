import type {
  Arrangement,
  ArrangementCategory,
  ArrangementLine,
  ArrangementPackage,
  GplItem,
  LineBody,
} from '#contract/family-arrangements.ts';
import type { ArrangementLoad } from './arrangement.machine.ts';

/*
 * A small funeral home for the arrangement's model: two packages, a price list, and a stub server
 * that answers what the real one would (the new arrangement after each change). Test code only.
 */

export const MODEL_CASE_ID = 7;

const category = (id: number, name: string) => ({ id, name });
const CASKETS = category(10, 'Caskets');
const URNS = category(11, 'Urns');
const FOLDERS = category(12, 'Memorial Folders');
const STAFF = category(13, 'Staff Services');
const CASH = category(14, 'Cash Advances');

const gpl = (
  id: number,
  name: string,
  cat: { id: number; name: string },
  priceCents: number | null,
  variantCount = 0,
) =>
  ({
    id,
    name,
    description: `${name}.`,
    category: cat,
    priceCents,
    cashAdvance: cat.id === CASH.id,
    soldByQuantity: false,
    variantCount,
    photo: null,
  }) satisfies GplItem;

/** The price list: an item with variants per package, a selector's choice, staff, a cash advance. */
export const modelCatalog: GplItem[] = [
  gpl(201, 'Oak Casket', CASKETS, 250000, 2),
  gpl(204, 'Basic Services of Staff', STAFF, 195000),
  gpl(205, 'Flowers', CASH, null),
  gpl(211, 'Brass Urn', URNS, 40000, 3),
  gpl(302, 'Marble Urn', URNS, 60000),
];
/** The first variant of each item that has variants, as the variant picker would offer it. */
export const modelVariants: Record<number, { id: number; name: string; priceCents: number }> = {
  201: { id: 2011, name: 'Walnut finish', priceCents: 275000 },
  211: { id: 2111, name: 'Brushed', priceCents: 42000 },
};
/** The selector of package 1 ("Urn") offers Marble Urn. */
export const modelSelectorChoice = 302;
export const modelFamilyItem = 205;

const itemOf = (id: number) => modelCatalog.find((item) => item.id === id)!;

/** Sales tax of the model's statement template, 8.25 %; caskets and urns are taxed, services and cash advances not. */
export const MODEL_TAX_RATE_BASIS_POINTS = 825;
const taxedCategories: readonly number[] = [CASKETS.id, URNS.id];

/** A line's item as the arrangement holds it. */
const lineItemOf = (item: GplItem): NonNullable<ArrangementLine['item']> => ({
  id: item.id,
  variantCount: item.variantCount,
  category: { id: item.category.id },
  cashAdvance: item.cashAdvance,
  taxable: taxedCategories.includes(item.category.id),
});

const line = (id: number, change: Partial<ArrangementLine> & { category: { id: number } }): ArrangementLine => ({
  id,
  item: null,
  variant: null,
  selector: null,
  name: null,
  quantity: 1,
  unitPriceCents: null,
  fromPackage: true,
  ...change,
});
const itemLine = (id: number, itemId: number): ArrangementLine => {
  const item = itemOf(itemId);
  return line(id, {
    item: lineItemOf(item),
    category: { id: item.category.id },
    unitPriceCents: item.priceCents,
  });
};
const group = (
  itemCategory: { id: number; name: string },
  position: number,
  lines: ArrangementLine[],
  displayForFamily = true,
): ArrangementCategory => ({ itemCategory, displayForFamily, position, lines });

/** Each package's categories as first offered. Urns comes before Caskets here; the page sorts them. */
const packageCategories: Record<number, ArrangementCategory[]> = {
  1: [
    group(URNS, 5, [line(102, { selector: { id: 301, name: 'Urn' }, category: { id: URNS.id } })]),
    group(CASKETS, 5, [itemLine(101, 201)]),
    group(STAFF, 9, [itemLine(104, 204)], false),
    group(FOLDERS, 8, [line(103, { name: 'Printed folders', category: { id: FOLDERS.id }, unitPriceCents: 5000 })]),
    group(CASH, 1, []),
  ],
  2: [
    group(URNS, 5, [itemLine(111, 211)]),
    // A line that is only a name, left nameless: package 2 can never be finished.
    group(FOLDERS, 8, [line(112, { category: { id: FOLDERS.id } })]),
    group(CASH, 1, []),
  ],
};

const pkg = (packageId: number, name: string, kind: 'burial' | 'cremation', price: number): ArrangementPackage => ({
  packageId,
  category: kind,
  name,
  description: `${name}.`,
  startingPriceCents: price,
  photo: null,
});
export const modelPackages = [
  pkg(1, 'Traditional Burial', 'burial', 700000),
  pkg(2, 'Direct Cremation', 'cremation', 250000),
];

export const arrangementWithPackage = (packageId: number | null, hasPurchaser = false): Arrangement => ({
  caseId: MODEL_CASE_ID,
  packageId,
  categories: packageId === null ? [] : structuredClone(packageCategories[packageId]!),
  hasPurchaser,
  signedAt: null,
  taxRateBasisPoints: MODEL_TAX_RATE_BASIS_POINTS,
});

const mapLines = (arrangement: Arrangement, map: (line: ArrangementLine) => ArrangementLine | null): Arrangement => ({
  ...arrangement,
  categories: arrangement.categories.map((c) => ({
    ...c,
    lines: c.lines.flatMap((l) => {
      const mapped = map(l);
      return mapped ? [mapped] : [];
    }),
  })),
});

/** PATCH .../lines/{lineId}: the item (a selector's choice) and its variant. */
export function changedLine(arrangement: Arrangement, lineId: number, body: LineBody): Arrangement {
  const item = itemOf(body.itemId);
  const variant = body.variantId ? modelVariants[item.id] : undefined;
  return mapLines(arrangement, (l) =>
    l.id !== lineId
      ? l
      : {
          ...l,
          item: lineItemOf(item),
          variant: variant ? { id: variant.id, name: variant.name } : null,
          quantity: body.quantity,
          unitPriceCents: variant?.priceCents ?? item.priceCents,
        },
  );
}

export const FAMILY_LINE_ID = 190;

/** POST .../lines: a family-added line (Flowers, a cash advance whose price is not known yet). */
export function addedLine(arrangement: Arrangement, body: LineBody): Arrangement {
  const added = { ...itemLine(FAMILY_LINE_ID, body.itemId), quantity: body.quantity, fromPackage: false };
  const categories = arrangement.categories.map((c) =>
    c.itemCategory.id === added.category.id ? { ...c, lines: [...c.lines, added] } : c,
  );
  return { ...arrangement, categories };
}

export const removedLine = (arrangement: Arrangement, lineId: number) =>
  mapLines(arrangement, (l) => (l.id === lineId ? null : l));

export const SIGNED_AT = '2026-11-23T18:00:00.000Z';

/** A signed arrangement as the server would load it: package 1, complete, with a purchaser. */
export function signedArrangement(): Arrangement {
  let done = arrangementWithPackage(1, true);
  done = changedLine(done, 101, { itemId: 201, quantity: 1, variantId: modelVariants[201]!.id });
  done = changedLine(done, 102, { itemId: modelSelectorChoice, quantity: 1, variantId: null });
  return { ...done, signedAt: SIGNED_AT };
}

export const modelCase = { id: MODEL_CASE_ID, nameSlug: 'margaret-whitfield', locationId: 1 };

export const loadOf = (arrangement: Arrangement): ArrangementLoad => ({
  familyCase: modelCase,
  arrangement,
  packages: modelPackages,
});

export const itemsFor = (ids: readonly number[]) => ids.map(itemOf);

export const modelPurchaser = {
  fullName: 'Rose Whitfield',
  relationship: 'Daughter',
  addressLine1: '12 Elm Street',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  phone: '217 555 0142',
  email: 'rose.whitfield@family.example',
};
