import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { formatMoney } from '#contract/money.ts';
import { statementChangeMessages } from '#contract/statement-changes.ts';
import type { StaffCase } from '#contract/staff-cases.ts';
import type { StatementChange, StatementHistory } from '#contract/staff-statements.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { caseQuery, reviseStatement, voidStatement, type Outcome } from './case-calls.ts';
import { happenedAt } from './case-text.ts';
import * as styles from './cases.css.ts';
import {
  noteError,
  purchaserFields,
  purchaserValues,
  reasonError,
  samePurchaser,
  type PurchaserValues,
} from './statement-change-values.ts';

/*
 * The case page's Statement (decision 0080): once the family has signed, staff may
 * revise it (the purchaser's details and the note: the signature stays; an item or a price is never
 * changed this way) or void it and reissue it for the family to sign again. Both ask why; the family
 * is mailed. The history lists every revision and void with who, when, why and what changed.
 */

type Action = 'revise' | 'void' | null;

const issuesOf = (outcome: Outcome<unknown>): Record<string, string> => {
  const shown: Record<string, string> = {};
  if (outcome.kind === 'refused')
    for (const issue of outcome.issues) shown[issue.path.replace(/^purchaser\./, '')] ??= issue.message;
  return shown;
};

function changeTitle(change: StatementChange): string {
  const verb = change.kind === 'revised' ? 'Revised' : 'Voided';
  return `${verb} statement ${change.issue} on ${happenedAt(change.changedAt)}${change.changedBy ? ` by ${change.changedBy}` : ''}`;
}

export function CaseStatementChanges({ auth, theCase }: { auth: AuthActorRef; theCase: StaffCase }) {
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
        <ReviseForm auth={auth} caseId={theCase.id} statement={statement} onDone={() => setAction(null)} />
      )}
      {statement.signed && action === 'void' && (
        <VoidForm auth={auth} caseId={theCase.id} issue={statement.issue} onDone={() => setAction(null)} />
      )}
      {statement.changes.length === 0 ? (
        <p className={styles.meta}>No changes since signing.</p>
      ) : (
        <ul className={styles.people} aria-label="Changes to the statement">
          {statement.changes.map((change) => (
            <li key={change.id} className={styles.person}>
              <strong>{changeTitle(change)}</strong>
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

function useSendChange(auth: AuthActorRef, caseId: number) {
  const { api, toasts } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  return {
    api,
    done: async (title: string) => {
      toasts.send({ type: 'toast.add', color: 'success', title });
      await queryClient.invalidateQueries({ queryKey: caseQuery(api, auth, caseId).queryKey });
    },
  };
}

function ReasonField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label="Reason (kept, and mailed to the family)" required error={error}>
      {(attributes) => (
        <textarea
          {...attributes}
          name="reason"
          rows={2}
          className={control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

function Alert({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className={styles.alert}>
      {message}
    </p>
  ) : null;
}

interface ReviseProps {
  auth: AuthActorRef;
  caseId: number;
  statement: StatementHistory;
  onDone: () => void;
}

function ReviseForm({ auth, caseId, statement, onDone }: ReviseProps) {
  const formId = useId();
  const { api, done } = useSendChange(auth, caseId);
  const signedValues = purchaserValues(statement.purchaser);
  const [purchaser, setPurchaser] = useState<PurchaserValues>(signedValues);
  const [note, setNote] = useState(statement.note);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const why = reasonError(reason);
    if (why) found.reason = why;
    const long = noteError(note);
    if (long) found.note = long;
    if (!why && !long && samePurchaser(purchaser, signedValues) && note.trim() === statement.note)
      found[''] = statementChangeMessages.nothingChanged;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    const { addressLine2, ...rest } = purchaser;
    const outcome = await reviseStatement(api, auth, caseId, {
      issue: statement.issue,
      reason: reason.trim(),
      purchaser: { ...rest, ...(addressLine2.trim() ? { addressLine2 } : {}) },
      note: note.trim(),
    });
    setSending(false);
    if (outcome.kind === 'refused') return setErrors(issuesOf(outcome));
    onDone();
    await done('Statement revised; the family is mailed what changed.');
  };

  return (
    <form className={styles.form} noValidate aria-label="Revise the statement" onSubmit={(event) => void submit(event)}>
      <p className={styles.meta}>
        Correct the purchaser’s details or the note. Items and prices stay as signed, and so does the signature: to
        change an item or a price, void the statement and reissue it.
      </p>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>Purchaser</legend>
        {purchaserFields.map((field) => (
          <Field
            key={field.name}
            id={`${formId}-${field.name}`}
            label={field.label}
            required={field.required}
            error={errors[field.name]}
          >
            {(attributes) => (
              <input
                {...attributes}
                name={field.name}
                autoComplete="off"
                className={control}
                value={purchaser[field.name]}
                onChange={(event) => setPurchaser({ ...purchaser, [field.name]: event.target.value })}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <Field id={`${formId}-note`} label="Note printed under the statement" error={errors.note}>
        {(attributes) => (
          <textarea
            {...attributes}
            name="note"
            rows={3}
            className={control}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      <ReasonField id={`${formId}-reason`} value={reason} error={errors.reason} onChange={setReason} />
      <Alert message={errors['']} />
      <div className={styles.actions}>
        <button type="submit" className={button({ tone: 'primary' })} disabled={sending}>
          {sending ? 'Revising…' : 'Revise'}
        </button>
        <button type="button" className={button({ tone: 'secondary' })} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function VoidForm(props: { auth: AuthActorRef; caseId: number; issue: number; onDone: () => void }) {
  const { auth, caseId, issue, onDone } = props;
  const formId = useId();
  const { api, done } = useSendChange(auth, caseId);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const why = reasonError(reason);
    setErrors(why ? { reason: why } : {});
    if (why) return;
    setSending(true);
    const outcome = await voidStatement(api, auth, caseId, { issue, reason: reason.trim() });
    setSending(false);
    if (outcome.kind === 'refused') return setErrors(issuesOf(outcome));
    onDone();
    await done(`Statement ${issue} voided; the family is asked to sign statement ${issue + 1}.`);
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Void and reissue the statement"
      onSubmit={(event) => void submit(event)}
    >
      <p className={styles.meta}>
        Statement {issue} becomes void: it stays readable, marked void, with your name, the time and the reason. The
        family can then change the arrangement and sign statement {issue + 1}. Payments stay on the case.
      </p>
      <ReasonField id={`${formId}-reason`} value={reason} error={errors.reason} onChange={setReason} />
      <Alert message={errors['']} />
      <div className={styles.actions}>
        <button type="submit" className={button({ tone: 'primary' })} disabled={sending}>
          {sending ? 'Voiding…' : `Void statement ${issue} and reissue`}
        </button>
        <button type="button" className={button({ tone: 'secondary' })} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
