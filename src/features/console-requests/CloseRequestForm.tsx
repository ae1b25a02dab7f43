import { useId } from 'react';
import { useForm } from '@tanstack/react-form';
import { CLOSE_REASON_MAX } from '#contract/staff-requests.ts';
import { FormTextField } from '#src/lib/forms/FormTextField.tsx';
import { ActionForm } from '#src/ui/action-form/ActionForm.tsx';
import { textarea } from '#src/ui/field/control.css.ts';
import * as styles from './requests.css.ts';

function closeErrors({ reason }: { reason: string }) {
  const written = reason.trim();
  if (written.length === 0) return { fields: { reason: 'Please say why the request is closed' } };
  if (written.length > CLOSE_REASON_MAX) return { fields: { reason: `Cannot exceed ${CLOSE_REASON_MAX} characters` } };
  return undefined;
}

export interface CloseRequestFormProps {
  /** True while another of the request's actions is on its way: a close then waits for it. */
  busy: boolean;
  /** Sends the close with the reason; what came of it is the page's to say. */
  onClose: (reason: string) => Promise<void>;
}

/** "Close the request", with why: the reason is kept in the request's history. */
export function CloseRequestForm({ busy, onClose }: CloseRequestFormProps) {
  const formId = useId();
  const form = useForm({
    defaultValues: { reason: '' },
    validators: { onChange: ({ value }) => closeErrors(value) },
    onSubmit: async ({ value, formApi }) => {
      if (busy) return;
      await onClose(value.reason.trim());
      formApi.reset();
    },
  });
  return (
    <ActionForm
      form={form}
      className={styles.closeForm}
      label="Close the request"
      submitLabel="Close the request"
      // The button kept its name while the close is on its way; only its disabling says so.
      busyLabel="Close the request"
    >
      <form.Field name="reason">
        {(field) => (
          <FormTextField
            field={field}
            id={`${formId}-reason`}
            label="Why close it?"
            className={textarea}
            rows={2}
            maxLength={CLOSE_REASON_MAX}
          />
        )}
      </form.Field>
    </ActionForm>
  );
}
