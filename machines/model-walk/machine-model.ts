import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import type { Scheduled } from './xstate-internals.ts';

/*
 * What a machine folder contributes in `<name>.model.ts` (exported as `model`) and its
 * `<name>.model-rules.ts`: the machine's own vitest model test and `npm run test:model` walk it the
 * same way (walk-model.ts). Methods, not function properties, so a model of one machine is
 * assignable to a model of any machine.
 */

/**
 * Events only XState itself sends, which a walk must offer to take their transitions: an invoked
 * actor's result (`xstate.done.actor.<id>` with `output`, `xstate.error.actor.<id>` with `error`) or a
 * delayed transition (`xstate.after.<delay>.<state id>`).
 */
export type BuiltInEvent = { type: `xstate.${string}`; [key: string]: unknown };

export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  name: string;
  /** Effects provided as stubs (`machine.provide(...)`): a walk never leaves the process. */
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /** Events to try from a snapshot; those it cannot take (`snapshot.can`) are dropped. */
  events(snapshot: SnapshotFrom<TMachine>): ReadonlyArray<EventFromLogic<TMachine> | BuiltInEvent>;
  /**
   * A bounded summary of the context that decides what can happen next (counts, flags). It joins the
   * graph key so the walk meets every guard's both sides; keep it small or the graph grows without end.
   */
  abstract?(snapshot: SnapshotFrom<TMachine>): unknown;
  /**
   * For an event the machine schedules for itself (delayed `raise`/`sendTo`), the id it was scheduled
   * under. The walk then checks it is pending and fires that very event, so no test waits on a clock.
   * `after` transitions need nothing here: their id is their event type.
   */
  delayedId?(event: EventFromLogic<TMachine> | BuiltInEvent): string | undefined;
  /**
   * The spec's rules, written apart from the machine with the spec's literal values (5 toasts, 200 ms,
   * AT_NEED …), checked on the real actor after every step of every path. Throws to fail the path.
   * Value and context are compared with the machine's own `transition()` already: that proves only
   * that the actor is the chart, so these are what prove the chart is the spec.
   */
  rules(step: WalkStep<TMachine>): void;
  /**
   * The events the spec refuses in this snapshot. The walk sends each one in every state it visits
   * and checks that nothing happens: same state value and context, no transition taken, no action
   * run, nothing scheduled, cancelled or emitted.
   */
  refused(snapshot: SnapshotFrom<TMachine>): ReadonlyArray<EventFromLogic<TMachine>>;
}

/** What a rule sees after one step: where the actor was, what it was sent and where it is now. */
export interface WalkStep<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The actor's snapshot before the event; undefined at the start of the path. */
  before: SnapshotFrom<TMachine> | undefined;
  /** The event of this step; undefined at the start of the path. */
  event: EventFromLogic<TMachine> | BuiltInEvent | undefined;
  after: SnapshotFrom<TMachine>;
  /** The actor's own pending delayed events, by id (sorted), with the delay each was scheduled with. */
  scheduled: Scheduled[];
  /** Events the actor emitted (`emit`) during this step. */
  emitted: Array<{ type: string; [key: string]: unknown }>;
}

/** Throws `message` unless `condition` holds: how rules say what they expect. */
export function rule(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`spec rule broken: ${message}`);
}

export const defineModel = <TMachine extends AnyStateMachine>(model: MachineModel<TMachine>) => model;

/** Whether a `<name>.model.ts` module's `model` export is one (`npm run test:model` finds them on disk). */
export const isMachineModel = (value: unknown): value is MachineModel => {
  if (typeof value !== 'object' || value === null) return false;
  const { name, machine, events } = value as Partial<MachineModel>;
  const { rules, refused } = value as Partial<MachineModel>;
  return (
    typeof name === 'string' &&
    typeof events === 'function' &&
    typeof rules === 'function' &&
    typeof refused === 'function' &&
    typeof machine?.getStateNodeById === 'function'
  );
};
