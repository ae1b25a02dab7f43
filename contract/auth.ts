import { z } from 'zod';
import { staffRole } from './staff-roles.ts';
import { emailText, multilineText } from './text.ts';
import { waitText } from './wait-time.ts';

/**
 * Sign-in for staff (the website builder) and, later, families (the portal): one session API whose
 * answer names the role. The token is a bearer token (spec §6); the server keeps only its hash.
 */

export const userRole = z.enum(['staff', 'family']);
export type UserRole = z.infer<typeof userRole>;

export const loginBody = z.object({
  email: emailText().max(254),
  // Taken as typed, whatever it holds: refusing a character would lock its owner out.
  password: multilineText().min(1).max(1024),
  /** Keep the session on this device for 30 days (decision 0073); honoured for family accounts only. */
  keepSignedIn: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const sessionUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: userRole,
  /** A staff account's role (contract/staff-roles.ts); null for a family account. */
  staffRole: staffRole.nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const session = z.object({
  user: sessionUser,
  /** When the token stops working (ISO instant); a new sign-in is needed after it. */
  expiresAt: z.string(),
});
export type Session = z.infer<typeof session>;

export const loginResult = session.extend({
  /** Send as `Authorization: Bearer <token>`. Shown once: the server cannot tell it again. */
  token: z.string().min(32),
});
export type LoginResult = z.infer<typeof loginResult>;

/** The one answer to a failed sign-in, whichever of email or password was wrong. */
export const loginFailedMessage = 'Email or password is incorrect';
/** A 429 of sign-in: `retryAfterSeconds` is the answer's Retry-After. */
export const loginThrottledMessage = (retryAfterSeconds: number): string =>
  `Too many sign-in attempts. Please wait ${waitText(retryAfterSeconds)} and try again.`;
/**
 * A 429 of sign-in when only the account-wide ceiling refused (guessing from many places): the owner
 * gets in now with a password reset link, which also marks their address as theirs.
 */
export const loginAccountLockedMessage = (retryAfterSeconds: number): string =>
  'Too many sign-in attempts on this account from other places. To sign in now, reset your password with ' +
  `"Forgot your password?": the link we email you lets you in from here. Or wait ${waitText(retryAfterSeconds)}.`;
