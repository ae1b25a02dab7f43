import { waitText } from './wait-time.ts';

/*
 * What the password reset says (decision 0040), and where its mailed link leads: zod-free, so the
 * reset pages carry no schema code (password-reset.ts holds the API's schemas and says these again
 * for the server).
 */

/** Shown after asking, whatever the address (spec: the same answer whether or not an account exists). */
export const passwordResetSentMessage =
  'If an account exists for that address, we have sent a link to reset the password. It works for one hour.';

/** A 404 of the token calls: unknown, expired, already used, or another company's. */
export const passwordResetExpiredMessage = 'This reset link has expired or was already used. Ask for a new one.';

/** A 429 of asking for a link: `retryAfterSeconds` is the answer's Retry-After. */
export const passwordResetThrottledMessage = (retryAfterSeconds: number): string =>
  `Too many requests to reset a password. Please wait ${waitText(retryAfterSeconds)} and try again.`;

/**
 * Where the mailed link leads: the family portal's page, or the staff console's for a staff account
 * (decision 0062); the mail prefixes the company's site URL.
 */
export const passwordResetPagePath = (token: string, role: 'staff' | 'family' = 'family'): string =>
  `${role === 'staff' ? '/staff' : '/family-portal'}/password-reset/${encodeURIComponent(token)}`;
