import { initialTransition, transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { MachineModel } from './machine-model.ts';
import { graphNode, type WalkPath, type WalkPlan } from './walk-plan.ts';

/*
 * Long walks for the browser (tests/models/, decision 0060): the plan's shortest paths take every
 * edge of the graph (every state with its context summary, event and next state) but start over
 * from the first page for each one, repeating the same first steps hundreds of times. These walks
 * take the same edges in a few long paths: from where the walk stands, the nearest edge not yet
 * walked, until none is left (a path ends at `maxSteps` and the next starts over).
 */

const nodeKey = (model: MachineModel, snapshot: AnyMachineSnapshot) => JSON.stringify(graphNode(model, snapshot));

/** "(state and summary) --event--> (state and summary)": one edge of the model's graph. */
const edgeKey = (model: MachineModel, from: AnyMachineSnapshot, event: EventObject, to: AnyMachineSnapshot) =>
  `${nodeKey(model, from)} --${event.type}--> ${nodeKey(model, to)}`;

const start = (model: MachineModel) => initialTransition(model.machine, model.input)[0] as AnyMachineSnapshot;
const step = (model: MachineModel, snapshot: AnyMachineSnapshot, event: EventObject) =>
  transition(model.machine, snapshot, event)[0] as AnyMachineSnapshot;

/** A path of events from the start, as the walks are made and the browser takes them. */
export type Walk = Pick<WalkPath, 'state' | 'steps'>;

/** The graph edges a path walks, by the machine's own `transition()` of its events. */
export function pathEdges(model: MachineModel, path: Walk): string[] {
  let snapshot = start(model);
  return path.steps.slice(1).map(({ event }) => {
    const next = step(model, snapshot, event);
    const key = edgeKey(model, snapshot, event, next);
    snapshot = next;
    return key;
  });
}

/** The plan's graph edges none of `walks` takes (empty when they take them all). */
export function unwalkedEdges(plan: Pick<WalkPlan, 'model' | 'paths'>, walks: readonly Walk[]): string[] {
  const all = new Set(plan.paths.flatMap((path) => pathEdges(plan.model, path)));
  if (all.size === 0) return ['(the plan has no edges)'];
  walks.forEach((walk) => pathEdges(plan.model, walk).forEach((key) => all.delete(key)));
  return [...all];
}

/** Whether the walker can take `event` from `snapshot` (a browser has no gesture for some). */
export type CanTake = (snapshot: AnyMachineSnapshot, event: EventObject) => boolean;

/** The fewest events from `from` that end by taking an edge in `todo`, or undefined when none is reachable. */
function routeToUnwalked(model: MachineModel, from: AnyMachineSnapshot, todo: ReadonlySet<string>, canTake: CanTake) {
  const seen = new Set([nodeKey(model, from)]);
  let frontier: Array<{ snapshot: AnyMachineSnapshot; events: EventObject[] }> = [{ snapshot: from, events: [] }];
  while (frontier.length > 0) {
    const next: typeof frontier = [];
    for (const { snapshot, events } of frontier) {
      for (const event of model.events(snapshot) as EventObject[]) {
        if (!snapshot.can(event) || !canTake(snapshot, event)) continue;
        const reached = step(model, snapshot, event);
        if (todo.has(edgeKey(model, snapshot, event, reached))) return [...events, event];
        const key = nodeKey(model, reached);
        if (seen.has(key)) continue;
        seen.add(key);
        next.push({ snapshot: reached, events: [...events, event] });
      }
    }
    frontier = next;
  }
  return undefined;
}

export interface EdgeWalkOptions {
  /** A path ends before it passes this many steps, unless one route to an edge is longer. */
  maxSteps?: number;
  /** Events the walker cannot take are never part of a route (the plan's paths must avoid them too). */
  canTake?: CanTake;
}

/** Few long paths that together take every edge of the plan's paths. */
export function edgeWalks(
  plan: Pick<WalkPlan, 'model' | 'paths'>,
  { maxSteps = 40, canTake = () => true }: EdgeWalkOptions = {},
): Walk[] {
  const { model } = plan;
  const todo = new Set(plan.paths.flatMap((path) => pathEdges(model, path)));
  const walks: Walk[] = [];
  while (todo.size > 0) {
    let snapshot = start(model);
    const steps: WalkPath['steps'] = [{ state: snapshot, event: { type: 'xstate.init' } }];
    for (;;) {
      const route = routeToUnwalked(model, snapshot, todo, canTake);
      if (!route || (steps.length > 1 && steps.length - 1 + route.length > maxSteps)) break;
      for (const event of route) {
        const reached = step(model, snapshot, event);
        todo.delete(edgeKey(model, snapshot, event, reached));
        steps.push({ state: reached, event });
        snapshot = reached;
      }
    }
    if (steps.length > 1) {
      walks.push({ state: snapshot, steps });
      continue;
    }
    // The search merges snapshots with the same summary, so an edge that only one concrete context
    // reaches can be out of its sight: the plan's own shortest path to it is taken instead.
    const fallback = plan.paths.find((path) => pathEdges(model, path).some((key) => todo.has(key)))!;
    pathEdges(model, fallback).forEach((key) => todo.delete(key));
    walks.push(fallback);
  }
  return walks;
}
