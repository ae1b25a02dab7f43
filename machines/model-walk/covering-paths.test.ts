import { describe, expect, it } from 'vitest';
import { coveringPaths, pathTransitions, unwalkedTransitions } from './covering-paths.ts';
import { allEvents, lampModel } from './lamp.test-helper.ts';
import { defineModel } from './machine-model.ts';
import { planWalk } from './walk-plan.ts';

describe('covering paths', () => {
  it('picks fewer paths that still walk every transition of the plan', () => {
    const plan = planWalk(defineModel({ ...lampModel, events: () => allEvents }));
    const cover = coveringPaths(plan);
    expect(unwalkedTransitions(plan, cover)).toEqual([]);
    expect(cover.length).toBeLessThan(plan.paths.length);
    // No path is taken that adds nothing: without any one of them a transition goes unwalked.
    for (const left of cover) {
      const rest = cover.filter((path) => path !== left);
      expect(unwalkedTransitions(plan, rest), 'a path that adds nothing').not.toEqual([]);
      const keys = new Set(rest.flatMap((path) => pathTransitions(plan.model, path)));
      expect(unwalkedTransitions(plan, rest)).toEqual([...plan.transitions].filter((key) => !keys.has(key)));
    }
  });

  it('never calls a plan without transitions walked', () => {
    const plan = planWalk(defineModel({ ...lampModel, events: () => [] }));
    expect(unwalkedTransitions(plan, plan.paths)).toEqual(['(the plan has no transitions)']);
  });
});
