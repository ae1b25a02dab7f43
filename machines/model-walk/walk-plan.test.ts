import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { defineModel } from './machine-model.ts';
import { planWalk } from './walk-plan.ts';

// A counter with no bound: its graph never ends when the model's abstract keeps the count.
const counter = setup({ types: { context: {} as { count: number }, events: {} as { type: 'inc' } } }).createMachine({
  context: { count: 0 },
  on: { inc: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
});

describe('planning a walk', () => {
  it('fails, naming the model, when the graph has no end, instead of hanging', () => {
    const model = defineModel({
      name: 'counter',
      machine: counter,
      events: () => [{ type: 'inc' }] as const,
      abstract: ({ context }) => context.count,
      rules: () => {},
      refused: () => [],
    });
    expect(() => planWalk(model)).toThrow(/^counter: the graph passed 100000 snapshots/);
  });
});
