import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor, raise, setup, SimulatedClock, type AnyTransitionDefinition, type InspectionEvent } from 'xstate';
import {
  cancelDelayedEvent,
  chartTransitions,
  microstepTransitions,
  pendingDelayedEvents,
} from './xstate-internals.ts';

/*
 * One test per internal xstate read (xstate-internals.ts), each on a tiny machine, so an xstate
 * upgrade that moves one fails here, by the name of what moved, before a model walk fails in a
 * puzzling way. On a failure: find where the new xstate keeps it, change only xstate-internals.ts,
 * and pin the new version.
 */

// A guard's two sides, a delayed raise, an `after` and an eventless transition.
const toy = setup({
  types: { events: {} as { type: 'press' } | { type: 'tick' } },
}).createMachine({
  id: 'toy',
  initial: 'off',
  states: {
    off: {
      on: {
        press: [
          { guard: () => false, target: 'done' },
          {
            target: 'on',
            actions: raise({ type: 'tick' }, { id: 'tick', delay: 1000 }),
          },
        ],
      },
    },
    on: { on: { tick: 'ticked' }, after: { 5000: 'done' } },
    ticked: { always: 'done' },
    done: {},
  },
});

/** A toy actor just pressed, on a clock the test moves; `inspect` only where a test reads microsteps. */
const pressed = (inspect?: (inspection: InspectionEvent) => void) => {
  const clock = new SimulatedClock();
  const actor = createActor(toy, { clock, inspect }).start();
  actor.send({ type: 'press' });
  return { actor, clock };
};

describe('the xstate internals the model walk reads', () => {
  it('xstate is pinned exactly, at the installed version these reads were checked on', () => {
    const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as never;
    const { dependencies } = read('../../package.json') as { dependencies: Record<string, string> };
    const { version } = read('../../node_modules/xstate/package.json') as { version: string };
    expect(dependencies.xstate, 'package.json must pin xstate to one version (no ^ or ~)').toBe(version);
  });

  it('system.getSnapshot()._scheduledEvents: the delayed events an actor has pending', () => {
    const { actor } = pressed();
    expect(
      pendingDelayedEvents(actor),
      'system.getSnapshot()._scheduledEvents no longer lists a delayed send and an `after` by id',
    ).toEqual([
      { id: 'tick', event: { type: 'tick' }, delay: 1000 },
      { id: 'xstate.after.5000.toy.on', event: { type: 'xstate.after.5000.toy.on' }, delay: 5000 },
    ]);
  });

  it('system.scheduler.cancel: a cancelled delayed event is no longer pending and never fires', () => {
    const uncancelled = pressed();
    uncancelled.clock.increment(1000);
    expect(uncancelled.actor.getSnapshot().value, 'the tick fires when left alone').toBe('done');

    const { actor, clock } = pressed();
    cancelDelayedEvent(actor, 'tick');
    expect(pendingDelayedEvents(actor).map((s) => s.id)).toEqual(['xstate.after.5000.toy.on']);
    clock.increment(1000);
    expect(actor.getSnapshot().value, 'system.scheduler.cancel did not stop the delayed tick').toBe('on');
  });

  it('_transitions of @xstate.microstep: the definitions taken, the very objects StateNode.transitions holds', () => {
    const taken: AnyTransitionDefinition[] = [];
    const { actor } = pressed((inspection) => taken.push(...microstepTransitions(inspection)));
    actor.send({ type: 'tick' });
    const on = toy.root.states.on!;
    const off = toy.root.states.off!;
    expect(taken, '_transitions of @xstate.microstep no longer names the definitions taken').toEqual([
      off.transitions.get('press')![1],
      on.transitions.get('tick')![0],
      toy.root.states.ticked!.always![0],
    ]);
    expect(taken[0], 'the microstep reports a copy, not the chart’s own definition').toBe(
      off.transitions.get('press')![1],
    );
    expect(microstepTransitions({ type: '@xstate.actor', rootId: 'x', actorRef: actor })).toEqual([]);
  });

  it('StateNode.transitions and .always: every transition definition of the chart, labelled', () => {
    expect([...chartTransitions(toy).values()], 'StateNode.transitions/.always no longer hold the chart').toEqual([
      '#toy.off on press [1/2]',
      '#toy.off on press [2/2]',
      '#toy.on on tick',
      '#toy.on on xstate.after.5000.toy.on',
      '#toy.ticked always [1]',
    ]);
  });
});
