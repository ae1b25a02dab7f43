import { useId, useState } from 'react';
import { useConsoleTime } from '#src/lib/console/company-clock.ts';
import { formatMoney } from '#contract/money.ts';
import type { StaffCase } from '#contract/staff-cases.ts';
import type { StatementChange } from '#contract/staff-statements.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { button } from '#src/ui/button/button.css.ts';

import { ReviseStatementForm } from './ReviseStatementForm.tsx';
import { VoidStatementForm } from './VoidStatementForm.tsx';
import * as styles from './cases.css.ts';

/*
 * The case page's Statement (decision 0080): once the family has signed, staff may
 * revise it (the purchaser's details and the note: the signature stays; an item or a price is never
 * changed this way) or void it and reissue it for the family to sign again. Both ask why; the family
 * is mailed. The history lists every revision and void with who, when, why and what changed.
 */

type Action = 'revise' | 'void' | null;

function changeTitle(change: StatementChange, timeText: (at: string) => string): string {
  const verb = change.kind === 'revised' ? 'Revised' : 'Voided';
  return `${verb} statement ${change.issue} on ${timeText(change.changedAt)}${change.changedBy ? ` by ${change.changedBy}` : ''}`;
}

export function CaseStatementChanges({ auth, theCase }: { auth: AuthActorRef; theCase: StaffCase }) {
  const timeText = useConsoleTime();
  const id = useId();
  const { statement } = theCase;
  const [action, setAction] = useState<Action>(null);
  const toggle = (next: Action) => setAction(action === next ? null : next);
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id} className={styles.panelTitle} tabIndex={-1}>
        Statement
      </h2>
      <p className={styles.meta}>
        Statement {statement.issue}:{' '}
        {statement.signed
          ? `signed, total ${formatMoney(theCase.arrangement.totalCents)}`
          : 'waiting for the family’s signature'}
        {statement.voided.length > 0 ? ` · ${statement.voided.length} void` : ''}
      </p>
      {statement.note && <p className={styles.typed}>Note: {statement.note}</p>}
      {statement.signed && (
        <div className={styles.actions}>
          <button
            type="button"
            className={button({ tone: 'secondary' })}
            aria-expanded={action === 'revise'}
            onClick={() => toggle('revise')}
          >
            Revise the statement
          </button>
          <button
            type="button"
            className={button({ tone: 'secondary' })}
            aria-expanded={action === 'void'}
            onClick={() => toggle('void')}
          >
            Void and reissue
          </button>
        </div>
      )}
      {statement.signed && action === 'revise' && (
        <ReviseStatementForm auth={auth} caseId={theCase.id} statement={statement} onDone={() => setAction(null)} />
      )}
      {statement.signed && action === 'void' && (
        <VoidStatementForm auth={auth} caseId={theCase.id} issue={statement.issue} onDone={() => setAction(null)} />
      )}
      {statement.changes.length === 0 ? (
        <p className={styles.meta}>No changes since signing.</p>
      ) : (
        <ul className={styles.people} aria-label="Changes to the statement">
          {statement.changes.map((change) => (
            <li key={change.id} className={styles.person}>
              <strong>{changeTitle(change, timeText)}</strong>
              <span className={styles.meta}>Why: {change.reason}</span>
              {change.changes.length > 0 && (
                <ul className={styles.tasks} aria-label={`What change ${change.id} changed`}>
                  {change.changes.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
