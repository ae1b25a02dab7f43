import { z } from 'zod';
import { newPassword } from './password-rules.ts';
import { emailText, text } from './text.ts';
import {
  passwordResetExpiredMessage,
  passwordResetPagePath,
  passwordResetSentMessage,
  passwordResetThrottledMessage,
} from './password-reset-text.ts';

/**
 * Password reset for family (and staff) accounts, decision 0040: ask for a link by email, check the
 * link's token, set a new password with it. Not in the spec's call list (decision 0040 names the paths).
 * The words and the link's path are password-reset-text.ts's (zod-free, for the reset pages).
 */

export { passwordResetExpiredMessage, passwordResetPagePath, passwordResetSentMessage, passwordResetThrottledMessage };

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
