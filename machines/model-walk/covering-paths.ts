import { initialTransition, transition } from 'xstate';
import { transitionKey } from './labels.ts';
import type { MachineModel } from './machine-model.ts';
import type { WalkPath, WalkPlan } from './walk-plan.ts';

/*
 * Which of the plan's transitions a set of paths walks, and few paths that walk them all: the
 * browser walks (tests/models/, decision 0044) are too slow to take every path of the plan.
 */

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
 * Few paths that together walk every transition of the plan: greedily, the path that adds the most
 * transitions not yet walked, the shorter on a tie.
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
