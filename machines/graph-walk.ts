import {
  createActor,
  initialTransition,
  transition,
  type Actor,
  type ActorOptions,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { adjacencyMapToArray, TestModel, type TestPath } from 'xstate/graph';

/**
 * What a machine folder contributes in `<name>.model.ts` (exported as `model`): the machine's own
 * vitest model test and `npm run test:model` walk it the same way, through this module.
 * Methods, not function properties, so a model of one machine is assignable to a model of any machine.
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

/** An event the actor scheduled for itself and that has not fired yet. */
export interface Scheduled {
  id: string;
  event: EventObject;
  delay: number;
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

/** One path of the plan: its steps, each the event taken and the snapshot reached. */
export type WalkPath = TestPath<AnyMachineSnapshot, EventObject>;
type Path = WalkPath;

export interface WalkPlan {
  model: MachineModel;
  paths: Path[];
  /** Every (state value, event type, state value) the graph holds, by key. */
  transitions: Set<string>;
  /** Every transition the chart defines, guarded alternatives apart, with a label for reports. */
  chart: Map<AnyTransitionDefinition, string>;
  eventTypes: Set<string>;
}

export interface WalkRecord {
  transitions: Set<string>;
  chart: Set<AnyTransitionDefinition>;
  steps: number;
  /** Refused events sent and seen to change nothing. */
  refusals: number;
  /** Snapshots (value, context, pending events) whose refusals were already checked: paths share prefixes. */
  refusedIn: Set<string>;
}

export interface Tally {
  walked: number;
  total: number;
  missing: string[];
}

export interface WalkCoverage {
  name: string;
  /** Over the graph's (state value, event type, state value) transitions. */
  transitions: Tally;
  /** Over the chart's transition definitions: an event list that never offers an event cannot hide it. */
  chart: Tally;
  paths: number;
  steps: number;
  refusals: number;
  failures: Array<{ path: string; message: string }>;
}

/** "visible.running", or "{a.x, b.y}" for parallel regions. */
export const stateLabel = (value: StateValue): string => {
  const leaves = (v: StateValue): string[] =>
    typeof v === 'string'
      ? [v]
      : Object.entries(v).flatMap(([key, sub]) => (sub ? leaves(sub).map((leaf) => `${key}.${leaf}`) : [key]));
  const all = leaves(value);
  return all.length === 1 ? all[0]! : `{${all.join(', ')}}`;
};

export const transitionKey = (from: StateValue, eventType: string, to: StateValue) =>
  `${stateLabel(from)} --${eventType}--> ${stateLabel(to)}`;

const chartTransitions = (machine: AnyStateMachine) => {
  const chart = new Map<AnyTransitionDefinition, string>();
  const visit = (node: AnyStateNode) => {
    for (const [eventType, definitions] of node.transitions) {
      definitions.forEach((definition, index) => {
        const alternative = definitions.length > 1 ? ` [${index + 1}/${definitions.length}]` : '';
        chart.set(definition, `#${node.id} on ${eventType}${alternative}`);
      });
    }
    node.always?.forEach((definition, index) => chart.set(definition, `#${node.id} always [${index + 1}]`));
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return chart;
};

/** A snapshot as the graph sees it: state value plus the model's bounded summary of the context. */
const graphNode = (model: MachineModel, snapshot: SnapshotFrom<AnyStateMachine>) => [
  snapshot.value,
  model.abstract?.(snapshot),
];

export function planWalk(model: MachineModel): WalkPlan {
  const testModel = new TestModel(model.machine, {
    input: model.input,
    events: (snapshot) => model.events(snapshot),
    filterEvents: (snapshot, event) => snapshot.can(event),
    // Keyed by where it came from, how, and where it is: shortest paths to every key then end in
    // every transition, not only in every state.
    serializeState: (snapshot, event, previous) =>
      JSON.stringify([previous ? graphNode(model, previous) : null, event?.type ?? null, graphNode(model, snapshot)]),
  });

  const transitions = new Set<string>();
  const eventTypes = new Set<string>();
  for (const { state, event, nextState } of adjacencyMapToArray(testModel.getAdjacencyMap())) {
    transitions.add(transitionKey(state.value, event.type, nextState.value));
    eventTypes.add(event.type);
  }
  return {
    model,
    paths: testModel.getShortestPaths(),
    transitions,
    chart: chartTransitions(model.machine),
    eventTypes,
  };
}

/** The (state, event, state) keys a path walks, by the machine's own `transition()` of its events. */
export function pathTransitions(model: MachineModel, path: WalkPath): string[] {
  let snapshot = initialTransition(model.machine, model.input)[0];
  return path.steps.slice(1).map(({ event }) => {
    const next = transition(model.machine, snapshot, event)[0];
    const key = transitionKey(snapshot.value, event.type, next.value);
    snapshot = next;
    return key;
  });
}

/** The plan's transitions none of `paths` walks (empty when they walk them all; the plan has some). */
export function unwalkedTransitions(plan: WalkPlan, paths: readonly WalkPath[]): string[] {
  if (plan.transitions.size === 0) return ['(the plan has no transitions)'];
  const walked = new Set(paths.flatMap((path) => pathTransitions(plan.model, path)));
  return [...plan.transitions].filter((key) => !walked.has(key));
}

/**
 * Few paths that together walk every transition of the plan, for walks too slow to take every path
 * (a browser): greedily, the path that adds the most transitions not yet walked, the shorter on a tie.
 */
export function coveringPaths(plan: WalkPlan): WalkPath[] {
  const candidates = plan.paths.map((path) => ({ path, keys: new Set(pathTransitions(plan.model, path)) }));
  const walked = new Set<string>();
  const chosen: WalkPath[] = [];
  for (;;) {
    let best: (typeof candidates)[number] | undefined;
    let bestGain = 0;
    for (const candidate of candidates) {
      const gain = [...candidate.keys].filter((key) => !walked.has(key)).length;
      if (gain > bestGain || (gain === bestGain && gain > 0 && candidate.path.steps.length < best!.path.steps.length)) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best) return chosen;
    chosen.push(best.path);
    best.keys.forEach((key) => walked.add(key));
  }
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

const sameJson = (what: string, actual: unknown, expected: unknown) => {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== e) throw new Error(`${what} differs from the model\n  actual:   ${a}\n  expected: ${e}`);
};

/** The actor's own pending delayed events, sorted by id. */
export const scheduledBy = (actor: Actor<AnyStateMachine>): Scheduled[] =>
  Object.values(actor.system.getSnapshot()._scheduledEvents)
    .filter((scheduled) => scheduled.source === actor)
    .map(({ id, event, delay }) => ({ id, event, delay }))
    .sort((a, b) => a.id.localeCompare(b.id));

function fireScheduled(actor: Actor<AnyStateMachine>, id: string, event: { type: string }) {
  const pending = scheduledBy(actor);
  const scheduled = pending.find((s) => s.id === id);
  if (!scheduled) {
    throw new Error(
      `"${event.type}" was never scheduled as "${id}"; pending: ${pending.map((s) => s.id).join(', ') || 'none'}`,
    );
  }
  sameJson(`scheduled "${id}"`, scheduled.event, event);
  actor.system.scheduler.cancel(actor, id);
  actor.send(scheduled.event);
}

/** "visible.paused after toast.add → toast.pause → toast.add": the path's own events, not a stored context. */
export const describePath = (path: Path) =>
  `${stateLabel(path.state.value)} after ${
    path.steps
      .slice(1)
      .map((step) => step.event.type)
      .join(' → ') || 'start'
  }`;

/**
 * Drives one path on a real actor and checks it after every step against the pure transition of the
 * same events. The steps' stored snapshots only vouch for the graph key: xstate/graph keeps one
 * snapshot per key, and with context summarised several contexts share a key.
 */
export async function walkPath(plan: WalkPlan, path: Path, record: WalkRecord): Promise<void> {
  const { model } = plan;
  let expected = initialTransition(model.machine, model.input)[0];
  // While a refused event is being sent, everything the actor does is noted here (it must stay empty).
  let probe: string[] | null = null;
  let emitted: WalkStep['emitted'] = [];
  const actor = createActor(model.machine, {
    input: model.input,
    clock: stillClock,
    inspect: (inspection) => {
      if (inspection.type === '@xstate.microstep' && probe) {
        inspection._transitions.forEach((t) => probe?.push(`took ${t.eventType} from #${t.source.id}`));
      } else if (inspection.type === '@xstate.microstep') {
        inspection._transitions.forEach((t) => record.chart.add(t));
      }
      if (inspection.type === '@xstate.action' && probe) probe.push(`ran ${inspection.action.type}`);
    },
  });
  actor.on('*', (event) => {
    if (probe) probe.push(`emitted ${event.type}`);
    else emitted.push(event);
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
    else fireScheduled(actor, delayedId, event);
    record.transitions.add(transitionKey(before.value, event.type, actor.getSnapshot().value));
    record.steps += 1;
  };
  const refuse = (event: EventObject) => {
    const was = actor.getSnapshot();
    const scheduled = scheduledBy(actor);
    probe = [];
    try {
      actor.send(event);
    } finally {
      const seen = probe;
      probe = null;
      const now = actor.getSnapshot();
      const where = `${stateLabel(was.value)} must refuse ${JSON.stringify(event)}`;
      if (seen.length > 0) throw new Error(`${where}, but it ${seen.join(', ')}`);
      sameJson(`${where}: state`, now.value, was.value);
      sameJson(`${where}: context`, now.context, was.context);
      sameJson(`${where}: scheduled events`, scheduledBy(actor), scheduled);
    }
    record.refusals += 1;
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
          const scheduled = scheduledBy(actor);
          model.rules({ before, event: last, after: actual, scheduled, emitted });
          const key = JSON.stringify([actual.value, actual.context, scheduled]);
          if (!record.refusedIn.has(key)) {
            record.refusedIn.add(key);
            for (const event of model.refused(actual)) refuse(event);
          }
        },
      },
    });
  } finally {
    actor.stop();
  }
}

const tally = <T>(all: Iterable<T>, walked: (item: T) => boolean, label: (item: T) => string): Tally => {
  const items = [...all];
  const missing = items.filter((item) => !walked(item)).map(label);
  return { walked: items.length - missing.length, total: items.length, missing };
};

export const measure = (plan: WalkPlan, record: WalkRecord, failures: WalkCoverage['failures'] = []): WalkCoverage => ({
  name: plan.model.name,
  transitions: tally(
    plan.transitions,
    (key) => record.transitions.has(key),
    (key) => key,
  ),
  chart: tally(
    plan.chart,
    ([definition]) => record.chart.has(definition),
    ([, label]) => label,
  ),
  paths: plan.paths.length,
  steps: record.steps,
  refusals: record.refusals,
  failures,
});

/** Plans the walk, drives every path and measures what was walked: what the runner does per machine. */
export async function walkModel(model: MachineModel): Promise<WalkCoverage> {
  const plan = planWalk(model);
  const record = createRecord();
  const failures: WalkCoverage['failures'] = [];
  for (const path of plan.paths) {
    try {
      await walkPath(plan, path, record);
    } catch (error) {
      failures.push({ path: describePath(path), message: error instanceof Error ? error.message : String(error) });
    }
  }
  return measure(plan, record, failures);
}

export const isComplete = (coverage: WalkCoverage) =>
  coverage.failures.length === 0 && coverage.transitions.missing.length === 0 && coverage.chart.missing.length === 0;

// Rounded down: 99.6% must not print as 100%.
const percent = ({ walked, total }: Tally) => (total === 0 ? 100 : Math.floor((walked / total) * 100));

/** `toasts: 12/12 transitions walked (100%); chart 9/9; 31 paths, 0 failed; 640 refusals checked` */
export const formatCoverage = (c: WalkCoverage) =>
  `${c.name}: ${c.transitions.walked}/${c.transitions.total} transitions walked (${percent(c.transitions)}%); ` +
  `chart ${c.chart.walked}/${c.chart.total}; ${c.paths} paths, ${c.failures.length} failed; ` +
  `${c.refusals} refusals checked`;
