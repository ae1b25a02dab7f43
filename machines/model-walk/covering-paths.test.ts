import { describe, expect, it } from 'vitest';
import { pathTransitions, unwalkedTransitions } from './covering-paths.ts';
import { allEvents, lampModel } from './lamp.test-helper.ts';
import { defineModel } from './machine-model.ts';
import { planWalk } from './walk-plan.ts';

describe('walked transitions', () => {
  it('lists the plan’s transitions a set of paths leaves unwalked', () => {
    const plan = planWalk(defineModel({ ...lampModel, events: () => allEvents }));
    expect(unwalkedTransitions(plan, plan.paths)).toEqual([]);
    for (const left of plan.paths) {
      const rest = plan.paths.filter((path) => path !== left);
      const keys = new Set(rest.flatMap((path) => pathTransitions(plan.model, path)));
      expect(unwalkedTransitions(plan, rest)).toEqual([...plan.transitions].filter((key) => !keys.has(key)));
    }
    expect(unwalkedTransitions(plan, [])).toEqual([...plan.transitions]);
  });

  it('never calls a plan without transitions walked', () => {
    const plan = planWalk(defineModel({ ...lampModel, events: () => [] }));
    expect(unwalkedTransitions(plan, plan.paths)).toEqual(['(the plan has no transitions)']);
  });
});
