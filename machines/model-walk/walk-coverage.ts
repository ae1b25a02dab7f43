import type { WalkRecord } from './walk-path.ts';
import type { WalkPlan } from './walk-plan.ts';

/*
 * How much of its plan a model's walk took, and the one line `npm run test:model` prints for it.
 */

export interface Tally {
  walked: number;
  total: number;
  missing: string[];
}

export interface WalkCoverage {
  name: string;
  /** Over the graph's (state value, event type, state value) transitions. */
  transitions: Tally;
  /** Over the chart's transition definitions: an event list that never offers an event cannot hide it. */
  chart: Tally;
  paths: number;
  steps: number;
  refusals: number;
  failures: Array<{ path: string; message: string }>;
}

const tally = <T>(all: Iterable<T>, walked: (item: T) => boolean, label: (item: T) => string): Tally => {
  const items = [...all];
  const missing = items.filter((item) => !walked(item)).map(label);
  return { walked: items.length - missing.length, total: items.length, missing };
};

export const measure = (plan: WalkPlan, record: WalkRecord, failures: WalkCoverage['failures'] = []): WalkCoverage => ({
  name: plan.model.name,
  transitions: tally(
    plan.transitions,
    (key) => record.transitions.has(key),
    (key) => key,
  ),
  chart: tally(
    plan.chart,
    ([definition]) => record.chart.has(definition),
    ([, label]) => label,
  ),
  paths: plan.paths.length,
  steps: record.steps,
  refusals: record.refusals,
  failures,
});

export const isComplete = (coverage: WalkCoverage) =>
  coverage.failures.length === 0 && coverage.transitions.missing.length === 0 && coverage.chart.missing.length === 0;

// Rounded down: 99.6% must not print as 100%.
const percent = ({ walked, total }: Tally) => (total === 0 ? 100 : Math.floor((walked / total) * 100));

/** `toasts: 12/12 transitions walked (100%); chart 9/9; 31 paths, 0 failed; 640 refusals checked` */
export const formatCoverage = (c: WalkCoverage) =>
  `${c.name}: ${c.transitions.walked}/${c.transitions.total} transitions walked (${percent(c.transitions)}%); ` +
  `chart ${c.chart.walked}/${c.chart.total}; ${c.paths} paths, ${c.failures.length} failed; ` +
  `${c.refusals} refusals checked`;
