import { describe, expect, it } from 'vitest';
import {
  accountOf,
  additionOf,
  areSelectionsComplete,
  arrangementTotals,
  canFinish,
  chargeOf,
  finishRefusal,
  isLineComplete,
  linesOf,
  refundableOf,
  taxOn,
  totalsOf,
  type FinishableArrangement,
  type LineChoices,
  type PricedLine,
} from './arrangement-rules.ts';

/* Spec §4 and decision 0038, as the browser's arrangement machine and the server both run them. */

const bare: LineChoices = { item: null, variant: null, selector: null, name: null };
const withItem = (variantCount: number, variant: object | null = null): LineChoices => ({
  ...bare,
  item: { variantCount },
  variant,
});

describe('isLineComplete', () => {
  it('needs a variant only when the item has some', () => {
    expect(isLineComplete(withItem(0))).toBe(true);
    expect(isLineComplete(withItem(3))).toBe(false);
    expect(isLineComplete(withItem(3, { id: 1 }))).toBe(true);
  });

  it("needs a selector's choice made: the item it puts on the line", () => {
    const open = { ...bare, selector: { id: 4 } };
    expect(isLineComplete(open)).toBe(false);
    expect(isLineComplete({ ...open, item: { variantCount: 0 } })).toBe(true);
    expect(isLineComplete({ ...open, name: 'Choose an urn' })).toBe(false);
  });

  it('needs a name, not only spaces, on a line that is neither item nor selector', () => {
    expect(isLineComplete({ ...bare, name: 'Coordination with the cemetery' })).toBe(true);
    expect(isLineComplete({ ...bare, name: '  ' })).toBe(false);
    expect(isLineComplete(bare)).toBe(false);
  });
});

const arrangementOf = (lines: LineChoices[][], over: Partial<FinishableArrangement> = {}): FinishableArrangement => ({
  packageId: 1,
  categories: lines.map((categoryLines) => ({ lines: categoryLines })),
  hasPurchaser: true,
  signedAt: null,
  ...over,
});

describe('areSelectionsComplete', () => {
  it('needs a package and every line of every category complete', () => {
    expect(areSelectionsComplete(arrangementOf([[withItem(0)], []]))).toBe(true);
    expect(areSelectionsComplete(arrangementOf([[withItem(0)]], { packageId: null }))).toBe(false);
    expect(areSelectionsComplete(arrangementOf([[withItem(0)], [withItem(2)]]))).toBe(false);
    expect(areSelectionsComplete(null)).toBe(false);
  });
});

describe('finishRefusal and canFinish', () => {
  it('refuses a signed arrangement first, then one without a purchaser, then incomplete selections', () => {
    const incomplete = [[withItem(2)]];
    expect(finishRefusal(arrangementOf(incomplete, { hasPurchaser: false, signedAt: '2026-11-23T18:00:00Z' }))).toBe(
      'signed',
    );
    expect(finishRefusal(arrangementOf(incomplete, { hasPurchaser: false }))).toBe('no-purchaser');
    expect(finishRefusal(arrangementOf(incomplete))).toBe('incomplete');
    expect(finishRefusal(arrangementOf([[withItem(0)]]))).toBeNull();
  });

  it('allows finishing exactly when nothing refuses it', () => {
    expect(canFinish(arrangementOf([[withItem(0)]]))).toBe(true);
    expect(canFinish(arrangementOf([[withItem(0)]], { hasPurchaser: false }))).toBe(false);
    expect(canFinish(null)).toBe(false);
  });
});

const goods = (unitPriceCents: number | null, taxable = false, quantity = 1): PricedLine => ({
  item: { cashAdvance: false, taxable },
  selector: null,
  name: null,
  quantity,
  unitPriceCents,
});
const cashAdvance = (unitPriceCents: number | null, quantity = 1): PricedLine => ({
  item: { cashAdvance: true, taxable: true },
  selector: null,
  name: null,
  quantity,
  unitPriceCents,
});

describe('chargeOf', () => {
  it('sorts a line into goods, a cash advance, an open choice or nothing', () => {
    expect(chargeOf(goods(1_000, true, 3))).toEqual({ kind: 'goods', cents: 3_000, taxable: true });
    expect(chargeOf(cashAdvance(2_500, 5))).toEqual({ kind: 'cash-advance', cents: 12_500 });
    expect(chargeOf(cashAdvance(null))).toEqual({ kind: 'cash-advance', cents: null });
    expect(chargeOf({ ...goods(null), item: null, selector: { id: 4 } })).toEqual({ kind: 'open-choice' });
    expect(chargeOf({ ...goods(0), item: null, name: 'Coordination' })).toEqual({
      kind: 'goods',
      cents: 0,
      taxable: false,
    });
    expect(chargeOf({ ...goods(null), item: null })).toEqual({ kind: 'empty' });
  });
});

describe('taxOn', () => {
  it('takes basis points and rounds to the cent, half up', () => {
    expect(taxOn(289_500, 825)).toBe(23_884); // 23,883.75
    expect(taxOn(10, 5_000)).toBe(5);
    expect(taxOn(1, 5_000)).toBe(1); // 0.5
    expect(taxOn(1, 4_999)).toBe(0);
    expect(taxOn(123_456, 0)).toBe(0);
  });
});

describe('totalsOf', () => {
  it('taxes only taxable goods, keeps cash advances apart and untaxed, and adds them up', () => {
    const totals = totalsOf(
      [goods(289_500, true), goods(89_500, false, 2), cashAdvance(2_500, 5), { ...goods(0), item: null, name: 'X' }],
      825,
    );
    expect(totals).toEqual({
      subtotalCents: 289_500 + 179_000,
      taxCents: 23_884,
      cashAdvanceCents: 12_500,
      totalCents: 289_500 + 179_000 + 23_884 + 12_500,
      hasEstimates: false,
      hasOpenChoices: false,
      hasCashAdvances: true,
    });
  });

  it('says when a price is still to come: an unpriced cash advance, a choice not made', () => {
    const totals = totalsOf(
      [goods(10_000, true), cashAdvance(null), { ...goods(null), item: null, selector: {} }],
      550,
    );
    expect(totals).toMatchObject({ subtotalCents: 10_000, taxCents: 550, cashAdvanceCents: 0, totalCents: 10_550 });
    expect(totals).toMatchObject({ hasEstimates: true, hasOpenChoices: true, hasCashAdvances: true });
  });

  it('is all zero for no lines', () => {
    expect(arrangementTotals(null)).toEqual(totalsOf([], 825));
    expect(arrangementTotals(null).totalCents).toBe(0);
  });
});

describe('arrangementTotals', () => {
  it("reads every category's lines at the arrangement's own tax rate", () => {
    const totals = arrangementTotals({
      taxRateBasisPoints: 825,
      categories: [{ lines: [goods(100_000, true)] }, { lines: [goods(50_000)] }],
    });
    expect(totals).toMatchObject({ subtotalCents: 150_000, taxCents: 8_250, totalCents: 158_250 });
  });

  it('flattens categories in order', () => {
    const a = withItem(0);
    const b = withItem(1);
    expect(linesOf({ packageId: null, categories: [{ lines: [a] }, { lines: [b] }] })).toEqual([a, b]);
    expect(linesOf(null)).toEqual([]);
  });
});

describe('additionOf', () => {
  const held = (id: number, itemId: number, variantId: number | null = null) => ({
    id,
    item: { id: itemId },
    variant: variantId === null ? null : { id: variantId },
  });
  const lines = [held(1, 10), held(2, 20, 201), held(3, 20, 202), { id: 4, item: null, variant: null }];

  it('makes a line of an item no line holds', () => {
    expect(additionOf(lines, { id: 30, soldByQuantity: false }, null)).toEqual({ kind: 'new-line' });
    expect(additionOf([], { id: 10, soldByQuantity: true }, null)).toEqual({ kind: 'new-line' });
  });

  it('refuses an item a line holds, naming that line, whatever the variant', () => {
    expect(additionOf(lines, { id: 10, soldByQuantity: false }, null)).toEqual({ kind: 'already-in', line: lines[0] });
    expect(additionOf(lines, { id: 20, soldByQuantity: false }, 999)).toEqual({ kind: 'already-in', line: lines[1] });
  });

  it('adds an item sold by the piece to the line with its variant, else to its first line', () => {
    expect(additionOf(lines, { id: 10, soldByQuantity: true }, null)).toEqual({ kind: 'more-of', line: lines[0] });
    expect(additionOf(lines, { id: 20, soldByQuantity: true }, 202)).toEqual({ kind: 'more-of', line: lines[2] });
    expect(additionOf(lines, { id: 20, soldByQuantity: true }, null)).toEqual({ kind: 'more-of', line: lines[1] });
    // Another variant of it is another thing: a line of its own.
    expect(additionOf(lines, { id: 20, soldByQuantity: true }, 203)).toEqual({ kind: 'new-line' });
  });
});

describe("the case's account", () => {
  it('counts payments less their refunds as paid, and leaves the rest of the total to pay', () => {
    expect(accountOf(100_000, [])).toEqual({ paidCents: 0, balanceCents: 100_000 });
    const payments = [
      { amountCents: 50_000, refundedCents: 0 },
      { amountCents: 20_000, refundedCents: 5_000 },
    ];
    expect(accountOf(100_000, payments)).toEqual({ paidCents: 65_000, balanceCents: 35_000 });
    // Paid beyond the total (a statement revised down): the balance says so, below zero.
    expect(accountOf(10_000, payments)).toEqual({ paidCents: 65_000, balanceCents: -55_000 });
  });

  it('refunds at most what was paid less earlier refunds', () => {
    expect(refundableOf({ amountCents: 20_000, refundedCents: 5_000 })).toBe(15_000);
    expect(refundableOf({ amountCents: 20_000, refundedCents: 20_000 })).toBe(0);
    expect(refundableOf({ amountCents: 20_000, refundedCents: 25_000 })).toBe(0);
  });
});
