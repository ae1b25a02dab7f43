import { assign, enqueueActions, setup } from 'xstate';

/*
 * The model walk's toy, shared by its tests: a guard, a delayed raise and an `after`, small enough
 * to know its 5 transitions by heart.
 */
export const lamp = setup({
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

export const allEvents = [
  { type: 'press' },
  { type: 'tick' },
  { type: 'break' },
  { type: 'xstate.after.5000.lamp.on' },
] as const;

/** A lamp model but for its `events`, which each test chooses. */
export const lampModel = {
  name: 'lamp',
  machine: lamp,
  rules: () => {},
  // A broken lamp takes nothing.
  refused: (snapshot: { value: unknown }) => (snapshot.value === 'broken' ? [{ type: 'press' } as const] : []),
  abstract: ({ context }: { context: { presses: number } }) => Math.min(context.presses, 2),
  delayedId: (event: { type: string }) => (event.type === 'tick' ? 'tick' : undefined),
};
