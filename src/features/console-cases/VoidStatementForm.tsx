import { useId, useState } from 'react';
import { useForm } from '@tanstack/react-form';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { ActionForm } from '#src/ui/action-form/ActionForm.tsx';
import { voidStatement } from './case-calls.ts';
import { CaseFormAlert } from './CaseFormAlert.tsx';
import { ChangeReasonField } from './ChangeReasonField.tsx';
import { refusalFields } from './refusal-fields.ts';
import { voidErrors } from './statement-change-values.ts';
import { useCaseChange } from './use-case-change.ts';
import * as styles from './cases.css.ts';

/** A signed statement made void, with why, for the family to change the arrangement and sign the next (decision 0080). */
export function VoidStatementForm(props: { auth: AuthActorRef; caseId: number; issue: number; onDone: () => void }) {
  const { auth, caseId, issue, onDone } = props;
  const formId = useId();
  const { api, done } = useCaseChange(auth, caseId);
  // The server's words (the statement is void already), until the next attempt.
  const [server, setServer] = useState<Record<string, string>>({});
  const form = useForm({
    defaultValues: { reason: '' },
    validators: { onChange: ({ value }) => voidErrors(value) },
    onSubmit: async ({ value }) => {
      setServer({});
      const outcome = await voidStatement(api, auth, caseId, { issue, reason: value.reason.trim() });
      if (outcome.kind === 'refused') return setServer(refusalFields(outcome));
      onDone();
      await done(`Statement ${issue} voided; the family is asked to sign statement ${issue + 1}.`);
    },
  });

  return (
    <ActionForm
      form={form}
      className={styles.form}
      label="Void and reissue the statement"
      submitLabel={`Void statement ${issue} and reissue`}
      busyLabel="Voiding…"
      cancel={{ onCancel: onDone, className: styles.actions }}
    >
      <p className={styles.meta}>
        Statement {issue} becomes void: it stays readable, marked void, with your name, the time and the reason. The
        family can then change the arrangement and sign statement {issue + 1}. Payments stay on the case.
      </p>
      <form.Field name="reason">
        {(field) => <ChangeReasonField field={field} id={`${formId}-reason`} server={server.reason} />}
      </form.Field>
      <CaseFormAlert message={server['']} />
    </ActionForm>
  );
}
