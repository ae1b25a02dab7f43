import type { AnyFieldApi } from '@tanstack/react-form';
import { Field } from '#src/ui/field/Field.tsx';
import { control as controlStyle } from '#src/ui/field/control.css.ts';

export interface TextFieldProps {
  field: AnyFieldApi;
  /** The control's DOM id (the label, hint and error are tied to it). */
  id: string;
  label: string;
  hint?: string | undefined;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  /** The server's words about this field after the last attempt; cleared by the caller when it changes. */
  serverError?: string | undefined;
}

/** The form's first message for a field, once it was left or a submit was tried; the server's wins. */
function shownError(field: AnyFieldApi, serverError: string | undefined): string | undefined {
  if (serverError) return serverError;
  const { meta } = field.state;
  if (!meta.isBlurred && field.form.state.submissionAttempts === 0) return undefined;
  const [first] = meta.errors as unknown[];
  return typeof first === 'string' && first ? first : undefined;
}

/** A name, email or password input of the sign-in and password forms, in the app's one Field (decision 0018). */
export function TextField({ field, id, label, hint, type, autoComplete, serverError }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} required error={shownError(field, serverError)}>
      {(control) => (
        <input
          {...control}
          name={field.name}
          className={controlStyle}
          type={type}
          value={String(field.state.value ?? '')}
          autoComplete={autoComplete}
          aria-required
          onBlur={field.handleBlur}
          onChange={(event) => field.handleChange(event.target.value)}
        />
      )}
    </Field>
  );
}
