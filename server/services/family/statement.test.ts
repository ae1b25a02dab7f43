import { describe, expect, it } from 'vitest';
import { arrangementTotals, isLineComplete } from '#contract/arrangement-rules.ts';
import { selectionsComplete, toArrangement, toArrangementLine } from './arrangement-view.ts';
import type { LoadedArrangement, LoadedLine } from './load-arrangement.ts';
import { DEFAULT_EMBALMING_REASON, NO_REQUIRED_PURCHASES } from '#contract/family-statement.ts';
import { priceStatement } from './statement.ts';

/* The itemized statement's arithmetic (decision 0038), on lines as load-arrangement.ts reads them. */

let ids = 0;
const line = (over: Partial<LoadedLine>): LoadedLine => ({
  id: (ids += 1),
  name: null,
  quantity: 1,
  fromPackage: true,
  categoryId: 1,
  categoryName: 'Caskets',
  categoryPosition: 60,
  displayForFamily: true,
  itemId: 10,
  itemName: 'Casket',
  itemPriceCents: 219_500,
  cashAdvance: false,
  taxable: false,
  variantCount: 0,
  variantId: null,
  variantName: null,
  variantPriceCents: null,
  selectorId: null,
  selectorName: null,
  ruleItem: null,
  ...over,
});

const services = { categoryId: 2, categoryName: 'Professional services', categoryPosition: 90 };
const cash = { categoryId: 3, categoryName: 'Cash advance items', categoryPosition: 10, cashAdvance: true };

describe('priceStatement', () => {
  it('groups by category (position descending), prices variants, taxes only taxable goods, lists cash advances apart', () => {
    const statement = priceStatement(
      [
        line({
          taxable: true,
          variantCount: 2,
          variantId: 5,
          variantName: 'Oak — satin finish',
          variantPriceCents: 289_500,
        }),
        line({ ...services, itemId: 11, itemName: 'Embalming', itemPriceCents: 89_500 }),
        line({ ...services, itemId: null, itemName: null, name: 'Coordination with the cemetery' }),
        line({ ...services, itemId: null, itemName: null, selectorId: 4, selectorName: 'Choose an urn' }),
        line({ ...cash, itemId: 12, itemName: 'Certified death certificates', itemPriceCents: 2_500, quantity: 5 }),
        line({ ...cash, itemId: 13, itemName: 'Cemetery opening and closing fee', itemPriceCents: null }),
      ],
      7,
      825,
    );
    expect(statement.groups.map((group) => group.category.name)).toEqual(['Professional services', 'Caskets']);
    expect(statement.groups[0]!.lines.map((printed) => [printed.name, printed.totalCents])).toEqual([
      ['Embalming', 89_500],
      ['Coordination with the cemetery', 0],
    ]);
    expect(statement.groups[1]!.lines[0]).toMatchObject({ variantName: 'Oak — satin finish', totalCents: 289_500 });
    expect(statement.cashAdvances).toEqual([
      {
        name: 'Certified death certificates',
        variantName: null,
        quantity: 5,
        unitPriceCents: 2_500,
        totalCents: 12_500,
        estimate: false,
      },
      {
        name: 'Cemetery opening and closing fee',
        variantName: null,
        quantity: 1,
        unitPriceCents: null,
        totalCents: null,
        estimate: true,
      },
    ]);
    expect(statement).toMatchObject({
      templateRevisionId: 7,
      displayType: 'ITEMIZED',
      subtotalCents: 379_000,
      // 8.25 % of 289,500 = 23,883.75, rounded half up.
      taxCents: 23_884,
      cashAdvanceCents: 12_500,
      totalCents: 379_000 + 23_884 + 12_500,
      hasEstimates: true,
    });
  });

  it('says why embalming is charged only when a printed line is embalming (decision 0109), and "None" for no requirement', () => {
    const embalming = line({
      ...services,
      itemId: 11,
      itemName: 'Embalming',
      itemPriceCents: 89_500,
      ruleItem: 'embalming',
    });
    const casket = line({});
    expect(priceStatement([casket, embalming], 7, 0).reasons).toEqual({
      requiredPurchases: NO_REQUIRED_PURCHASES,
      embalming: DEFAULT_EMBALMING_REASON,
    });
    const written = { requiredPurchases: ' The crematory requires a container. ', embalming: 'For the viewing.' };
    expect(priceStatement([casket, embalming], 7, 0, written).reasons).toEqual({
      requiredPurchases: 'The crematory requires a container.',
      embalming: 'For the viewing.',
    });
    // Without an embalming line there is no embalming reason, whatever staff wrote.
    expect(priceStatement([casket], 7, 0, written).reasons).toEqual({
      requiredPurchases: 'The crematory requires a container.',
      embalming: null,
    });
  });
});

describe('completeness on the server (spec §4, contract/arrangement-rules.ts)', () => {
  const loadedOf = (lines: LoadedLine[], packageId: number | null = 1): LoadedArrangement => ({
    case: {
      id: 1,
      nameSlug: 'margaret-calloway',
      decedentName: 'Margaret Calloway',
      status: 'AT_NEED',
      locationId: 1,
      directorName: null,
    },
    packageId,
    packageName: packageId === null ? null : 'Traditional Burial',
    templateId: 7,
    taxRateBasisPoints: 825,
    reasons: { requiredPurchases: '', embalming: '' },
    contract: null,
    payments: [],
    lines,
  });

  it('judges a loaded line as the browser does: a variant when the item has some, a choice for a selector, a name for a bare line', () => {
    const complete = (over: Partial<LoadedLine>) => isLineComplete(toArrangementLine(line(over)));
    expect(complete({ variantCount: 0 })).toBe(true);
    expect(complete({ variantCount: 2 })).toBe(false);
    expect(complete({ variantCount: 2, variantId: 1 })).toBe(true);
    expect(complete({ itemId: null, itemName: null, selectorId: 3, selectorName: 'Choose an urn' })).toBe(false);
    expect(complete({ itemId: null, itemName: null, name: 'Coordination' })).toBe(true);
    expect(complete({ itemId: null, itemName: null, name: '  ' })).toBe(false);
  });

  it('needs a package and every category complete, shown to the family or not', () => {
    const complete = line({ variantCount: 0 });
    expect(selectionsComplete(loadedOf([complete]))).toBe(true);
    expect(selectionsComplete(loadedOf([complete], null))).toBe(false);
    expect(selectionsComplete(loadedOf([complete, line({ variantCount: 2 })]))).toBe(false);
    const hiddenIncomplete = line({ ...services, displayForFamily: false, variantCount: 2 });
    expect(selectionsComplete(loadedOf([complete, hiddenIncomplete]))).toBe(false);
    expect(selectionsComplete(loadedOf([complete, line({ itemId: null, itemName: null, selectorId: 4 })]))).toBe(false);
  });

  it("prices the statement with the browser's running total: the same lines give the same figures", () => {
    const lines = [
      line({ taxable: true, variantCount: 2, variantId: 5, variantPriceCents: 289_500 }),
      line({ ...services, itemId: 11, itemName: 'Embalming', itemPriceCents: 89_500, quantity: 2 }),
      line({ ...services, itemId: null, itemName: null, name: 'Coordination with the cemetery' }),
      line({ ...services, itemId: null, itemName: null, selectorId: 4, selectorName: 'Choose an urn' }),
      line({ ...cash, itemId: 12, itemName: 'Certified death certificates', itemPriceCents: 2_500, quantity: 5 }),
    ];
    const loaded = loadedOf(lines);
    const statement = priceStatement(lines, 7, 825);
    // What the selections page computes from the arrangement the server sends it.
    const browser = arrangementTotals(toArrangement(loaded));
    expect(statement).toMatchObject({
      subtotalCents: browser.subtotalCents,
      taxCents: browser.taxCents,
      cashAdvanceCents: browser.cashAdvanceCents,
      totalCents: browser.totalCents,
      hasEstimates: browser.hasEstimates,
    });
    expect(browser).toMatchObject({ subtotalCents: 289_500 + 179_000, taxCents: 23_884, cashAdvanceCents: 12_500 });
  });
});
