import * as styles from './Progress.css.ts';
import { progressMax, progressState, progressValue } from './progress-state.ts';

export interface ProgressProps {
  /** What is in progress, for assistive technology ("Uploading photo"). */
  label: string;
  /** Omit (or null) while the amount of work is unknown. */
  value?: number | null;
  /** Defaults to 100. */
  max?: number;
  className?: string;
}

/** A progress indicator: indeterminate without a value, loading below max, complete at max. */
export function Progress({ label, value, max, className }: ProgressProps) {
  const safeMax = progressMax(max);
  const state = progressState(value, safeMax);
  const now = progressValue(value, safeMax);
  // The bar is always full width and slid left, so the browser animates a transform, not layout.
  const offset = now === undefined ? undefined : 100 - (now / safeMax) * 100;

  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={now}
      data-state={state}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <div
        className={styles.indicator}
        data-state={state}
        style={offset === undefined ? undefined : { transform: `translateX(-${offset}%)` }}
      />
    </div>
  );
}
