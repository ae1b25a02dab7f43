import { z } from 'zod';
import { emailText, text } from './text.ts';
import { waitText } from './wait-time.ts';

/**
 * Signing in with a mailed code (decision 0074): "Email me a code" mails a family account a
 * 6-digit code; typing it signs in, as the password does. Not in the spec's call list.
 */

/** How many digits a code has, how long it works, and how many tries void it. */
export const SIGN_IN_CODE_DIGITS = 6;
export const SIGN_IN_CODE_MINUTES = 10;
export const SIGN_IN_CODE_TRIES = 5;

/** `POST /api/auth/sign-in-code`: the one answer is the same whether or not the account exists. */
export const signInCodeRequestBody = z.object({ email: emailText().max(254) });
export type SignInCodeRequestBody = z.infer<typeof signInCodeRequestBody>;

/** What a person typed as a code, without the spaces a mail app or a phone may add ("123 456"). */
export const codeDigits = (typed: string): string => typed.replace(/[\s-]/g, '');

/** `POST /api/auth/sign-in-code/verify`: the address the code was mailed to and the code. */
export const signInCodeBody = z.object({
  email: emailText().max(254),
  code: text().regex(new RegExp(`^\\d{${SIGN_IN_CODE_DIGITS}}$`)),
  /** Keep the session on this device for 30 days (decision 0073); a family account's only. */
  keepSignedIn: z.boolean().optional(),
});
export type SignInCodeBody = z.infer<typeof signInCodeBody>;

/** Shown after asking, whatever the address: no answer tells whether an account exists. */
export const signInCodeSentMessage =
  `If a family account exists for that address, we have emailed it a ${SIGN_IN_CODE_DIGITS}-digit code. ` +
  `It works for ${SIGN_IN_CODE_MINUTES} minutes.`;

/** The one answer to a code that does not sign in: wrong, expired, used, void, or no such account. */
export const signInCodeFailedMessage =
  'That code is wrong or no longer works. Check the latest email, or ask for a new code.';

/** A 429 of asking for a code: `retryAfterSeconds` is the answer's Retry-After. */
export const signInCodeThrottledMessage = (retryAfterSeconds: number): string =>
  `Too many codes asked for. Please wait ${waitText(retryAfterSeconds)} and try again.`;
