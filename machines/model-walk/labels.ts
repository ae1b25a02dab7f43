import type { EventObject, StateValue } from 'xstate';

/*
 * How the walk names states, transitions and paths in its reports, its graph keys and the browser
 * walks' test titles: one spelling everywhere, so a key printed by one can be searched in another.
 */

/** "visible.running", or "{a.x, b.y}" for parallel regions. */
export const stateLabel = (value: StateValue): string => {
  const leaves = (v: StateValue): string[] =>
    typeof v === 'string'
      ? [v]
      : Object.entries(v).flatMap(([key, sub]) => (sub ? leaves(sub).map((leaf) => `${key}.${leaf}`) : [key]));
  const all = leaves(value);
  return all.length === 1 ? all[0]! : `{${all.join(', ')}}`;
};

/** "visible.running --toast.close--> visible.running": a (state, event, state) transition of the graph. */
export const transitionKey = (from: StateValue, eventType: string, to: StateValue) =>
  `${stateLabel(from)} --${eventType}--> ${stateLabel(to)}`;

/** A path as its label needs it: where it ends and the events that lead there (the first step has none). */
interface LabelledPath {
  state: { value: StateValue };
  steps: ReadonlyArray<{ event: EventObject }>;
}

/** "visible.paused after toast.add → toast.pause → toast.add": the path's own events, not a stored context. */
export const describePath = (path: LabelledPath) =>
  `${stateLabel(path.state.value)} after ${
    path.steps
      .slice(1)
      .map((step) => step.event.type)
      .join(' → ') || 'start'
  }`;
