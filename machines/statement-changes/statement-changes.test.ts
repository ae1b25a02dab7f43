import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import {
  pricedLinesOf,
  statementStatuses,
  statementStep,
  type PricedLine,
  type StatementEvent,
} from '#contract/statement-changes.ts';
import { describeModelWalk } from '#machines/model-walk/describe-model-walk.ts';
import { statementSnapshot } from './statement-changes.machine.ts';
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
  it('takes exactly the events statementStep takes, to the same state, from every status', () => {
    for (const status of statementStatuses) {
      for (const [issue, revisions] of [
        [1, 0],
        [3, 2],
      ] as const) {
        const snapshot = statementSnapshot(status, issue, status === 'unsigned' ? 0 : revisions);
        const state = { status, issue, revisions: snapshot.context.revisions };
        for (const event of events) {
          const step = statementStep(state, event);
          const label = `${status} #${issue} --${event.type}-->`;
          expect(snapshot.can(event), label).toBe(step !== null);
          if (!step) continue;
          const [next] = transition(snapshot.machine, snapshot, event);
          expect({ status: next.value, ...next.context }, label).toEqual(step);
        }
      }
    }
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
