import type { StaffRole } from '#contract/staff-roles.ts';
import { teamMember, type StaffInvitationBody, type TeamMember } from '#contract/staff-team.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { refusalOf, type Refusal } from '#src/lib/account/password-reset-calls.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/*
 * The team's writes (decision 0062), each watched for the session (lib/console/session-watch.ts). A
 * refusal with words (the last owner, the owner's own account, an address with an account, a role
 * that may no longer do this) comes back as an outcome the page shows; anything else is thrown.
 */

export type TeamOutcome = { kind: 'done'; member: TeamMember } | Refusal;

async function teamCall(auth: AuthActorRef, call: Promise<TeamMember>): Promise<TeamOutcome> {
  try {
    return { kind: 'done', member: await watchSession(auth, call) };
  } catch (error) {
    return refusalOf(error);
  }
}

const memberPath = (userId: number) => `/api/staff/team/${userId}` as const;

export const inviteMember = (api: ApiClient, auth: AuthActorRef, body: StaffInvitationBody) =>
  teamCall(auth, api.post('/api/staff/team/invitations', { body, schema: teamMember }));

export const changeMemberRole = (api: ApiClient, auth: AuthActorRef, userId: number, role: StaffRole) =>
  teamCall(auth, api.patch(memberPath(userId), { body: { role }, schema: teamMember }));

export const setMemberDisabled = (api: ApiClient, auth: AuthActorRef, userId: number, disabled: boolean) =>
  teamCall(auth, api.post(`${memberPath(userId)}/${disabled ? 'disable' : 'enable'}`, { schema: teamMember }));

export const resetMemberAccess = (api: ApiClient, auth: AuthActorRef, userId: number) =>
  teamCall(auth, api.post(`${memberPath(userId)}/reset`, { schema: teamMember }));
