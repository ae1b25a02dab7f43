import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#contract/password-rules.ts';
import { textIssue } from '#contract/plain-checks.ts';

export const passwordsDifferMessage = 'The two passwords are not the same';

/** What a password form checks, field by field: each field's first message, or undefined when all are fine. */
export type FieldErrors = { fields: Record<string, string> } | undefined;

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

/**
 * The new-password form: the contract's password rule (`newPassword`, contract/password-rules.ts) and
 * the repeat must match, without zod (the portal's pages load none); its test holds it to the schema.
 */
export function newPasswordFieldErrors({ password, confirm }: NewPasswordValues): FieldErrors {
  const fields: Record<string, string> = {};
  const issue = textIssue(password, { multiline: true, min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
  if (issue) fields.password = issue;
  if (password !== confirm) fields.confirm = passwordsDifferMessage;
  return Object.keys(fields).length > 0 ? { fields } : undefined;
}

/**
 * Joining (the family's sign-up, the staff's invitation): the new-password form, and a name as both
 * contracts take it (`text().trim().min(1).max(100)`: signupBody's, staffInvitationAcceptBody's).
 */
export function joinFieldErrors(value: NewPasswordValues & { name: string }): FieldErrors {
  const fields = { ...newPasswordFieldErrors(value)?.fields };
  const name = textIssue(value.name, { trim: true, min: 1, max: 100 });
  if (name) fields.name = name;
  return Object.keys(fields).length > 0 ? { fields } : undefined;
}
