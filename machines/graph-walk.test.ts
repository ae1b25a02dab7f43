import { describe, expect, it } from 'vitest';
import { assign, enqueueActions, setup } from 'xstate';
import {
  coveringPaths,
  defineModel,
  formatCoverage,
  isComplete,
  isMachineModel,
  pathTransitions,
  planWalk,
  rule,
  stateLabel,
  unwalkedTransitions,
  walkModel,
} from './graph-walk.ts';

// A toy with a guard, a delayed raise and an `after`: small enough to know its 5 transitions by heart.
const lamp = setup({
  types: { context: {} as { presses: number }, events: {} as { type: 'press' } | { type: 'tick' } | { type: 'break' } },
  guards: { worn: ({ context }) => context.presses >= 2 },
}).createMachine({
  id: 'lamp',
  context: { presses: 0 },
  initial: 'off',
  states: {
    off: {
      on: {
        press: [
          { guard: 'worn', target: 'broken' },
          {
            target: 'on',
            actions: [
              assign({ presses: ({ context }) => context.presses + 1 }),
              enqueueActions(({ enqueue }) => enqueue.raise({ type: 'tick' }, { id: 'tick', delay: 1000 })),
            ],
          },
        ],
      },
    },
    on: { on: { tick: 'off', break: 'broken' }, after: { 5000: 'broken' } },
    broken: {},
  },
});

const allEvents = [
  { type: 'press' },
  { type: 'tick' },
  { type: 'break' },
  { type: 'xstate.after.5000.lamp.on' },
] as const;

const base = {
  name: 'lamp',
  machine: lamp,
  rules: () => {},
  // A broken lamp takes nothing.
  refused: (snapshot: { value: unknown }) => (snapshot.value === 'broken' ? [{ type: 'press' } as const] : []),
  abstract: ({ context }: { context: { presses: number } }) => Math.min(context.presses, 2),
  delayedId: (event: { type: string }) => (event.type === 'tick' ? 'tick' : undefined),
};

describe('graph walk', () => {
  it('walks every transition when the model offers every event', async () => {
    const coverage = await walkModel(defineModel({ ...base, events: () => allEvents }));
    expect(coverage.failures).toEqual([]);
    expect(isComplete(coverage)).toBe(true);
    expect(formatCoverage(coverage)).toMatch(
      /^lamp: 5\/5 transitions walked \(100%\); chart 5\/5; \d+ paths, 0 failed; [1-9]\d* refusals checked$/,
    );
  });

  it('picks fewer paths that still walk every transition of the plan', () => {
    const plan = planWalk(defineModel({ ...base, events: () => allEvents }));
    const cover = coveringPaths(plan);
    expect(unwalkedTransitions(plan, cover)).toEqual([]);
    expect(cover.length).toBeLessThan(plan.paths.length);
    // No path is taken that adds nothing: without any one of them a transition goes unwalked.
    for (const left of cover) {
      const rest = cover.filter((path) => path !== left);
      expect(unwalkedTransitions(plan, rest), 'a path that adds nothing').not.toEqual([]);
      const keys = new Set(rest.flatMap((path) => pathTransitions(plan.model, path)));
      expect(unwalkedTransitions(plan, rest)).toEqual([...plan.transitions].filter((key) => !keys.has(key)));
    }
  });

  it('counts a chart transition the events never reach as not walked', async () => {
    const coverage = await walkModel(defineModel({ ...base, events: () => allEvents.slice(0, 3) }));
    expect(isComplete(coverage)).toBe(false);
    expect(coverage.chart.missing).toEqual(['#lamp.on on xstate.after.5000.lamp.on']);
  });

  it('fails a path when the machine did not schedule the delayed event it is driven by', async () => {
    const coverage = await walkModel(defineModel({ ...base, delayedId: () => 'tock', events: () => allEvents }));
    expect(coverage.failures.length).toBeGreaterThan(0);
    expect(coverage.failures[0]?.message).toContain('never scheduled as "tock"');
  });

  it('fails a path when a check on the real actor fails', async () => {
    const coverage = await walkModel(
      defineModel({
        ...base,
        events: () => allEvents,
        rules: ({ after }) => rule(!after.matches('broken'), 'lamps never break'),
      }),
    );
    expect(isComplete(coverage)).toBe(false);
    expect(coverage.failures.map((f) => f.message).join()).toContain('lamps never break');
  });

  it('gives a rule the step: the snapshots around it, its event and the delays pending', async () => {
    const seen: string[] = [];
    await walkModel(
      defineModel({
        ...base,
        events: () => allEvents,
        rules: ({ before, event, after, scheduled }) => {
          if (event?.type === 'press' && after.matches('on'))
            seen.push(
              `${String(before?.value)}→${String(after.value)} ${scheduled.map((s) => `${s.id}@${s.delay}`).join(' ')}`,
            );
        },
      }),
    );
    expect(seen).toContain('off→on tick@1000 xstate.after.5000.lamp.on@5000');
  });

  it('fails a path when a state takes an event the model says it refuses', async () => {
    const coverage = await walkModel(
      defineModel({ ...base, events: () => allEvents, refused: () => [{ type: 'break' } as const] }),
    );
    expect(isComplete(coverage)).toBe(false);
    expect(coverage.failures.map((f) => f.message).join()).toMatch(
      /lamp\.on|on must refuse \{"type":"break"\}, but it took break/,
    );
  });

  it('labels nested and parallel state values', () => {
    expect(stateLabel('idle')).toBe('idle');
    expect(stateLabel({ visible: 'running' })).toBe('visible.running');
    expect(stateLabel({ a: 'x', b: { c: 'y' } })).toBe('{a.x, b.c.y}');
  });

  it('recognises a model module export', () => {
    expect(isMachineModel({ ...base, events: () => [] })).toBe(true);
    expect(isMachineModel({ name: 'x' })).toBe(false);
  });
});
