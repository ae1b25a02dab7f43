import type { AnyFieldApi } from '@tanstack/react-form';
import { FormTextField, type FormTextFieldProps } from '#src/lib/forms/FormTextField.tsx';
import { FormSection, type FormSectionProps } from '#src/ui/form-section/FormSection.tsx';
import * as styles from './account.css.ts';

/*
 * The forms of the sign-in and password pages, the family portal's and the staff console's alike:
 * the form (AccountForm), its text fields (TextField) and the two fields of a new password. One
 * module, so the pages that share them share one chunk.
 */

export interface AccountFormProps extends Omit<FormSectionProps, 'className' | 'labelledBy'> {
  /** The form's accessible name. */
  label: string;
}

/** Every form of the sign-in and password pages: the kit's form section in the pages' narrow column. */
export function AccountForm(props: AccountFormProps) {
  return <FormSection {...props} className={styles.form} />;
}

export interface TextFieldProps extends Omit<
  FormTextFieldProps,
  'label' | 'required' | 'ariaRequired' | 'optional' | 'rows'
> {
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
}

/** A name, email, code or password input of the sign-in and password forms: every one is required. */
export function TextField(props: TextFieldProps) {
  return <FormTextField {...props} required ariaRequired />;
}

/** An account's address, as password managers know it (sign-in, asking for a reset link). */
export function EmailField(props: { field: AnyFieldApi; id: string; serverError?: string | undefined }) {
  return <TextField {...props} label="Email" type="email" autoComplete="username" />;
}

/*
 * The two fields of a new password (the reset page, "Create your account", joining the staff): the
 * same advice, the same autocomplete so password managers offer a strong one, and the repeat beside
 * it. Each page keeps its own labels, which say what the password is for.
 */

const advice = 'At least 12 characters. A few unrelated words are easy to remember and hard to guess.';

export function NewPasswordField(props: { field: AnyFieldApi; id: string; label: string; serverError?: string }) {
  return <TextField {...props} hint={advice} type="password" autoComplete="new-password" />;
}

export function RepeatPasswordField(props: { field: AnyFieldApi; id: string; label: string }) {
  return <TextField {...props} type="password" autoComplete="new-password" />;
}
