import { describe, expect, it } from 'vitest';
import type { MachineModel } from './machine-model.ts';
import { walkModel } from './walk-model.ts';

/**
 * The vitest half of a machine's model test (docs/decisions/0003): every path walked on a real
 * actor, the model's spec rules checked after every step and the events the spec refuses sent in
 * every state visited, then the walk measured. `npm run test:model` walks the same paths.
 * One test, planned inside it: a failure lists each failed path by its events, and a walk planned
 * at collection time would make every line it runs look "static" to Stryker (npm run test:mutation).
 */
export function describeModelWalk(model: MachineModel): void {
  describe(`${model.name} model (xstate/graph)`, () => {
    it('walks every transition of the graph and of the chart (100%), keeping the spec rules', async () => {
      const coverage = await walkModel(model);
      expect(coverage.failures).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
      expect(coverage.chart.missing).toEqual([]);
      expect(coverage.transitions.total).toBeGreaterThan(0);
      expect(coverage.refusals).toBeGreaterThan(0);
      // A whole walk, instrumented by Stryker on a busy shared machine, can pass vitest's 5 s default.
    }, 30_000);
  });
}
