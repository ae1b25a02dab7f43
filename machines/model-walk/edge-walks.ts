import { initialTransition, transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { transitionKey } from './labels.ts';
import type { MachineModel } from './machine-model.ts';
import { graphNode, type WalkPath, type WalkPlan } from './walk-plan.ts';

/*
 * Long walks for the browser (tests/models/, decision 0060): the plan's shortest paths take every
 * edge of the graph (every state with its context summary, event and next state) but start over
 * from the first page for each one, repeating the same first steps hundreds of times. These walks
 * take the same edges in a few long paths: from where the walk stands, the nearest edge not yet
 * walked, until none is left (a path ends at `maxSteps` and the next starts over).
 * `transitionWalks` does the same for the coarser (state, event, state) transitions, for a model
 * whose graph has too many edges to walk each in a browser (the arrangement's: 966 edges, 34
 * transitions).
 */

const nodeKey = (model: MachineModel, snapshot: AnyMachineSnapshot) => JSON.stringify(graphNode(model, snapshot));

/** The key of one step a walk must take: which steps count as the same. */
type StepKey = (model: MachineModel, from: AnyMachineSnapshot, event: EventObject, to: AnyMachineSnapshot) => string;

/** "(state and summary) --event--> (state and summary)": one edge of the model's graph. */
const edgeKey: StepKey = (model, from, event, to) => `${nodeKey(model, from)} --${event.type}--> ${nodeKey(model, to)}`;

/** "state --event--> state": one transition, whatever the context (labels.ts's `transitionKey`). */
const transitionStepKey: StepKey = (_model, from, event, to) => transitionKey(from.value, event.type, to.value);

const start = (model: MachineModel) => initialTransition(model.machine, model.input)[0] as AnyMachineSnapshot;
const step = (model: MachineModel, snapshot: AnyMachineSnapshot, event: EventObject) =>
  transition(model.machine, snapshot, event)[0] as AnyMachineSnapshot;

/** A path of events from the start, as the walks are made and the browser takes them. */
export type Walk = Pick<WalkPath, 'state' | 'steps'>;

/** The keys of the steps a path takes, by the machine's own `transition()` of its events. */
function pathKeys(model: MachineModel, path: Walk, keyOf: StepKey): string[] {
  let snapshot = start(model);
  return path.steps.slice(1).map(({ event }) => {
    const next = step(model, snapshot, event);
    const key = keyOf(model, snapshot, event, next);
    snapshot = next;
    return key;
  });
}

/** The graph edges a path walks, by the machine's own `transition()` of its events. */
export const pathEdges = (model: MachineModel, path: Walk): string[] => pathKeys(model, path, edgeKey);

/** The plan's graph edges none of `walks` takes (empty when they take them all). */
export function unwalkedEdges(plan: Pick<WalkPlan, 'model' | 'paths'>, walks: readonly Walk[]): string[] {
  const all = new Set(plan.paths.flatMap((path) => pathEdges(plan.model, path)));
  if (all.size === 0) return ['(the plan has no edges)'];
  walks.forEach((walk) => pathEdges(plan.model, walk).forEach((key) => all.delete(key)));
  return [...all];
}

/** Whether the walker can take `event` from `snapshot` (a browser has no gesture for some). */
export type CanTake = (snapshot: AnyMachineSnapshot, event: EventObject) => boolean;

/** Whether nothing can be taken from `snapshot`: a walk that steps there ends (a locked proof, a final state). */
const isDeadEnd = (model: MachineModel, snapshot: AnyMachineSnapshot, canTake: CanTake) =>
  !(model.events(snapshot) as EventObject[]).some((event) => snapshot.can(event) && canTake(snapshot, event));

/**
 * The fewest events from `from` that end by taking a step in `todo`, or undefined when none is
 * reachable. A step into a dead end comes last: while a step that leaves the walk somewhere to go
 * on is left, the walk takes that one first, so a dead end ends a walk only when it must.
 */
function routeToUnwalked(
  model: MachineModel,
  from: AnyMachineSnapshot,
  todo: ReadonlySet<string>,
  keyOf: StepKey,
  canTake: CanTake,
) {
  const seen = new Set([nodeKey(model, from)]);
  let frontier: Array<{ snapshot: AnyMachineSnapshot; events: EventObject[] }> = [{ snapshot: from, events: [] }];
  let intoDeadEnd: EventObject[] | undefined;
  while (frontier.length > 0) {
    const next: typeof frontier = [];
    for (const { snapshot, events } of frontier) {
      for (const event of model.events(snapshot) as EventObject[]) {
        if (!snapshot.can(event) || !canTake(snapshot, event)) continue;
        const reached = step(model, snapshot, event);
        if (todo.has(keyOf(model, snapshot, event, reached))) {
          if (!isDeadEnd(model, reached, canTake)) return [...events, event];
          intoDeadEnd ??= [...events, event];
        }
        const key = nodeKey(model, reached);
        if (seen.has(key)) continue;
        seen.add(key);
        next.push({ snapshot: reached, events: [...events, event] });
      }
    }
    frontier = next;
  }
  return intoDeadEnd;
}

export interface EdgeWalkOptions {
  /** A path ends before it passes this many steps, unless one route to an edge is longer. */
  maxSteps?: number;
  /** Events the walker cannot take are never part of a route (the plan's paths must avoid them too). */
  canTake?: CanTake;
}

/** Few long paths that together take every step (by `keyOf`) of the plan's paths. */
function longWalks(
  plan: Pick<WalkPlan, 'model' | 'paths'>,
  keyOf: StepKey,
  { maxSteps = 40, canTake = () => true }: EdgeWalkOptions,
): Walk[] {
  const { model } = plan;
  const todo = new Set(plan.paths.flatMap((path) => pathKeys(model, path, keyOf)));
  const walks: Walk[] = [];
  while (todo.size > 0) {
    let snapshot = start(model);
    const steps: WalkPath['steps'] = [{ state: snapshot, event: { type: 'xstate.init' } }];
    for (;;) {
      const route = routeToUnwalked(model, snapshot, todo, keyOf, canTake);
      if (!route || (steps.length > 1 && steps.length - 1 + route.length > maxSteps)) break;
      for (const event of route) {
        const reached = step(model, snapshot, event);
        todo.delete(keyOf(model, snapshot, event, reached));
        steps.push({ state: reached, event });
        snapshot = reached;
      }
    }
    if (steps.length > 1) {
      walks.push({ state: snapshot, steps });
      continue;
    }
    // The search merges snapshots with the same summary, so a step that only one concrete context
    // reaches can be out of its sight: the plan's own shortest path to it is taken instead.
    const fallback = plan.paths.find((path) => pathKeys(model, path, keyOf).some((key) => todo.has(key)))!;
    pathKeys(model, fallback, keyOf).forEach((key) => todo.delete(key));
    walks.push(fallback);
  }
  return walks;
}

/** Few long paths that together take every edge of the plan's paths. */
export const edgeWalks = (plan: Pick<WalkPlan, 'model' | 'paths'>, options: EdgeWalkOptions = {}): Walk[] =>
  longWalks(plan, edgeKey, options);

/**
 * Few long paths that together take every (state, event, state) transition of the plan's paths
 * (covering-paths.ts's `unwalkedTransitions` checks them), not every edge of its graph.
 */
export const transitionWalks = (plan: Pick<WalkPlan, 'model' | 'paths'>, options: EdgeWalkOptions = {}): Walk[] =>
  longWalks(plan, transitionStepKey, options);
