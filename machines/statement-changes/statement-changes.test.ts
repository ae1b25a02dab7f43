import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { pricedLinesOf, type PricedLine, type StatementEvent } from '#contract/statement-changes.ts';
import { describeModelWalk } from '#machines/model-walk/describe-model-walk.ts';
import { judgeStatementEvent, statementSnapshot } from './statement-changes.machine.ts';
import { model } from './statement-changes.model.ts';

describeModelWalk(model);

const lines: PricedLine[] = [
  { name: 'Oak casket', variantName: 'Satin', quantity: 1, unitPriceCents: 250_000 },
  { name: 'Flowers', variantName: null, quantity: 2, unitPriceCents: null },
];
const events: StatementEvent[] = [
  { type: 'sign' },
  { type: 'revise', reason: '  Name corrected  ', signed: lines, proposed: lines },
  { type: 'revise', reason: '', signed: lines, proposed: lines },
  { type: 'revise', reason: 'x'.repeat(501), signed: lines, proposed: lines },
  { type: 'revise', reason: 'Cheaper', signed: lines, proposed: [{ ...lines[0]!, unitPriceCents: 1 }, lines[1]!] },
  { type: 'revise', reason: 'Fewer', signed: lines, proposed: [lines[0]!] },
  { type: 'void', reason: 'Cremation instead' },
  { type: 'void', reason: ' ' },
  { type: 'reissue' },
];

describe('statement changes machine, from a stored statement', () => {
  it('judges a stored statement’s event as the server does: the next state, or null when refused', () => {
    const signed = { status: 'signed', issue: 3, revisions: 2 } as const;
    expect(judgeStatementEvent({ status: 'unsigned', issue: 1, revisions: 0 }, events[0]!)).toEqual({
      status: 'signed',
      issue: 1,
      revisions: 0,
    });
    expect(judgeStatementEvent(signed, events[0]!)).toBeNull();
    expect(judgeStatementEvent(signed, events[1]!)).toEqual({ ...signed, revisions: 3 });
    for (const refused of [events[2]!, events[3]!, events[4]!, events[5]!, events[7]!, events[8]!])
      expect(judgeStatementEvent(signed, refused), refused.type).toBeNull();
    expect(judgeStatementEvent(signed, events[6]!)).toEqual({ ...signed, status: 'void' });
    expect(judgeStatementEvent({ ...signed, status: 'void' }, events[8]!)).toEqual({
      status: 'unsigned',
      issue: 4,
      revisions: 0,
    });
    expect(judgeStatementEvent({ ...signed, status: 'void' }, events[1]!)).toBeNull();
  });

  it('revises a signed statement without touching its lines, and refuses a price change', () => {
    const signed = statementSnapshot('signed', 1, 0);
    const [revised] = transition(signed.machine, signed, events[1]!);
    expect(revised.value).toBe('signed');
    expect(revised.context.revisions).toBe(1);
    expect(signed.can(events[4]!)).toBe(false);
  });

  it('voids once, reissues only a void statement as the next issue', () => {
    const signed = statementSnapshot('signed', 1, 2);
    expect(signed.can({ type: 'reissue' })).toBe(false);
    const [voided] = transition(signed.machine, signed, { type: 'void', reason: 'Cremation instead' });
    expect(voided.can({ type: 'void', reason: 'Again' })).toBe(false);
    const [reissued] = transition(voided.machine, voided, { type: 'reissue' });
    expect({ status: reissued.value, ...reissued.context }).toEqual({ status: 'unsigned', issue: 2, revisions: 0 });
  });
});

describe('pricedLinesOf', () => {
  it('lists the goods by category, then the cash advances, with what money depends on', () => {
    const line = { name: 'Urn', variantName: 'Brass', quantity: 1, unitPriceCents: 30_000, totalCents: 30_000 };
    const advance = {
      name: 'Permit',
      variantName: null,
      quantity: 1,
      unitPriceCents: null,
      totalCents: null,
      estimate: true,
    };
    expect(
      pricedLinesOf({
        groups: [{ category: { id: 1, name: 'Urns' }, lines: [line], subtotalCents: 30_000 }],
        cashAdvances: [advance],
      }),
    ).toEqual([
      { name: 'Urn', variantName: 'Brass', quantity: 1, unitPriceCents: 30_000 },
      { name: 'Permit', variantName: null, quantity: 1, unitPriceCents: null },
    ]);
  });
});
