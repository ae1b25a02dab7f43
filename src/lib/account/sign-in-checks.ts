import { emailTextIssue, textIssue } from '#contract/plain-checks.ts';
import { codeDigits, signInCodePattern } from '#contract/sign-in-code-text.ts';
import type { FieldErrors } from './new-password-form.ts';

/*
 * The sign-in and reset forms' checks as the contract's schemas make them, without zod (the login
 * and reset pages load none): each field's first message, or undefined when all are fine. Their test
 * holds them to the schemas.
 */

/** An account's address: `emailText().max(254)` (loginBody's, signInCodeRequestBody's, passwordResetRequestBody's). */
export const EMAIL_MAX = 254;

const fieldErrors = (fields: Record<string, string | undefined>): FieldErrors => {
  const said = Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return said.length > 0 ? { fields: Object.fromEntries(said) } : undefined;
};

/** `loginBody` (contract/auth.ts): the address, and a password as typed (1 to 1024 characters). */
export const loginFieldErrors = ({ email, password }: { email: string; password: string }): FieldErrors =>
  fieldErrors({
    email: emailTextIssue(email, EMAIL_MAX),
    password: textIssue(password, { multiline: true, min: 1, max: 1024 }),
  });

/** `signInCodeRequestBody` and `passwordResetRequestBody`: the address alone. */
export const emailFieldErrors = ({ email }: { email: string }): FieldErrors =>
  fieldErrors({ email: emailTextIssue(email, EMAIL_MAX) });

/** The code of `signInCodeBody` (contract/sign-in-code.ts), as typed: its digits without spaces. */
export const codeFieldErrors = ({ code }: { code: string }): FieldErrors =>
  fieldErrors({ code: textIssue(codeDigits(code), { pattern: signInCodePattern }) });
