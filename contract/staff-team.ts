import { z } from 'zod';
import { loginResult } from './auth.ts';
import { rowIdParam } from './ids.ts';
import { pageOf, pagingQuery } from './paging.ts';
import { newPassword } from './password-rules.ts';
import { staffRole } from './staff-roles.ts';
import { emailText, text } from './text.ts';

/*
 * The staff console's team (decision 0062): the owner lists the company's staff accounts,
 * invites one by mail, changes a role, disables and enables an account and resets its access
 * (GET /api/staff/team, POST /api/staff/team/invitations, PATCH /api/staff/team/{userId},
 * POST .../disable, .../enable, .../reset). The invitee opens /staff/invitation/{token}, chooses a
 * password and is signed in (GET /api/staff/invitation/{token}, POST .../accept).
 */

/** How long a mailed staff invitation works. */
export const STAFF_INVITATION_DAYS = 7;

/**
 * - invited: invited, no password chosen yet (cannot sign in);
 * - active: signs in;
 * - disabled: cannot sign in, its sessions ended; the owner can enable it again.
 */
export const staffAccountStatus = z.enum(['active', 'disabled', 'invited']);
export type StaffAccountStatus = z.infer<typeof staffAccountStatus>;

export const staffAccountStatusNames: Record<StaffAccountStatus, string> = {
  active: 'Active',
  disabled: 'Disabled',
  invited: 'Invited',
};

/** What was done to an account (the team's record of changes, kept with who and when). */
export const teamChangeKind = z.enum(['invited', 'joined', 'role', 'disabled', 'enabled', 'access-reset']);
export type TeamChangeKind = z.infer<typeof teamChangeKind>;

export const teamChange = z.object({
  kind: teamChangeKind,
  /** Who made the change; null when that account no longer exists. */
  byName: z.string().nullable(),
  /** When (ISO instant). */
  at: z.string(),
});
export type TeamChange = z.infer<typeof teamChange>;

/** One staff account of the company, as the team list shows it. */
export const teamMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: staffRole,
  status: staffAccountStatus,
  /** Invited accounts: when the newest invitation's link stops (or stopped) working; null otherwise. */
  invitationExpiresAt: z.string().nullable(),
  /** The latest change made to the account (null for accounts older than the record). */
  lastChange: teamChange.nullable(),
});
export type TeamMember = z.infer<typeof teamMember>;

/** `GET /api/staff/team`: every staff account, by name, a page at a time. */
export const teamQuery = pagingQuery;
export const teamPage = pageOf(teamMember);
export type TeamPage = z.infer<typeof teamPage>;

/** The account a team call names. */
export const teamMemberParams = z.object({ userId: rowIdParam() });

/** `POST /api/staff/team/invitations`: who to invite, with which role. */
export const staffInvitationBody = z.object({
  name: text().trim().min(1).max(100),
  email: emailText().max(254),
  role: staffRole,
});
export type StaffInvitationBody = z.infer<typeof staffInvitationBody>;

/** `PATCH /api/staff/team/{userId}`: the account's new role. */
export const teamMemberChange = z.object({ role: staffRole });
export type TeamMemberChange = z.infer<typeof teamMemberChange>;

/** The token in the mailed link: 32 random bytes, base64url (43 characters); anything else is no token. */
export const staffInvitationTokenParam = z.object({ token: text().min(1).max(256) });

/** `GET /api/staff/invitation/{token}`: who is invited, by whom, with which role. */
export const staffInvitationView = z.object({
  name: z.string(),
  email: z.string(),
  role: staffRole,
  /** The owner who sent it; null when that account no longer exists. */
  inviterName: z.string().nullable(),
  companyName: z.string(),
  expiresAt: z.string(),
});
export type StaffInvitationView = z.infer<typeof staffInvitationView>;

/** `POST /api/staff/invitation/{token}/accept`: the name to show (prefilled from the invitation) and a password. */
export const staffInvitationAcceptBody = z.object({
  name: text().trim().min(1).max(100),
  password: newPassword,
});
export type StaffInvitationAcceptBody = z.infer<typeof staffInvitationAcceptBody>;

/** The account is signed in at once (the sign-in answer). */
export const staffInvitationAccepted = loginResult;

/** Where the mailed link leads; the mail prefixes the company's site URL. */
export const staffInvitationPagePath = (token: string): string => `/staff/invitation/${encodeURIComponent(token)}`;

export const teamMessages = {
  /** 409 of PATCH and disable: the account is the company's only active owner. */
  lastOwner: (name: string) =>
    `${name} is the last active owner. Make another account an owner first: a company always keeps one.`,
  /** 409 of disable: the signed-in owner named their own account. */
  selfDisable: 'You cannot disable your own account. Another owner can.',
  /** 409 of invite: the address has a staff account already (active or disabled). */
  accountExists: (email: string) => `${email} already has a staff account here.`,
  /** 409 of invite: the address belongs to a family account of the company. */
  familyAccount: (email: string) =>
    `${email} belongs to a family account of the portal. Invite the staff member with another address.`,
  /** 409 of invite and reset: the account is disabled. */
  disabled: (name: string) => `${name}'s account is disabled. Enable it first.`,
  /** 409 of reset: the invitation was not accepted yet, so there is no password to reset. */
  notJoined: (name: string) => `${name} has not accepted the invitation yet. Send the invitation again instead.`,
  /** 404 of the invitation calls: unknown, expired, already used, for a disabled account, or another company's. */
  invitationExpired: 'This invitation has expired or was already used. Ask the owner to send a new one.',
  invited: (name: string) => `Invitation sent to ${name}.`,
  roleChanged: (name: string, role: string) => `${name} is now ${role}.`,
  disabledDone: (name: string) => `${name}'s account is disabled: their sessions have ended.`,
  enabledDone: (name: string) => `${name}'s account is enabled again.`,
  resetSent: (name: string) => `A link to choose a new password was mailed to ${name}.`,
} as const;

/** The team's record of a change, in words ("Disabled by Margaret Ellison"). */
export const teamChangeWords: Record<TeamChangeKind, string> = {
  invited: 'Invited',
  joined: 'Joined',
  role: 'Role changed',
  disabled: 'Disabled',
  enabled: 'Enabled',
  'access-reset': 'Access reset',
};
