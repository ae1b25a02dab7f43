import { z } from 'zod';
import { newPassword } from './password-rules.ts';
import { emailText, text } from './text.ts';
import { waitText } from './wait-time.ts';

/**
 * Password reset for family (and staff) accounts, decision 0040: ask for a link by email, check the
 * link's token, set a new password with it. Not in the spec's call list (decision 0040 names the paths).
 */

/** `POST /api/auth/password-reset`: the one answer is the same whether or not the account exists. */
export const passwordResetRequestBody = z.object({ email: emailText().max(254) });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBody>;

/** The token in the mailed link: 32 random bytes, base64url (43 characters); anything else is no token. */
export const passwordResetTokenParam = z.object({ token: text().min(1).max(256) });

/** `GET /api/auth/password-reset/{token}`: the link is usable; the account it is for, for password managers. */
export const passwordResetCheck = z.object({
  email: z.string(),
  /** When the link stops working (ISO instant). */
  expiresAt: z.string(),
});
export type PasswordResetCheck = z.infer<typeof passwordResetCheck>;

/** `POST /api/auth/password-reset/{token}`. */
export const passwordResetBody = z.object({ password: newPassword });
export type PasswordResetBody = z.infer<typeof passwordResetBody>;

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
