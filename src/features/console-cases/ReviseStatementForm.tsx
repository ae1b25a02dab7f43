import { useId, useState } from 'react';
import { FormTextField } from '#src/lib/forms/FormTextField.tsx';
import { useForm } from '@tanstack/react-form';
import { statementChangeMessages } from '#contract/statement-changes.ts';
import type { StatementHistory } from '#contract/staff-statements.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { ActionForm } from '#src/ui/action-form/ActionForm.tsx';
import { BoundField } from '#src/ui/bound-field/BoundField.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { reviseStatement } from './case-calls.ts';
import { CaseFormAlert } from './CaseFormAlert.tsx';
import { ChangeReasonField } from './ChangeReasonField.tsx';
import { refusalFields } from './refusal-fields.ts';
import {
  purchaserFieldOf,
  purchaserFields,
  purchaserValues,
  reviseErrors,
  samePurchaser,
  type ReviseValues,
} from './statement-change-values.ts';
import { useCaseChange } from './use-case-change.ts';
import * as styles from './cases.css.ts';

interface ReviseProps {
  auth: AuthActorRef;
  caseId: number;
  statement: StatementHistory;
  onDone: () => void;
}

/** A signed statement's purchaser or note corrected, with why (decision 0080); items, prices and signature stay. */
export function ReviseStatementForm({ auth, caseId, statement, onDone }: ReviseProps) {
  const formId = useId();
  const { api, done } = useCaseChange(auth, caseId);
  const signedValues = purchaserValues(statement.purchaser);
  // The server's words by field, until the next attempt.
  const [server, setServer] = useState<Record<string, string>>({});
  const form = useForm({
    defaultValues: { ...signedValues, note: statement.note, reason: '' } as ReviseValues,
    validators: { onChange: ({ value }) => reviseErrors(value) },
    onSubmit: async ({ value }) => {
      const { note, reason, ...purchaser } = value;
      if (samePurchaser(purchaser, signedValues) && note.trim() === statement.note)
        return setServer({ '': statementChangeMessages.nothingChanged });
      setServer({});
      const { addressLine2, ...rest } = purchaser;
      const outcome = await reviseStatement(api, auth, caseId, {
        issue: statement.issue,
        reason: reason.trim(),
        purchaser: { ...rest, ...(addressLine2.trim() ? { addressLine2 } : {}) },
        note: note.trim(),
      });
      if (outcome.kind === 'refused') return setServer(refusalFields(outcome, '', purchaserFieldOf));
      onDone();
      await done('Statement revised; the family is mailed what changed.');
    },
  });

  return (
    <ActionForm
      form={form}
      className={styles.form}
      label="Revise the statement"
      submitLabel="Revise"
      busyLabel="Revising…"
      cancel={{ onCancel: onDone, className: styles.actions }}
    >
      <p className={styles.meta}>
        Correct the purchaser’s details or the note. Items and prices stay as signed, and so does the signature: to
        change an item or a price, void the statement and reissue it.
      </p>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>Purchaser</legend>
        {purchaserFields.map(({ name, label, required }) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <BoundField
                field={field}
                id={`${formId}-${name}`}
                label={label}
                required={required}
                error={server[name]}
                className={control}
                autoComplete="off"
              />
            )}
          </form.Field>
        ))}
      </fieldset>
      <form.Field name="note">
        {(field) => (
          <FormTextField
            field={field}
            id={`${formId}-note`}
            label="Note printed under the statement"
            serverError={server.note}
            className={control}
            rows={3}
          />
        )}
      </form.Field>
      <form.Field name="reason">
        {(field) => <ChangeReasonField field={field} id={`${formId}-reason`} server={server.reason} />}
      </form.Field>
      <CaseFormAlert message={server['']} />
    </ActionForm>
  );
}
