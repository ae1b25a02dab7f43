// No zod here: plain functions over plain data, so the browser and the server run the very same code.

/*
 * Spec §4's arrangement rules and the arrangement's money, written once. The browser's
 * arrangement machine (machines/arrangement/arrangement.rules.ts) applies them to the arrangement
 * the server answered; the server applies them to the same arrangement (server/services/family/
 * arrangement-view.ts toArrangement) for the case home's progress, to refuse signing, and to price
 * the statement. One function each, so the selections page, the case home and the statement can never
 * disagree on what is complete or what it costs (decision 0038: the selections page once showed a running
 * total without its tax).
 *
 * The shapes below are the fields the rules read, no more: the contract's Arrangement
 * (contract/family-arrangements.ts) fits them.
 */

/** What completeness reads of a line (spec §3 arrangement line). */
export interface LineChoices {
  item: { variantCount: number } | null;
  variant: object | null;
  selector: object | null;
  name: string | null;
}

/** What completeness reads of an arrangement. */
export interface ArrangementChoices<Line extends LineChoices = LineChoices> {
  packageId: number | null;
  categories: ReadonlyArray<{ lines: readonly Line[] }>;
}

/** What finishing reads of an arrangement besides its choices. */
export interface FinishableArrangement extends ArrangementChoices {
  hasPurchaser: boolean;
  /** ISO instant of signing, null before. */
  signedAt: string | null;
}

/** Every line of the arrangement, category after category. */
export const linesOf = <Line extends LineChoices>(arrangement: ArrangementChoices<Line> | null): Line[] =>
  arrangement?.categories.flatMap((category) => category.lines) ?? [];

/**
 * Spec §4: "A line is complete when its item has no variants or a variant is picked; a line with
 * neither item nor selector is complete when it has a name." A selector's line without an item is
 * a choice still to be made.
 */
export function isLineComplete(line: LineChoices): boolean {
  if (line.item) return line.item.variantCount === 0 || line.variant !== null;
  if (line.selector) return false;
  return (line.name ?? '').trim() !== '';
}

/**
 * Spec §4: "Selections are complete when a package is chosen and every category is complete": every
 * category, shown to the family or not (a hidden category's open line is still listed as missing).
 */
export const areSelectionsComplete = (arrangement: ArrangementChoices | null): boolean =>
  arrangement !== null && arrangement.packageId !== null && linesOf(arrangement).every(isLineComplete);

/** Why finishing is refused, first reason first (the server words each one), or null when it is allowed. */
export type FinishRefusal = 'signed' | 'no-purchaser' | 'incomplete';

/**
 * Spec §4: "Finishing is allowed only when selections are complete and the arrangement has a
 * purchaser"; and nothing is signed twice.
 */
export function finishRefusal(arrangement: FinishableArrangement): FinishRefusal | null {
  if (arrangement.signedAt !== null) return 'signed';
  if (!arrangement.hasPurchaser) return 'no-purchaser';
  if (!areSelectionsComplete(arrangement)) return 'incomplete';
  return null;
}

export const canFinish = (arrangement: FinishableArrangement | null): boolean =>
  arrangement !== null && finishRefusal(arrangement) === null;

/** What adding an item reads of a line. */
export interface HeldLine {
  item: { id: number } | null;
  variant: { id: number } | null;
}

/** What adding an item to an arrangement does (decision 0072). */
export type Addition<Line extends HeldLine> =
  /** A line of its own. */
  | { kind: 'new-line' }
  /** An item sold by the piece that a line holds already: that line's quantity grows. */
  | { kind: 'more-of'; line: Line }
  /** Any other item a line holds already: refused, naming that line. */
  | { kind: 'already-in'; line: Line };

/**
 * Decision 0072: an item is in an arrangement once ("Add" never makes a second line of it without a word),
 * unless it is sold by the piece, whose line (the one with the same variant, or its first when none is
 * named) takes the added quantity. The server decides with it; the price list's "Add" and the
 * machine's guard read it the same way.
 */
export function additionOf<Line extends HeldLine>(
  lines: readonly Line[],
  item: { id: number; soldByQuantity: boolean },
  variantId: number | null,
): Addition<Line> {
  const holding = lines.filter((line) => line.item?.id === item.id);
  if (holding.length === 0) return { kind: 'new-line' };
  if (!item.soldByQuantity) return { kind: 'already-in', line: holding[0]! };
  const same = variantId === null ? holding[0] : holding.find((line) => line.variant?.id === variantId);
  return same ? { kind: 'more-of', line: same } : { kind: 'new-line' };
}

/* ------------------------------------------------------------------------------------------------
 * Money: integer cents (USD). Decision 0038: goods and services, cash advances apart and never taxed,
 * tax = the statement template's rate on the taxable goods, rounded to the cent half up,
 * total = goods + tax + the cash advances whose price is known.
 */

/** What pricing reads of a line. */
export interface PricedLine {
  item: { cashAdvance: boolean; taxable: boolean } | null;
  selector: object | null;
  name: string | null;
  quantity: number;
  /** Price of one (the variant's, else the item's); null while not known. */
  unitPriceCents: number | null;
}

/** Where a line's money goes. */
export type LineCharge =
  /** Goods and services (a package line that is only a name prints at its price, 0). */
  | { kind: 'goods'; cents: number; taxable: boolean }
  /** Paid to others for the family; `cents` null while the price is not known (an estimate). */
  | { kind: 'cash-advance'; cents: number | null }
  /** A selector's choice still to be made: nothing is priced until it is. */
  | { kind: 'open-choice' }
  /** A nameless line that is neither item nor choice: nothing to price. */
  | { kind: 'empty' };

export function chargeOf(line: PricedLine): LineCharge {
  const unit = line.unitPriceCents;
  if (line.item?.cashAdvance) return { kind: 'cash-advance', cents: unit === null ? null : unit * line.quantity };
  if (line.item) return { kind: 'goods', cents: (unit ?? 0) * line.quantity, taxable: line.item.taxable };
  if (line.selector) return { kind: 'open-choice' };
  if ((line.name ?? '') === '') return { kind: 'empty' };
  return { kind: 'goods', cents: (unit ?? 0) * line.quantity, taxable: false };
}

/** Tax in basis points (825 = 8.25 %) on an amount, rounded to the cent, half up. */
export const taxOn = (taxableCents: number, rateBasisPoints: number): number =>
  Math.round((taxableCents * rateBasisPoints) / 10_000);

export interface ArrangementTotals {
  /** Goods and services, cash advances excluded. */
  subtotalCents: number;
  taxCents: number;
  /** The cash advances whose price is known. */
  cashAdvanceCents: number;
  /** subtotal + tax + known cash advances: the one total the selections, the case home and the statement show. */
  totalCents: number;
  /** A cash advance's price is not known yet: the total will grow by it. */
  hasEstimates: boolean;
  /** A selector's choice is still to be made: its price is not in the total yet. */
  hasOpenChoices: boolean;
  /** Some line holds a cash advance (the statement then lists the cash advances' sum). */
  hasCashAdvances: boolean;
}

/** The totals of some lines at a tax rate in basis points. */
export function totalsOf(lines: readonly PricedLine[], taxRateBasisPoints: number): ArrangementTotals {
  let subtotalCents = 0;
  let taxableCents = 0;
  let cashAdvanceCents = 0;
  let hasEstimates = false;
  let hasOpenChoices = false;
  let hasCashAdvances = false;
  for (const line of lines) {
    const charge = chargeOf(line);
    if (charge.kind === 'goods') {
      subtotalCents += charge.cents;
      if (charge.taxable) taxableCents += charge.cents;
    } else if (charge.kind === 'cash-advance') {
      hasCashAdvances = true;
      if (charge.cents === null) hasEstimates = true;
      else cashAdvanceCents += charge.cents;
    } else if (charge.kind === 'open-choice') {
      hasOpenChoices = true;
    }
  }
  const taxCents = taxOn(taxableCents, taxRateBasisPoints);
  return {
    subtotalCents,
    taxCents,
    cashAdvanceCents,
    totalCents: subtotalCents + taxCents + cashAdvanceCents,
    hasEstimates,
    hasOpenChoices,
    hasCashAdvances,
  };
}

/** What the arrangement's totals read: its lines and the tax rate of the template it is priced with. */
export interface PricedArrangement {
  categories: ReadonlyArray<{ lines: readonly PricedLine[] }>;
  taxRateBasisPoints: number;
}

/** The arrangement's totals (none before it is loaded). */
export const arrangementTotals = (arrangement: PricedArrangement | null): ArrangementTotals =>
  totalsOf(arrangement?.categories.flatMap((category) => category.lines) ?? [], arrangement?.taxRateBasisPoints ?? 0);

/* ------------------------------------------------------------------------------------------------
 * The case's account: what its payments leave to pay on a total. The statement, the
 * console's case page, the family's statement and case home and every receipt read their balance from
 * here, over the total above, so none of them can disagree.
 */

/** What the balance reads of a payment: its amount, and how much of it has been refunded. */
export interface PaidAmount {
  amountCents: number;
  refundedCents: number;
}

export interface CaseAccount {
  /** What the payments brought, less what was refunded of them. */
  paidCents: number;
  /** The total less what is paid; below 0 when more was paid than the total. */
  balanceCents: number;
}

/** The account of a total (a statement's totalCents) and the payments that count as paid. */
export function accountOf(totalCents: number, payments: readonly PaidAmount[]): CaseAccount {
  const paidCents = payments.reduce((sum, payment) => sum + payment.amountCents - payment.refundedCents, 0);
  return { paidCents, balanceCents: totalCents - paidCents };
}

/** What may still be refunded of a payment: never more than was paid, less earlier refunds. */
export const refundableOf = (payment: PaidAmount): number => Math.max(0, payment.amountCents - payment.refundedCents);
