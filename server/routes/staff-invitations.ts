import { passwordTooCommonMessage } from '#contract/password-rules.ts';
import {
  staffInvitationAcceptBody,
  staffInvitationAccepted,
  staffInvitationTokenParam as params,
  staffInvitationView,
  teamMessages,
} from '#contract/staff-team.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import { acceptStaffInvitation, checkStaffInvitation } from '#server/services/staff/staff-invitations.ts';
import { linkLookupThrottledResponse, refuseLinkLookup, type LinkLookupDeps } from './link-lookup-limit.ts';

/*
 * The invitee's side of a staff invitation (decision 0062): public, like the password reset
 * link's calls, and limited the same way (mailed-link lookups per client address).
 */

const tags = ['Staff team'];
const expiredAnswer = errorResponse(`Unknown, expired or used invitation: "${teamMessages.invitationExpired}"`);

export const staffInvitationRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/staff/invitation/{token}',
  tags,
  summary: 'Who is invited to the staff, by whom, with which role',
  description: `For the console's invitation page. 404 "${teamMessages.invitationExpired}" for an unknown, used or expired invitation alike.`,
  request: { params },
  responses: {
    200: jsonResponse(staffInvitationView.meta({ id: 'StaffInvitationView' }), 'The invitation works'),
    404: expiredAnswer,
    429: linkLookupThrottledResponse,
  },
});

export const acceptStaffInvitationRoute = defineRoute({
  audience: 'public',
  method: 'post',
  path: '/api/staff/invitation/{token}/accept',
  tags,
  summary: 'Join the staff: choose a password with the invitation',
  description:
    "Sets the invited account's name and password (12 to 128 characters, and not easy to guess: 422 on `password` " +
    `"${passwordTooCommonMessage}" with the reason) and signs it in: the answer is the sign-in's. The invitation then stops working.`,
  maxBodyBytes: 8 * 1024,
  request: {
    params,
    body: {
      required: true,
      content: { 'application/json': { schema: staffInvitationAcceptBody.meta({ id: 'StaffInvitationAccept' }) } },
    },
  },
  responses: {
    201: jsonResponse(staffInvitationAccepted.meta({ id: 'StaffInvitationAccepted' }), 'Joined and signed in'),
    404: expiredAnswer,
    429: linkLookupThrottledResponse,
  },
});

export function registerStaffInvitationRoutes(register: RegisterRoute, { clock, clientAddress }: LinkLookupDeps): void {
  const lookups = { clock, clientAddress };
  const expired = [{ path: '', message: teamMessages.invitationExpired }];

  register(staffInvitationRoute, async (c) => {
    const refused = await refuseLinkLookup(c, lookups);
    if (refused) return refused;
    c.header('Cache-Control', 'no-store');
    const found = await checkStaffInvitation(scopeOf(c), c.req.valid('param').token, clock.now());
    return found ? c.json(found, 200) : jsonError(c, 404, expired);
  });

  register(acceptStaffInvitationRoute, async (c) => {
    const refused = await refuseLinkLookup(c, lookups);
    if (refused) return refused;
    c.header('Cache-Control', 'no-store');
    const outcome = await acceptStaffInvitation(
      scopeOf(c),
      c.req.valid('param').token,
      c.req.valid('json'),
      clock.now(),
    );
    if (outcome.kind === 'expired') return jsonError(c, 404, expired);
    if (outcome.kind === 'weak') return jsonError(c, 422, [{ path: 'password', message: outcome.message }]);
    return c.json(outcome.result, 201);
  });
}
