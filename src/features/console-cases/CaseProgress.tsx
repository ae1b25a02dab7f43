import { useId } from 'react';
import { useConsoleTime } from '#src/lib/console/company-clock.ts';
import type { StaffCase } from '#contract/staff-cases.ts';
import { formatMoney } from '#contract/money.ts';
import { taskStatusNames } from './case-text.ts';
import * as styles from './cases.css.ts';

/*
 * The case page's read-only sections (decision 0065): where the family's tasks and the arrangement
 * stand, as the server reads them from the family's own records (the proofs: CaseProofs.tsx).
 */

export function CaseTasks({ tasks }: { tasks: StaffCase['tasks'] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id} className={styles.panelTitle}>
        Tasks
      </h2>
      <p className={styles.meta}>
        {tasks.done} of {tasks.total} done.
      </p>
      <progress max={tasks.total} value={tasks.done} aria-labelledby={id} />
      <ul className={styles.tasks}>
        {tasks.items.map((task) => (
          <li key={task.kind}>
            {task.title}: {taskStatusNames[task.status]}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CaseArrangement({ arrangement }: { arrangement: StaffCase['arrangement'] }) {
  const timeText = useConsoleTime();
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id} className={styles.panelTitle}>
        Arrangement
      </h2>
      <dl className={styles.facts}>
        <dt className={styles.fact}>Package</dt>
        <dd className={styles.fact}>{arrangement.packageName ?? 'Not chosen yet'}</dd>
        <dt className={styles.fact}>Signed</dt>
        <dd className={styles.fact}>
          {arrangement.signedAt
            ? `Yes, by ${arrangement.signerName ?? 'the purchaser'} on ${timeText(arrangement.signedAt)}`
            : 'Not yet'}
        </dd>
        <dt className={styles.fact}>Total</dt>
        <dd className={styles.fact}>
          {formatMoney(arrangement.totalCents)}
          {arrangement.hasEstimates ? ' (some cash advances are not priced yet)' : ''}
        </dd>
        <dt className={styles.fact}>Paid</dt>
        <dd className={styles.fact}>{formatMoney(arrangement.paidCents)}</dd>
        <dt className={styles.fact}>Balance</dt>
        <dd className={styles.fact}>{formatMoney(arrangement.balanceCents)}</dd>
      </dl>
    </section>
  );
}
