import { assign, initialTransition, setup, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { unwalkedTransitions } from './covering-paths.ts';
import { edgeWalks, pathEdges, transitionWalks, unwalkedEdges } from './edge-walks.ts';
import { allEvents, lampModel } from './lamp.test-helper.ts';
import { defineModel } from './machine-model.ts';
import { planWalk, type WalkPath } from './walk-plan.ts';

/** A door that can be opened, closed, locked and unlocked for ever: its edges chain into one walk. */
const door = setup({
  types: { events: {} as { type: 'open' } | { type: 'close' } | { type: 'lock' } | { type: 'unlock' } },
}).createMachine({
  initial: 'closed',
  states: {
    closed: { on: { open: 'opened', lock: 'locked' } },
    opened: { on: { close: 'closed' } },
    locked: { on: { unlock: 'closed' } },
  },
});
const doorModel = defineModel({
  name: 'door',
  machine: door,
  rules: () => {},
  refused: () => [],
  events: () => [{ type: 'open' }, { type: 'close' }, { type: 'lock' }, { type: 'unlock' }],
});

/**
 * A counter whose summary hides the count: `finish` needs exactly one `b`, which the walk's first
 * path passes by (`a` then `b` makes two), and from a fresh start every step looks already seen.
 */
const counter = setup({
  types: {
    context: {} as { count: number; last: string },
    events: {} as { type: 'a' } | { type: 'b' } | { type: 'finish' },
  },
  guards: { justOneB: ({ context }) => context.count === 1 && context.last === 'b' },
}).createMachine({
  context: { count: 0, last: '' },
  initial: 'counting',
  states: {
    counting: {
      on: {
        a: { actions: assign({ count: ({ context }) => context.count + 1, last: 'a' }) },
        b: { actions: assign({ count: ({ context }) => context.count + 1, last: 'b' }) },
        finish: { guard: 'justOneB', target: 'done' },
      },
    },
    done: {},
  },
});
const counterModel = defineModel({
  name: 'counter',
  machine: counter,
  rules: () => {},
  refused: () => [],
  events: () => [{ type: 'a' }, { type: 'b' }, { type: 'finish' }],
  abstract: () => 'any count',
});

/** Three rooms: `jump` is a short cut from `a` to `c` (events are tried in the order listed). */
const shortcut = setup({
  types: { events: {} as { type: 'jump' } | { type: 'back' } | { type: 'next' } | { type: 'go' } },
}).createMachine({
  initial: 'a',
  states: { a: { on: { jump: 'c', go: 'b' } }, b: { on: { back: 'a', next: 'c' } }, c: { on: { back: 'a' } } },
});
const shortcutModel = defineModel({
  name: 'shortcut',
  machine: shortcut,
  rules: () => {},
  refused: () => [],
  events: () => [{ type: 'jump' }, { type: 'back' }, { type: 'next' }, { type: 'go' }],
});

/** A room left for good by `stop`; listed first, it is also the nearest step from `a`. */
const room = setup({
  types: { events: {} as { type: 'stop' } | { type: 'go' } | { type: 'back' } },
}).createMachine({
  initial: 'a',
  states: { a: { on: { stop: 'end', go: 'b' } }, b: { on: { back: 'a' } }, end: { type: 'final' } },
});
const roomModel = defineModel({
  name: 'room',
  machine: room,
  rules: () => {},
  refused: () => [],
  events: () => [{ type: 'stop' }, { type: 'go' }, { type: 'back' }],
});

/** A path of the given events from the machine's start, as the plan's paths are. */
function pathOf(model: typeof shortcutModel, types: Array<'jump' | 'back' | 'next' | 'go'>): WalkPath {
  let state = initialTransition(model.machine)[0];
  const steps: WalkPath['steps'] = [{ state, event: { type: 'xstate.init' } }];
  for (const type of types) {
    state = transition(model.machine, state, { type })[0];
    steps.push({ state, event: { type } });
  }
  return { state, steps, weight: types.length, description: types.join(' '), test: () => {} } as unknown as WalkPath;
}

describe('edge walks', () => {
  it('chain the edges of a graph that comes back on itself into fewer, longer paths', () => {
    const plan = planWalk(doorModel);
    const walks = edgeWalks(plan);
    expect(unwalkedEdges(plan, walks)).toEqual([]);
    expect(walks).toHaveLength(1);
    expect(plan.paths.length).toBeGreaterThan(1);
    expect(walks[0]!.steps.slice(1).map((step) => step.event.type)).toEqual(['open', 'close', 'lock', 'unlock']);
  });

  it('start a new path from the beginning when one would pass maxSteps', () => {
    const plan = planWalk(doorModel);
    const walks = edgeWalks(plan, { maxSteps: 2 });
    expect(unwalkedEdges(plan, walks)).toEqual([]);
    expect(walks.map((walk) => walk.steps.length - 1)).toEqual([2, 2]);
  });

  it('never route through an event the walker cannot take', () => {
    // After go → back, the walk stands in `a` with c → a left: `jump` would be the short way to `c`.
    const paths = [pathOf(shortcutModel, ['go', 'next', 'back']), pathOf(shortcutModel, ['go', 'back'])];
    const plan = { model: shortcutModel, paths };
    const walks = edgeWalks(plan, { canTake: (_snapshot, event) => event.type !== 'jump' });
    expect(unwalkedEdges(plan, walks)).toEqual([]);
    expect(walks.map((walk) => walk.steps.slice(1).map((step) => step.event.type))).toEqual([
      ['go', 'back', 'go', 'next', 'back'],
    ]);
  });

  it('take every edge of a graph that ends, starting over as often as it must', () => {
    const plan = planWalk(defineModel({ ...lampModel, events: () => allEvents }));
    const walks = edgeWalks(plan);
    expect(unwalkedEdges(plan, walks)).toEqual([]);
    // Every lamp path ends broken, so each edge into `broken` needs a path of its own.
    expect(walks).toHaveLength(5);
  });

  it('take the plan’s own path to an edge the search cannot see', () => {
    const plan = planWalk(counterModel);
    const walks = edgeWalks(plan);
    expect(unwalkedEdges(plan, walks)).toEqual([]);
    expect(walks.map((walk) => walk.steps.slice(1).map((step) => step.event.type))).toEqual([
      ['a', 'b'],
      ['b', 'finish'],
    ]);
    expect(pathEdges(plan.model, walks[1]!)).toContain('["counting","any count"] --finish--> ["done","any count"]');
  });

  it('leave a dead end for last, so it ends a walk only when it must', () => {
    const plan = planWalk(roomModel);
    const walks = edgeWalks(plan);
    expect(unwalkedEdges(plan, walks)).toEqual([]);
    expect(walks.map((walk) => walk.steps.slice(1).map((step) => step.event.type))).toEqual([['go', 'back', 'stop']]);
  });

  it('take every (state, event, state) transition, in fewer walks than every edge takes', () => {
    const plan = planWalk(defineModel({ ...lampModel, events: () => allEvents }));
    const walks = transitionWalks(plan);
    expect(unwalkedTransitions(plan, walks)).toEqual([]);
    expect(unwalkedEdges(plan, walks)).not.toEqual([]);
    // Three transitions end in `broken`, each a walk's last step; the presses counted on the way don't matter.
    expect(walks).toHaveLength(3);
    expect(walks.every((walk) => walk.state.value === 'broken')).toBe(true);
  });

  it('report what a set of paths leaves unwalked', () => {
    const plan = planWalk(doorModel);
    expect(unwalkedEdges(plan, [])).toHaveLength(4);
    expect(unwalkedEdges(planWalk({ ...doorModel, events: () => [] }), [])).toEqual(['(the plan has no edges)']);
  });
});
