import type { AnyFieldApi } from '@tanstack/react-form';
import { TextField } from './TextField.tsx';

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
