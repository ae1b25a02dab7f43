import type { AnyFieldApi } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { ActionForm } from '#src/ui/action-form/ActionForm.tsx';
import { InviteeFields } from './InviteeFields.tsx';
import type { InviteeFormApi } from './use-invitee-form.ts';

export interface InviteFormProps {
  form: InviteeFormApi;
  formId: string;
  /** The form's look, and its controls'. */
  className: string;
  controlClassName: string;
  /** Told when a field changes (the page drops the server's last words). */
  onEdit: () => void;
  error: (field: AnyFieldApi) => string | undefined;
  ariaRequired?: true | undefined;
  /** Above the fields: what the page says of the invitation, or its alert. */
  children: ReactNode;
}

/** "Invite a relative": the family's on the case home and staff's on the case page (decisions 0045, 0065). */
export function InviteForm({ form, formId, className, controlClassName, onEdit, error, ...rest }: InviteFormProps) {
  return (
    <ActionForm
      form={form}
      className={className}
      label="Invite a relative"
      submitLabel="Send the invitation"
      busyLabel="Sending…"
    >
      {rest.children}
      <InviteeFields
        bind={(name, render) => (
          <form.Field name={name} listeners={{ onChange: onEdit }}>
            {render}
          </form.Field>
        )}
        formId={formId}
        error={error}
        className={controlClassName}
        required
        ariaRequired={rest.ariaRequired}
      />
    </ActionForm>
  );
}
