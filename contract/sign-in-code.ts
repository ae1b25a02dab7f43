import { z } from 'zod';
import { emailText, text } from './text.ts';
import { signInCodePattern } from './sign-in-code-text.ts';

/**
 * Signing in with a mailed code (decision 0074): "Email me a code" mails a family account a
 * 6-digit code; typing it signs in, as the password does. Not in the spec's call list. The numbers,
 * the code's form and the words are sign-in-code-text.ts's (zod-free, for the login page).
 */

export * from './sign-in-code-text.ts';

/** `POST /api/auth/sign-in-code`: the one answer is the same whether or not the account exists. */
export const signInCodeRequestBody = z.object({ email: emailText().max(254) });
export type SignInCodeRequestBody = z.infer<typeof signInCodeRequestBody>;

/** `POST /api/auth/sign-in-code/verify`: the address the code was mailed to and the code. */
export const signInCodeBody = z.object({
  email: emailText().max(254),
  code: text().regex(signInCodePattern),
  /** Keep the session on this device for 30 days (decision 0073); a family account's only. */
  keepSignedIn: z.boolean().optional(),
});
export type SignInCodeBody = z.infer<typeof signInCodeBody>;
