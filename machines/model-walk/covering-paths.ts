import { initialTransition, transition } from 'xstate';
import { transitionKey } from './labels.ts';
import type { MachineModel } from './machine-model.ts';
import type { WalkPath, WalkPlan } from './walk-plan.ts';

/*
 * Which of the plan's (state, event, state) transitions a set of paths walks: the check that the
 * browser's transition walks (edge-walks.ts's `transitionWalks`, tests/models/, decisions 0044 and
 * 0060) take them all.
 */

/** A path as far as its transitions go: its steps, the first the start. */
type Stepped = Pick<WalkPath, 'steps'>;

/** The (state, event, state) keys a path walks, by the machine's own `transition()` of its events. */
export function pathTransitions(model: MachineModel, path: Stepped): string[] {
  let snapshot = initialTransition(model.machine, model.input)[0];
  return path.steps.slice(1).map(({ event }) => {
    const next = transition(model.machine, snapshot, event)[0];
    const key = transitionKey(snapshot.value, event.type, next.value);
    snapshot = next;
    return key;
  });
}

/** The plan's transitions none of `paths` walks (empty when they walk them all; the plan has some). */
export function unwalkedTransitions(
  plan: Pick<WalkPlan, 'model' | 'transitions'>,
  paths: readonly Stepped[],
): string[] {
  if (plan.transitions.size === 0) return ['(the plan has no transitions)'];
  const walked = new Set(paths.flatMap((path) => pathTransitions(plan.model, path)));
  return [...plan.transitions].filter((key) => !walked.has(key));
}
