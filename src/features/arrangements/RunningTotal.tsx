import { formatMoney } from '#contract/money.ts';
import type { RunningTotal as Total } from '#machines/arrangement/arrangement.rules.ts';
import { chargeRows } from '#src/lib/family/statement-rows.ts';
import * as styles from './arrangements.css.ts';

/**
 * The selections' running total with what it is made of, the tax line included: the same figures
 * the statement and the case home show (contract/arrangement-rules.ts, decision 0038).
 */
export function RunningTotal({ total }: { total: Total }) {
  return (
    <div aria-live="polite">
      <dl className={styles.totalParts}>
        {chargeRows(total).map((row) => (
          <div key={row.label} className={styles.totalPart}>
            <dt>{row.label}</dt>
            <dd className={styles.totalAmount}>{row.amount}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.total}>
        Running total: {formatMoney(total.totalCents)}
        {total.estimated && ' plus estimates still to be confirmed'}
      </p>
    </div>
  );
}
