import type { ReactNode } from 'react';

import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control as controlStyle } from '#src/ui/field/control.css.ts';
import * as styles from './account.css.ts';
import type { AnyFieldApi } from '@tanstack/react-form';
import { shownError } from '#src/lib/forms/shown-error.ts';

/*
 * The forms of the sign-in and password pages, the family portal's and the staff console's alike:
 * the form (AccountForm), its text fields (TextField) and the two fields of a new password. One
 * module, so the pages that share them share one chunk.
 */
export interface AccountFormProps {
  /** The form's accessible name. */
  label: string;
  /** Words for the whole form (a refused sign-in, too many attempts), announced as they appear. */
  failure: string | null;
  submitting: boolean;
  submitLabel: string;
  /** The button's words while the request is on its way (the button is disabled then). */
  busyLabel: string;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * Every form of the sign-in and password pages (the family portal's and the staff console's): browser validation off (the spec's words show beside the
 * fields instead), the whole form's refusal above the fields, one submit button.
 */
export function AccountForm({
  label,
  failure,
  submitting,
  submitLabel,
  busyLabel,
  onSubmit,
  children,
}: AccountFormProps) {
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p role="alert" className={styles.alert}>
        {failure ?? ''}
      </p>
      {children}
      <p>
        <button type="submit" className={button({ tone: 'primary' })} disabled={submitting}>
          {submitting ? busyLabel : submitLabel}
        </button>
      </p>
    </form>
  );
}

export interface TextFieldProps {
  field: AnyFieldApi;
  /** The control's DOM id (the label, hint and error are tied to it). */
  id: string;
  label: string;
  hint?: string | undefined;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  /** The keyboard a phone shows ("numeric" for a mailed code). */
  inputMode?: 'numeric' | undefined;
  /** The server's words about this field after the last attempt; cleared by the caller when it changes. */
  serverError?: string | undefined;
}

/** The form's first message for a field, once it was left or a submit was tried; the server's wins. */

/** A name, email or password input of the sign-in and password forms, in the app's one Field (decision 0018). */
export function TextField({ field, id, label, hint, type, autoComplete, inputMode, serverError }: TextFieldProps) {
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
          inputMode={inputMode}
          aria-required
          onBlur={field.handleBlur}
          onChange={(event) => field.handleChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/*
 * The two fields of a new password (the reset page, "Create your account"): the same advice, the
 * same autocomplete so password managers offer a strong one, and the repeat beside it. Each page
 * keeps its own labels, which say what the password is for.
 */

const advice = 'At least 12 characters. A few unrelated words are easy to remember and hard to guess.';

export function NewPasswordField(props: { field: AnyFieldApi; id: string; label: string; serverError?: string }) {
  return <TextField {...props} hint={advice} type="password" autoComplete="new-password" />;
}

export function RepeatPasswordField(props: { field: AnyFieldApi; id: string; label: string }) {
  return <TextField {...props} type="password" autoComplete="new-password" />;
}
