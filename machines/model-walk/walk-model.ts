import { describePath } from './labels.ts';
import type { MachineModel } from './machine-model.ts';
import { measure, type WalkCoverage } from './walk-coverage.ts';
import { createRecord, walkPath } from './walk-path.ts';
import { planWalk } from './walk-plan.ts';

/**
 * Plans the walk, drives every path and measures what was walked: what a machine's vitest model
 * test (describe-model-walk.ts) and `npm run test:model` both do, per machine (decision 0003).
 */
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
