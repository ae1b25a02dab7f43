import type { PricedLine } from '#contract/statement-changes.ts';
import { defineModel } from '#machines/model-walk/machine-model.ts';
import { statementChangesMachine, type StatementChangesEvent } from './statement-changes.machine.ts';
import { refusedStatementEvents, statementChangesRules } from './statement-changes.model-rules.ts';

const signed: PricedLine[] = [
  { name: 'Professional services', variantName: null, quantity: 1, unitPriceCents: 195_000 },
  { name: 'Cremation casket', variantName: 'Natural', quantity: 1, unitPriceCents: 89_500 },
  { name: 'Obituary notice', variantName: null, quantity: 1, unitPriceCents: null },
];
const [first, second, third] = signed as [PricedLine, PricedLine, PricedLine];

/**
 * Every event a statement can be sent: revisions that keep the lines and ones that change a price,
 * an item, a variant, a quantity or the number of lines; reasons good and bad. The walk drops what a
 * state refuses.
 */
export const model = defineModel({
  name: 'statement-changes',
  machine: statementChangesMachine,
  events: (): StatementChangesEvent[] => [
    { type: 'sign' },
    { type: 'revise', reason: '  Purchaser’s address corrected  ', signed, proposed: signed },
    { type: 'revise', reason: 'x'.repeat(500), signed, proposed: [...signed] },
    { type: 'revise', reason: '   ', signed, proposed: signed },
    { type: 'revise', reason: 'x'.repeat(501), signed, proposed: signed },
    { type: 'revise', reason: 'Price', signed, proposed: [first, { ...second, unitPriceCents: 79_500 }, third] },
    { type: 'revise', reason: 'Item', signed, proposed: [first, { ...second, name: 'Oak casket' }, third] },
    { type: 'revise', reason: 'Variant', signed, proposed: [first, { ...second, variantName: 'Walnut' }, third] },
    { type: 'revise', reason: 'Quantity', signed, proposed: [{ ...first, quantity: 2 }, second, third] },
    { type: 'revise', reason: 'Estimate priced', signed, proposed: [first, second, { ...third, unitPriceCents: 1 }] },
    { type: 'revise', reason: 'Dropped', signed, proposed: [first, second] },
    { type: 'revise', reason: 'Added', signed, proposed: [...signed, first] },
    { type: 'void', reason: '  The family chose another casket  ' },
    { type: 'void', reason: '   ' },
    { type: 'void', reason: 'x'.repeat(501) },
    { type: 'reissue' },
  ],
  // Bounded: whether the statement was revised and whether it is a reissue decide nothing, but the
  // walk meets both sides of each (a revised statement voided, a reissue signed and revised again).
  abstract: (snapshot) => [snapshot.context.revisions > 0, snapshot.context.issue > 1],
  rules: statementChangesRules,
  refused: refusedStatementEvents,
});
