import { waitText } from './wait-time.ts';

/*
 * What the family portal says of invitations (decision 0045), and where the mailed link leads: zod-free,
 * so the case home and the login page carry no schema code (family-invitations.ts holds the API's
 * schemas and says these again for the server).
 */

/** How long a mailed invitation works. */
export const INVITATION_DAYS = 7;

/** Where the mailed link leads: the login page, carrying the invitation. */
export const invitationPagePath = (token: string): string =>
  `/family-portal/login?invitation=${encodeURIComponent(token)}`;

export const invitationMessages = {
  /** A 404 of the token calls: unknown, expired, already used, or another company's: one answer. */
  expired: 'This invitation has expired or was already used. Ask the family member who invited you to send a new one.',
  /** A 409 of invite: the address already belongs to a member of the case; nothing is mailed. */
  alreadyMember: (name: string) => `${name} is already a member of this family's portal.`,
  /** A 403 of accept: the signed-in account is not the invited address. */
  otherEmail: (email: string) =>
    `This invitation was sent to ${email}. Sign in with that address, or create an account for it.`,
  /** A 409 of sign-up: an account with the invited address exists; sign in and accept instead. */
  accountExists: (email: string) =>
    `There is already an account for ${email}. Sign in with it to accept the invitation.`,
  sent: (name: string) => `Invitation sent to ${name}.`,
  /** A 429 of invite: `retryAfterSeconds` is the answer's Retry-After. */
  throttled: (retryAfterSeconds: number) =>
    `Too many invitations were sent. Please wait ${waitText(retryAfterSeconds)} and try again.`,
} as const;
