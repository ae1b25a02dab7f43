// No zod: the rule is plain data and functions, for the machine, the server and any screen.
import type { CaseStatement } from './family-statement.ts';

/*
 * A case's statement after signing (decision 0080): its states, events, what a revision must keep, and
 * the words of a refusal. The rule itself is the chart, machines/statement-changes/ (decision 0110),
 * which the server runs on every revision and void, refusing with 409 (or 422 for a revision that would
 * change an item or a price) what it does not take.
 *
 *   unsigned ──the family signs──▶ signed ──revise (a reason; items and prices kept)──▶ signed
 *      ▲                             │                         (the signature stays)
 *      └──reissue (issue + 1)── void ◀──void (a reason)
 *
 * A statement is one issue of the case's contract: issue 1 is the first signed, a void one stays
 * readable as it was signed, and the reissue is the next issue, unsigned, priced from the live list
 * until the family signs it again.
 */

export const statementStatuses = ['unsigned', 'signed', 'void'] as const;
export type StatementStatus = (typeof statementStatuses)[number];

/** Why a statement was revised or voided: 1 to 500 characters, trimmed. */
export const CHANGE_REASON_MAX = 500;
export const isChangeReason = (reason: string): boolean =>
  reason.trim().length > 0 && reason.trim().length <= CHANGE_REASON_MAX;

/**
 * A printed line of the statement as far as money and goods go: what was bought, how many and at
 * what price. A revision keeps every one of them, in order; changing one is a new statement.
 */
export interface PricedLine {
  name: string;
  variantName: string | null;
  quantity: number;
  /** Null for a cash advance whose price is not known yet (an estimate). */
  unitPriceCents: number | null;
}

/** The statement's lines in print order: the goods and services by category, then the cash advances. */
export const pricedLinesOf = (statement: Pick<CaseStatement, 'groups' | 'cashAdvances'>): PricedLine[] => [
  ...statement.groups.flatMap((group) =>
    group.lines.map(({ name, variantName, quantity, unitPriceCents }) => ({
      name,
      variantName,
      quantity,
      unitPriceCents,
    })),
  ),
  ...statement.cashAdvances.map(({ name, variantName, quantity, unitPriceCents }) => ({
    name,
    variantName,
    quantity,
    unitPriceCents,
  })),
];

/** Whether `proposed` has the same items, quantities and prices as `signed`, line by line. */
export function keepsItemsAndPrices(signed: readonly PricedLine[], proposed: readonly PricedLine[]): boolean {
  if (signed.length !== proposed.length) return false;
  return signed.every((line, at) => {
    const other = proposed[at]!;
    return (
      line.name === other.name &&
      line.variantName === other.variantName &&
      line.quantity === other.quantity &&
      line.unitPriceCents === other.unitPriceCents
    );
  });
}

/**
 * What can happen to a statement. A revision carries the signed lines and the lines it would print
 * (the server reads both; a revision that names no lines keeps the signed ones).
 */
export type StatementEvent =
  | { type: 'sign' }
  | { type: 'revise'; reason: string; signed: readonly PricedLine[]; proposed: readonly PricedLine[] }
  | { type: 'void'; reason: string }
  | { type: 'reissue' };

export interface StatementState {
  status: StatementStatus;
  /** Which statement of the case this is: 1 for the first, one more at each reissue. */
  issue: number;
  /** Revisions of this issue since it was signed. */
  revisions: number;
}

/** Why a revision or a void is refused, in the console's words. */
export const statementChangeMessages = {
  /** 422: a revision that would change what was bought or what it costs. */
  itemOrPriceChanged:
    'A revision cannot change an item, a quantity or a price. Void the statement and reissue it so the family signs again.',
  /** 409: nothing signed to change (never signed, or voided and not signed again yet). */
  notSigned: 'This statement is not signed, so it cannot be revised or voided.',
  /** 422: a revision that changes neither the purchaser nor the note. */
  nothingChanged: 'Nothing was changed. Correct the purchaser’s details or the note, or cancel.',
  /** 409: the statement named was voided already (by someone else, or earlier). */
  alreadyVoid: 'This statement was already voided. Reload the case to see the current one.',
} as const;
