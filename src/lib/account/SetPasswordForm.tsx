import { useId } from 'react';
import { useForm } from '@tanstack/react-form';
import type { FieldErrors } from './new-password-form.ts';
import { AccountForm, NewPasswordField, RepeatPasswordField, TextField } from './AccountForm.tsx';
import type { Refusal } from './password-reset-calls.ts';
import { useRefusal } from './use-refusal.ts';

export interface SetPasswordFormProps {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  busyLabel: string;
  /** The account's address: password managers file the new password under it. */
  email: string;
  /** Asks for the person's name too (joining), starting from the one the inviter wrote. */
  name?: { initial: string; hint?: string } | undefined;
  passwordLabel: string;
  repeatLabel: string;
  /** The form's rules: the new-password form's, and the name's when it asks for one (new-password-form.ts). */
  check: (value: { name: string; password: string; confirm: string }) => FieldErrors;
  /** Sends the choice; a refusal that comes back is shown beside its field or above the form. */
  onSubmit: (value: { name: string; password: string }) => Promise<Refusal | undefined>;
}

/**
 * "Set your password": a new password and its repeat (with the name, when joining), checked with
 * the page's rules first, then the server's reasons beside the fields (too common, too short). The
 * password reset page and the family and staff invitations choose a password with it.
 */
export function SetPasswordForm({
  label,
  submitLabel,
  busyLabel,
  email,
  name,
  passwordLabel,
  repeatLabel,
  check,
  onSubmit,
}: SetPasswordFormProps) {
  const formId = useId();
  const { refusal, refuse, clear } = useRefusal();
  const form = useForm({
    defaultValues: { name: name?.initial ?? '', password: '', confirm: '' },
    validators: { onChange: ({ value }) => check(value) },
    onSubmit: async ({ value }) => {
      const refused = await onSubmit({ name: value.name, password: value.password });
      if (refused) refuse(refused.issues);
    },
  });
  return (
    <AccountForm label={label} failure={refusal.form} form={form} submitLabel={submitLabel} busyLabel={busyLabel}>
      {/* Password managers file the new password under this account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {name && (
        <form.Field name="name" listeners={{ onChange: clear }}>
          {(field) => (
            <TextField
              field={field}
              id={`${formId}-name`}
              label="Your name"
              hint={name.hint}
              type="text"
              autoComplete="name"
              serverError={refusal.fields.name}
            />
          )}
        </form.Field>
      )}
      <form.Field name="password" listeners={{ onChange: clear }}>
        {(field) => (
          <NewPasswordField
            field={field}
            id={`${formId}-password`}
            label={passwordLabel}
            serverError={refusal.fields.password}
          />
        )}
      </form.Field>
      <form.Field name="confirm">
        {(field) => <RepeatPasswordField field={field} id={`${formId}-confirm`} label={repeatLabel} />}
      </form.Field>
    </AccountForm>
  );
}
