import type { Context } from 'hono';
import {
  STAFF_INVITATION_DAYS,
  staffInvitationBody,
  teamMember,
  teamMemberChange,
  teamMemberParams as params,
  teamPage,
  teamQuery,
} from '#contract/staff-team.ts';
import type { Clock } from '#server/clock.ts';
import { userOf } from '#server/http/authentication.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import type { MailDelivery } from '#server/mail/outbox.ts';
import { listTeam } from '#server/services/staff/team.ts';
import {
  changeRole,
  disableAccount,
  enableAccount,
  inviteStaff,
  resetAccess,
  type TeamOutcome,
} from '#server/services/staff/team-changes.ts';
import { RESET_LINK_MINUTES } from '#server/services/password-reset/password-reset.ts';

/*
 * The staff console's team (decision 0062): the owner's calls (permission staff.manage).
 * Every change is kept with who made it and when (services/staff/team-changes.ts).
 */

const tags = ['Staff team'];
const permission = 'staff.manage';
const memberSchema = teamMember.meta({ id: 'TeamMember' });
const memberAnswer = jsonResponse(memberSchema, 'The account as the team shows it now');
const lastOwnerRule = 'the last active owner cannot be disabled or made another role';

export const teamRoute = defineRoute({
  audience: 'staff',
  permission,
  method: 'get',
  path: '/api/staff/team',
  tags,
  summary: "The company's staff accounts",
  description:
    'Every staff account of the company by name, paged: its role, its status (active, disabled, or invited and not ' +
    'joined yet, with when the invitation ends) and the latest change made to it, by whom and when.',
  request: { query: teamQuery },
  responses: { 200: jsonResponse(teamPage.meta({ id: 'TeamPage' }), 'One page of the team') },
});

export const inviteStaffRoute = defineRoute({
  audience: 'staff',
  permission,
  method: 'post',
  path: '/api/staff/team/invitations',
  tags,
  summary: 'Invite a staff member',
  description:
    'Makes a staff account with this name, address and role, which cannot sign in yet, and mails a link to the ' +
    `console's invitation page, built from the company's configured site URL, working once for ${STAFF_INVITATION_DAYS} ` +
    'days, where the invitee chooses a password. Inviting an address that is invited and has not joined sends a new ' +
    'link (the earlier one stops working) with the new name and role. 409 on `email` when the address has a staff ' +
    'account already, is disabled, or belongs to a family account.',
  maxBodyBytes: 8 * 1024,
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: staffInvitationBody.meta({ id: 'StaffInvitation' }) } },
    },
  },
  responses: {
    201: jsonResponse(memberSchema, 'Invited: the account, its status "invited"'),
    409: errorResponse('The address has an account already'),
  },
});

export const changeTeamMemberRoute = defineRoute({
  audience: 'staff',
  permission,
  method: 'patch',
  path: '/api/staff/team/{userId}',
  tags,
  summary: "Change a staff account's role",
  description:
    "The account's next call is judged with the new role. 409 on `role` when the account is the company's last " +
    'active owner and the role is not owner. 404 for an account that is not a staff account of the company.',
  maxBodyBytes: 8 * 1024,
  request: {
    params,
    body: {
      required: true,
      content: { 'application/json': { schema: teamMemberChange.meta({ id: 'TeamMemberChange' }) } },
    },
  },
  responses: { 200: memberAnswer, 409: errorResponse(`Refused: ${lastOwnerRule}`) },
});

export const disableTeamMemberRoute = defineRoute({
  audience: 'staff',
  permission,
  method: 'post',
  path: '/api/staff/team/{userId}/disable',
  tags,
  summary: 'Disable a staff account',
  description:
    'The account can no longer sign in and every session of it ends at once; its unused invitation and reset links ' +
    `stop working. 409 for the owner's own account, and for the last active owner. Disabling a disabled account changes nothing.`,
  request: { params },
  responses: { 200: memberAnswer, 409: errorResponse(`Refused: your own account, or ${lastOwnerRule}`) },
});

export const enableTeamMemberRoute = defineRoute({
  audience: 'staff',
  permission,
  method: 'post',
  path: '/api/staff/team/{userId}/enable',
  tags,
  summary: 'Enable a disabled staff account again',
  description:
    'The account signs in again with its password (an account disabled before it joined needs a new invitation). ' +
    'Enabling an enabled account changes nothing.',
  request: { params },
  responses: { 200: memberAnswer },
});

export const resetTeamMemberRoute = defineRoute({
  audience: 'staff',
  permission,
  method: 'post',
  path: '/api/staff/team/{userId}/reset',
  tags,
  summary: "Reset a staff account's access",
  description:
    "Mails the account a link to choose a new password, the password reset's own (working once for " +
    `${RESET_LINK_MINUTES} minutes, on the console's page; the account's earlier links stop working). Using it ends ` +
    'every session of the account. 409 for a disabled account and for one that has not joined yet (send the invitation again).',
  request: { params },
  responses: { 200: memberAnswer, 409: errorResponse('Refused: the account is disabled or has not joined') },
});

export interface StaffTeamRoutesDeps {
  mail: MailDelivery;
  clock: Clock;
}

function answer<S extends 200 | 201>(c: Context, outcome: TeamOutcome, okStatus: S) {
  switch (outcome.kind) {
    case 'not-found':
      return jsonError(c, 404);
    case 'conflict':
      return jsonError(c, 409, [{ path: outcome.path, message: outcome.message }]);
    case 'done':
      return c.json(outcome.member, okStatus);
  }
}

export function registerStaffTeamRoutes(register: RegisterRoute, { mail, clock }: StaffTeamRoutesDeps): void {
  const actorOf = (c: Context) => {
    const { id, name } = userOf(c);
    return { id, name };
  };

  register(teamRoute, async (c) => c.json(await listTeam(scopeOf(c), c.req.valid('query')), 200));

  register(inviteStaffRoute, async (c) =>
    answer(c, await inviteStaff(scopeOf(c), { mail }, actorOf(c), c.req.valid('json'), clock.now()), 201),
  );

  register(changeTeamMemberRoute, async (c) =>
    answer(
      c,
      await changeRole(scopeOf(c), actorOf(c), c.req.valid('param').userId, c.req.valid('json').role, clock.now()),
      200,
    ),
  );

  register(disableTeamMemberRoute, async (c) =>
    answer(c, await disableAccount(scopeOf(c), actorOf(c), c.req.valid('param').userId, clock.now()), 200),
  );

  register(enableTeamMemberRoute, async (c) => {
    const outcome = await enableAccount(scopeOf(c), actorOf(c), c.req.valid('param').userId, clock.now());
    return outcome.kind === 'done' ? c.json(outcome.member, 200) : jsonError(c, 404);
  });

  register(resetTeamMemberRoute, async (c) =>
    answer(c, await resetAccess(scopeOf(c), { mail }, actorOf(c), c.req.valid('param').userId, clock.now()), 200),
  );
}
