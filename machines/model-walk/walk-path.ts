import {
  createActor,
  initialTransition,
  transition,
  type Actor,
  type ActorOptions,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import { transitionKey } from './labels.ts';
import type { WalkStep } from './machine-model.ts';
import { createRefusalCheck } from './refusal-check.ts';
import { sameJson } from './same-json.ts';
import { graphNode, type WalkPath, type WalkPlan } from './walk-plan.ts';
import { cancelDelayedEvent, microstepTransitions, pendingDelayedEvents } from './xstate-internals.ts';

/** What the walks of one plan took, summed over its paths (walk-coverage.ts measures it). */
export interface WalkRecord {
  transitions: Set<string>;
  chart: Set<AnyTransitionDefinition>;
  steps: number;
  /** Refused events sent and seen to change nothing. */
  refusals: number;
  /** Snapshots (value, context, pending events) whose refusals were already checked: paths share prefixes. */
  refusedIn: Set<string>;
}

export const createRecord = (): WalkRecord => ({
  transitions: new Set(),
  chart: new Set(),
  steps: 0,
  refusals: 0,
  refusedIn: new Set(),
});

// Nothing fires on its own: delayed events wait until the walk fires them (see `delayedId`).
const stillClock: NonNullable<ActorOptions<AnyStateMachine>['clock']> = {
  setTimeout: () => undefined,
  clearTimeout: () => undefined,
};

/** Fires the actor's pending delayed event `id` now, after checking it is the very event the path takes. */
function fireDelayed(actor: Actor<AnyStateMachine>, id: string, event: EventObject) {
  const pending = pendingDelayedEvents(actor);
  const scheduled = pending.find((s) => s.id === id);
  if (!scheduled) {
    throw new Error(
      `"${event.type}" was never scheduled as "${id}"; pending: ${pending.map((s) => s.id).join(', ') || 'none'}`,
    );
  }
  sameJson(`scheduled "${id}"`, scheduled.event, event);
  cancelDelayedEvent(actor, id);
  actor.send(scheduled.event);
}

/**
 * Drives one path on a real actor and checks it after every step against the pure transition of the
 * same events, then the model's rules and refusals. The steps' stored snapshots only vouch for the
 * graph key: xstate/graph keeps one snapshot per key, and with context summarised several contexts
 * share a key.
 */
export async function walkPath(plan: WalkPlan, path: WalkPath, record: WalkRecord): Promise<void> {
  const { model } = plan;
  let expected = initialTransition(model.machine, model.input)[0];
  const refusals = createRefusalCheck();
  let emitted: WalkStep['emitted'] = [];
  const actor = createActor(model.machine, {
    input: model.input,
    clock: stillClock,
    inspect: (inspection) => {
      if (!refusals.noteInspection(inspection)) microstepTransitions(inspection).forEach((t) => record.chart.add(t));
    },
  });
  actor.on('*', (event) => {
    if (!refusals.noteEmitted(event)) emitted.push(event);
  });
  let before: SnapshotFrom<AnyStateMachine> | undefined;
  let last: EventObject | undefined;
  const drive = (event: EventObject) => {
    expected = transition(model.machine, expected, event)[0];
    before = actor.getSnapshot();
    last = event;
    emitted = [];
    const delayedId = model.delayedId?.(event) ?? (event.type.startsWith('xstate.after.') ? event.type : undefined);
    if (delayedId === undefined) actor.send(event);
    else fireDelayed(actor, delayedId, event);
    record.transitions.add(transitionKey(before.value, event.type, actor.getSnapshot().value));
    record.steps += 1;
  };
  const events = Object.fromEntries(
    [...plan.eventTypes].map((type) => [type, ({ event }: { event: EventObject }) => drive(event)]),
  );

  actor.start();
  try {
    await path.test({
      events,
      states: {
        '*': (step) => {
          sameJson('path (graph node)', graphNode(model, expected), graphNode(model, step));
          const actual = actor.getSnapshot();
          if (actual.status === 'error') throw actual.error;
          sameJson('state', actual.value, expected.value);
          sameJson('context', actual.context, expected.context);
          const scheduled = pendingDelayedEvents(actor);
          model.rules({ before, event: last, after: actual, scheduled, emitted });
          const key = JSON.stringify([actual.value, actual.context, scheduled]);
          if (!record.refusedIn.has(key)) {
            record.refusedIn.add(key);
            for (const event of model.refused(actual)) {
              refusals.refuse(actor, event);
              record.refusals += 1;
            }
          }
        },
      },
    });
  } finally {
    actor.stop();
  }
}
