import { waitText } from './wait-time.ts';

/*
 * Signing in with a mailed code (decision 0074), zod-free for the login page: how many digits a code
 * has, how it is typed, and the words. sign-in-code.ts holds the API's schemas and says these again
 * for the server.
 */

/** How many digits a code has, how long it works, and how many tries void it. */
export const SIGN_IN_CODE_DIGITS = 6;
export const SIGN_IN_CODE_MINUTES = 10;
export const SIGN_IN_CODE_TRIES = 5;

/** A code as the API takes it: its digits, nothing else. */
export const signInCodePattern = new RegExp(`^\\d{${SIGN_IN_CODE_DIGITS}}$`);

/** What a person typed as a code, without the spaces a mail app or a phone may add ("123 456"). */
export const codeDigits = (typed: string): string => typed.replace(/[\s-]/g, '');

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
