import type { AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition, EventObject, SnapshotFrom } from 'xstate';
import { adjacencyMapToArray, TestModel, type TestPath } from 'xstate/graph';
import { transitionKey } from './labels.ts';
import type { MachineModel } from './machine-model.ts';
import { chartTransitions } from './xstate-internals.ts';

/** One path of the plan: its steps, each the event taken and the snapshot reached. */
export type WalkPath = TestPath<AnyMachineSnapshot, EventObject>;

/** What a model's walk must take, planned from its graph (xstate/graph) and its chart. */
export interface WalkPlan {
  model: MachineModel;
  /** The shortest path to every graph key: to every transition, not only to every state. */
  paths: WalkPath[];
  /** Every (state value, event type, state value) the graph holds, by key. */
  transitions: Set<string>;
  /** Every transition the chart defines, guarded alternatives apart, with a label for reports. */
  chart: Map<AnyTransitionDefinition, string>;
  eventTypes: Set<string>;
}

/** A snapshot as the graph sees it: state value plus the model's bounded summary of the context. */
export const graphNode = (model: MachineModel, snapshot: SnapshotFrom<AnyStateMachine>) => [
  snapshot.value,
  model.abstract?.(snapshot),
];

/**
 * Snapshots the graph may visit before planning gives up (xstate/graph's `limit`). The largest model
 * visits about 6,500; without a bound, a machine that breaks a rule which kept it finite (next past
 * the last section, say) or an unbounded `abstract` would hang the walk instead of failing it.
 */
export const GRAPH_LIMIT = 100_000;

export function planWalk(model: MachineModel): WalkPlan {
  try {
    return plan(model);
  } catch (error) {
    if (!(error instanceof Error && error.message === 'Traversal limit exceeded')) throw error;
    throw new Error(
      `${model.name}: the graph passed ${GRAPH_LIMIT} snapshots: a bound of the machine broke, or \`abstract\` is unbounded`,
    );
  }
}

function plan(model: MachineModel): WalkPlan {
  const testModel = new TestModel(model.machine, {
    input: model.input,
    limit: GRAPH_LIMIT,
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
