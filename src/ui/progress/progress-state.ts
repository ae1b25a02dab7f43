export type ProgressState = 'indeterminate' | 'loading' | 'complete';

/** Spec §4: the default maximum of a progress indicator. */
export const DEFAULT_PROGRESS_MAX = 100;

/** A maximum that cannot be divided by (zero, negative, NaN, Infinity) falls back to the default. */
export const progressMax = (max: number | undefined): number =>
  max !== undefined && Number.isFinite(max) && max > 0 ? max : DEFAULT_PROGRESS_MAX;

/** No usable value means the work has no known size yet: indeterminate. */
export function progressState(value: number | null | undefined, max: number = DEFAULT_PROGRESS_MAX): ProgressState {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'indeterminate';
  return value >= progressMax(max) ? 'complete' : 'loading';
}

/** The value as assistive technology should hear it: within [0, max], or none when indeterminate. */
export function progressValue(
  value: number | null | undefined,
  max: number = DEFAULT_PROGRESS_MAX,
): number | undefined {
  if (progressState(value, max) === 'indeterminate') return undefined;
  return Math.min(Math.max(value as number, 0), progressMax(max));
}
