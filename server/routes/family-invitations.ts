import { caseParams } from '#contract/family-arrangements.ts';
import {
  INVITATION_DAYS,
  invitationAccepted,
  invitationBody,
  invitationMessages,
  invitationSent,
  invitationTokenParam as params,
  invitationView,
  signupBody,
  signupResult,
} from '#contract/family-invitations.ts';
import { passwordTooCommonMessage } from '#contract/password-rules.ts';
import { userOf } from '#server/http/authentication.ts';
import { caseScopeOf } from '#server/http/case-scoping.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { invitationAnswer } from './invitation-answer.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import { tooManyRequestsResponse } from '#server/http/too-many-requests.ts';
import type { MailDelivery } from '#server/mail/outbox.ts';
import { inviteToCase } from '#server/services/family/invitations/invite.ts';
import { acceptInvitation, checkInvitation, signUpWithInvitation } from '#server/services/family/invitations/join.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { familyTags } from './family-route-kit.ts';
import { linkLookupThrottledResponse, refuseLinkLookup, type LinkLookupDeps } from './link-lookup-limit.ts';

/* Invitations and sign-up (decision 0045; spec §7 "Family cases" invite, "Other family calls"). */

const tags = familyTags.cases;
const expiredAnswer = errorResponse(`Unknown, expired or used invitation: "${invitationMessages.expired}"`);

export const inviteRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: '/api/family/cases/{caseId}/invite',
  tags,
  summary: 'Invite a relative to the case',
  description:
    `Mails the relative a link to the portal's login page, built from the company's configured site URL, working once ` +
    `for ${INVITATION_DAYS} days and only for this address; an earlier unused invitation of the address to the case ` +
    `stops working. 409 when the address already belongs to a member of the case (nothing is mailed). At most ` +
    `${rateLimits.invitationPerMember.limit} invitations an hour from one member and ` +
    `${rateLimits.invitationPerCase.limit} a day to one case; more answer 429.`,
  maxBodyBytes: 8 * 1024,
  request: {
    params: caseParams,
    body: { required: true, content: { 'application/json': { schema: invitationBody.meta({ id: 'Invitation' }) } } },
  },
  responses: {
    201: jsonResponse(invitationSent.meta({ id: 'InvitationSent' }), 'The invitation is mailed'),
    409: errorResponse('The address already belongs to a member of the case'),
    429: tooManyRequestsResponse('Too many invitations from this member or to this case'),
  },
});

export const invitationRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/family/invitation/{token}',
  tags,
  summary: 'Who invited whom to which family portal',
  description: `For the login page of the mailed link. 404 "${invitationMessages.expired}" for an unknown, used or expired invitation alike.`,
  request: { params },
  responses: {
    200: jsonResponse(invitationView.meta({ id: 'InvitationView' }), 'The invitation works'),
    404: expiredAnswer,
    429: linkLookupThrottledResponse,
  },
});

export const acceptInvitationRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: '/api/family/invitation/{token}/accept',
  tags,
  summary: 'Join the case of an invitation, signed in',
  description:
    "The signed-in family account becomes a member of the invitation's case when the invitation was sent to its " +
    'address (403 otherwise). The invitation then stops working.',
  request: { params },
  responses: {
    200: jsonResponse(invitationAccepted.meta({ id: 'InvitationAccepted' }), 'Joined: the case to open'),
    403: errorResponse('The invitation was sent to another address'),
    404: expiredAnswer,
    429: linkLookupThrottledResponse,
  },
});

export const signupRoute = defineRoute({
  audience: 'public',
  method: 'post',
  path: '/api/family/signup',
  tags,
  summary: 'Create a family account with an invitation',
  description:
    'Creates the family account of the invited address with this name and password (12 to 128 characters, and not ' +
    `easy to guess: 422 on \`password\` "${passwordTooCommonMessage}" with the reason), makes it a member of the ` +
    'case and signs it in. 409 when the address has an account already: sign in and accept instead.',
  maxBodyBytes: 8 * 1024,
  request: {
    body: { required: true, content: { 'application/json': { schema: signupBody.meta({ id: 'Signup' }) } } },
  },
  responses: {
    201: jsonResponse(signupResult.meta({ id: 'SignupResult' }), 'Signed up and signed in'),
    404: expiredAnswer,
    409: errorResponse('The invited address has an account already'),
    429: linkLookupThrottledResponse,
  },
});

export function registerFamilyInvitationRoutes(
  register: RegisterRoute,
  { mail, clock, clientAddress }: { mail: MailDelivery } & LinkLookupDeps,
): void {
  const lookups = { clock, clientAddress };
  const expired = [{ path: '', message: invitationMessages.expired }];

  register(inviteRoute, async (c) => {
    const outcome = await inviteToCase(
      caseScopeOf(c),
      { mail, clock },
      c.req.valid('param').caseId,
      c.req.valid('json'),
    );
    return invitationAnswer(c, outcome);
  });

  register(invitationRoute, async (c) => {
    const refused = await refuseLinkLookup(c, lookups);
    if (refused) return refused;
    c.header('Cache-Control', 'no-store');
    const found = await checkInvitation(scopeOf(c), c.req.valid('param').token, clock.now());
    return found ? c.json(found, 200) : jsonError(c, 404, expired);
  });

  register(acceptInvitationRoute, async (c) => {
    const refused = await refuseLinkLookup(c, lookups);
    if (refused) return refused;
    const outcome = await acceptInvitation(caseScopeOf(c), userOf(c).email, c.req.valid('param').token, clock.now());
    if (outcome.kind === 'expired') return jsonError(c, 404, expired);
    if (outcome.kind === 'other-email')
      return jsonError(c, 403, [{ path: '', message: invitationMessages.otherEmail(outcome.email) }]);
    return c.json(outcome.case, 200);
  });

  register(signupRoute, async (c) => {
    const refused = await refuseLinkLookup(c, lookups);
    if (refused) return refused;
    const outcome = await signUpWithInvitation(scopeOf(c), c.req.valid('json'), clock.now());
    switch (outcome.kind) {
      case 'expired':
        return jsonError(c, 404, expired);
      case 'account-exists':
        return jsonError(c, 409, [{ path: '', message: invitationMessages.accountExists(outcome.email) }]);
      case 'weak':
        return jsonError(c, 422, [{ path: 'password', message: outcome.message }]);
      case 'signed-up':
        return c.json(outcome.result, 201);
    }
  });
}
