import { describe, expect, it } from 'vitest';
import { assign, createActor, emit, setup } from 'xstate';
import { createRefusalCheck } from './refusal-check.ts';

// `poke` is taken without leaving `idle`: counted, emitted. `ignored` is taken nowhere.
const toy = setup({
  types: {
    context: {} as { pokes: number },
    events: {} as { type: 'poke' } | { type: 'ignored' },
    emitted: {} as { type: 'poked' },
  },
}).createMachine({
  id: 'toy',
  context: { pokes: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { poke: { actions: [assign({ pokes: ({ context }) => context.pokes + 1 }), emit({ type: 'poked' })] } },
    },
  },
});

const wired = () => {
  const check = createRefusalCheck();
  const outside: string[] = [];
  const actor = createActor(toy, {
    inspect: (inspection) => {
      if (!check.noteInspection(inspection) && inspection.type === '@xstate.microstep') outside.push('microstep');
    },
  });
  actor.on('*', (event) => {
    if (!check.noteEmitted(event)) outside.push(event.type);
  });
  return { check, actor: actor.start(), outside };
};

describe('refusal check', () => {
  it('passes an event the actor does nothing with, leaving the rest of the walk its own inspection', () => {
    const { check, actor, outside } = wired();
    expect(() => check.refuse(actor, { type: 'ignored' })).not.toThrow();
    actor.send({ type: 'poke' });
    expect(outside).toEqual(['microstep', 'poked']);
  });

  it('fails an event the actor takes, naming the actions it ran, the transition and what it emitted', () => {
    const { check, actor, outside } = wired();
    expect(() => check.refuse(actor, { type: 'poke' })).toThrow(
      'idle must refuse {"type":"poke"}, but it ran xstate.emit, took poke from #toy.idle, emitted poked',
    );
    expect(outside).toEqual([]);
  });
});
