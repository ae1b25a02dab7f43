import type { StatementHistory } from '#contract/staff-statements.ts';
import { StatementView } from '#src/lib/family/StatementView.tsx';
import { dateTimeText } from '#contract/time-text.ts';
import * as styles from './family-case.css.ts';

/*
 * Under the family's statement (decision 0080): the funeral home's note, what it
 * corrected after signing (who, when, why, what), and each statement it voided, readable as it was
 * signed and clearly marked void with who voided it, when and why.
 */
export function StatementChanges({ history }: { history: StatementHistory }) {
  const revisions = history.changes.filter((change) => change.kind === 'revised' && change.issue === history.issue);
  return (
    <>
      {history.note && <p className={styles.note}>Note from the funeral home: {history.note}</p>}
      {revisions.length > 0 && (
        <section aria-labelledby="statement-revisions" className={styles.stack}>
          <h2 id="statement-revisions">Corrections since signing</h2>
          <p>No item or price was changed by these corrections, so the signature stands.</p>
          <ul>
            {revisions.map((change) => (
              <li key={change.id}>
                {dateTimeText(change.changedAt)}
                {change.changedBy ? `, ${change.changedBy}` : ''}: {change.changes.join('; ')}. Why: {change.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
      {history.voided.length > 0 && (
        <section aria-labelledby="statement-voided" className={styles.stack}>
          <h2 id="statement-voided">Void statements</h2>
          {history.voided.map((voided) => (
            <details key={voided.issue}>
              <summary>
                Statement {voided.issue} (Void): voided on {dateTimeText(voided.voidedAt)}
                {voided.voidedBy ? ` by ${voided.voidedBy}` : ''}
              </summary>
              <div className={styles.stack}>
                <p className={styles.note}>
                  <strong>Void.</strong> Why: {voided.reason}.{' '}
                  {voided.signature
                    ? `Signed by ${voided.signature.signerName} on ${dateTimeText(voided.signature.signedAt)}.`
                    : ''}{' '}
                  This statement no longer applies; payments count toward the current one.
                </p>
                <StatementView statement={voided.statement} headingLevel={3} />
              </div>
            </details>
          ))}
        </section>
      )}
    </>
  );
}
