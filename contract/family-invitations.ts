import { z } from 'zod';
import { loginResult } from './auth.ts';
import { rowId } from './ids.ts';
import { newPassword } from './password-rules.ts';
import { emailText, text } from './text.ts';
import { INVITATION_DAYS, invitationMessages, invitationPagePath } from './invitation-text.ts';

/*
 * Invitations and sign-up (decision 0045; spec §7 POST /api/family/cases/{caseId}/invite,
 * GET /api/family/invitation/{token}, POST .../accept, POST /api/family/signup). A member invites a
 * relative by name and email; the mailed link opens the portal's login page with the invitation
 * (spec §6: only login and password reset are open without a session), where the relative creates an
 * account or signs in and accepts. No one joins a case without an invitation. The words and the
 * link's path are invitation-text.ts's (zod-free, for the portal's pages).
 */

export { INVITATION_DAYS, invitationMessages, invitationPagePath };

/** `POST .../invite`: who to invite. The name is shown to them and to the family as text. */
export const invitationBody = z.object({
  name: text().trim().min(1).max(100),
  email: emailText().max(254),
});
export type InvitationBody = z.infer<typeof invitationBody>;

/** The answer to an invitation sent: to whom and until when (never the token: it is in the mail only). */
export const invitationSent = z.object({
  name: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type InvitationSent = z.infer<typeof invitationSent>;

/** The token in the mailed link: 32 random bytes, base64url (43 characters); anything else is no token. */
export const invitationTokenParam = z.object({ token: text().min(1).max(256) });

/** `GET /api/family/invitation/{token}`: who invited whom to which family's portal. */
export const invitationView = z.object({
  invitedName: z.string(),
  invitedEmail: z.string(),
  inviterName: z.string(),
  /** The person the case is for: "the portal for Harold James Whitfield". */
  decedentName: z.string(),
  companyName: z.string(),
  expiresAt: z.string(),
});
export type InvitationView = z.infer<typeof invitationView>;

/** `POST .../accept`: the case the account now belongs to, to open it. */
export const invitationAccepted = z.object({ caseId: rowId(), nameSlug: z.string() });
export type InvitationAccepted = z.infer<typeof invitationAccepted>;

/** `POST /api/family/signup`: the invitation's token, the new account's name and password. */
export const signupBody = z.object({
  invitation: text().min(1).max(256),
  name: text().trim().min(1).max(100),
  password: newPassword,
});
export type SignupBody = z.infer<typeof signupBody>;

/** The new account is signed in at once, and the case it joined is named to open it. */
export const signupResult = loginResult.extend({ case: invitationAccepted });
export type SignupResult = z.infer<typeof signupResult>;
