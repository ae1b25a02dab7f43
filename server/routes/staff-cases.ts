import { caseDetails, caseDetailsView } from '#contract/family-case-details.ts';
import { invitationBody } from '#contract/family-invitations.ts';
import {
  caseDirectorBody,
  caseDirectorView,
  caseIdParams,
  caseInvitationParams,
  caseMemberParams,
  casesPage,
  casesQuery,
  createdCase,
  directorChoices,
  MY_CASES_MAX,
  myCases,
  newCaseBody,
  staffCase,
  staffInvitationSent,
  unknownLocationMessage,
} from '#contract/staff-cases.ts';
import { userOf } from '#server/http/authentication.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import { tooManyRequestsResponse } from '#server/http/too-many-requests.ts';
import type { MailingDeps } from '#server/services/mailing-deps.ts';
import { invitationAnswer } from './invitation-answer.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { saveDetailsByStaff } from '#server/services/staff/cases/case-details.ts';
import {
  inviteByStaff,
  removeMember,
  resendInvitation,
  revokeInvitation,
  type StaffOnCase,
} from '#server/services/staff/cases/case-family.ts';
import { assignDirector, directorChoices as listDirectorChoices } from '#server/services/staff/cases/case-director.ts';
import { myCases as listMyCases } from '#server/services/staff/cases/my-cases.ts';
import { staffCasePage } from '#server/services/staff/cases/case-page.ts';
import { createCaseByHand } from '#server/services/staff/cases/create-case.ts';
import { listCases } from '#server/services/staff/cases/list-cases.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import type { Context } from 'hono';

/*
 * The staff console's cases (decision 0065): the company's opened cases, a case made
 * by hand, a case's page and what staff do with its details and its family, and its funeral director
 * (decision 0105: choosing one needs `cases.assign`). Every other call needs `cases.work`; another
 * company's case, like one that does not exist, is 404.
 */

const tags = ['Staff: cases'];
const alreadyMember = errorResponse('The address already belongs to a member of the case');
const tooMany = tooManyRequestsResponse(
  `Too many invitations: at most ${rateLimits.invitationPerMember.limit} an hour from one account and ` +
    `${rateLimits.invitationPerCase.limit} a day to one case`,
);

export const listCasesRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.work',
  method: 'get',
  path: '/api/staff/cases',
  tags,
  summary: 'The company’s cases',
  description:
    'Opened cases, newest opened first. `q` matches the decedent’s name or the name or email of anyone invited ' +
    'to or a member of the case (any case, accents ignored); filters by plan type (`status`) and location.',
  request: { query: casesQuery },
  responses: { 200: jsonResponse(casesPage.meta({ id: 'CasesPage' }), 'A page of cases') },
});

export const createCaseRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.work',
  method: 'post',
  path: '/api/staff/cases',
  tags,
  summary: 'Make a case by hand',
  description:
    'An opened case (AT_NEED or PRE_PLAN) at one of the company’s locations. A contact, when given, is mailed ' +
    'an invitation to the case’s family portal as its first member (the family invitation’s one-time link).',
  maxBodyBytes: 8 * 1024,
  request: {
    body: { required: true, content: { 'application/json': { schema: newCaseBody.meta({ id: 'NewCase' }) } } },
  },
  responses: { 201: jsonResponse(createdCase.meta({ id: 'CreatedCase' }), 'The case, and the invitation') },
});

export const caseRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.work',
  method: 'get',
  path: '/api/staff/cases/{id}',
  tags,
  summary: 'One case',
  description:
    'The life details (as the family’s add-details task shows them), the members and pending invitations, the ' +
    'task progress, the arrangement (package, signed or not, total, paid, balance) and the proofs’ states.',
  request: { params: caseIdParams },
  responses: { 200: jsonResponse(staffCase.meta({ id: 'StaffCase' }), 'The case') },
});

export const caseDetailsRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.work',
  method: 'put',
  path: '/api/staff/cases/{id}/details',
  tags,
  summary: 'Write the decedent’s life details',
  description:
    'The same fields and the same save as the family’s add-details task: the whole set is replaced (empty ' +
    'strings for what is not known), the family sees it at once, and the add-details task is done.',
  maxBodyBytes: 64 * 1024,
  request: {
    params: caseIdParams,
    body: { required: true, content: { 'application/json': { schema: caseDetails } } },
  },
  responses: { 200: jsonResponse(caseDetailsView, 'The details as saved') },
});

export const inviteRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.work',
  method: 'post',
  path: '/api/staff/cases/{id}/invitations',
  tags,
  summary: 'Invite a relative to the case',
  description:
    'The family’s invitation, sent by the staff member: a one-time link to the case’s portal for this address; an ' +
    'earlier unused invitation of the address stops working.',
  maxBodyBytes: 8 * 1024,
  request: {
    params: caseIdParams,
    body: { required: true, content: { 'application/json': { schema: invitationBody } } },
  },
  responses: { 201: jsonResponse(staffInvitationSent, 'The invitation is mailed'), 409: alreadyMember, 429: tooMany },
});

export const resendRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.work',
  method: 'post',
  path: '/api/staff/cases/{id}/invitations/{invitationId}/resend',
  tags,
  summary: 'Send a pending invitation again',
  description: 'A new link to the same name and address (the earlier one stops working), for another seven days.',
  request: { params: caseInvitationParams },
  responses: {
    201: jsonResponse(staffInvitationSent, 'The invitation is mailed again'),
    409: alreadyMember,
    429: tooMany,
  },
});

export const revokeRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.work',
  method: 'delete',
  path: '/api/staff/cases/{id}/invitations/{invitationId}',
  tags,
  summary: 'Revoke a pending invitation',
  description: 'Its link stops working. 404 for an invitation already used (remove the member instead).',
  request: { params: caseInvitationParams },
  responses: { 204: { description: 'Revoked' } },
});

export const removeMemberRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.work',
  method: 'delete',
  path: '/api/staff/cases/{id}/members/{userId}',
  tags,
  summary: 'Remove a member from the case',
  description:
    'Their access to the case ends at once (their next call does not reach it) and their task assignments on it ' +
    'go; their account stays, with any other case.',
  request: { params: caseMemberParams },
  responses: { 204: { description: 'Removed' } },
});

export const directorsRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.work',
  method: 'get',
  path: '/api/staff/directors',
  tags,
  summary: 'Who may direct a case',
  description:
    'The company’s staff accounts that may be a case’s funeral director (decision 0105): enabled directors and ' +
    'owners who have joined, by name. The console’s choice of a case’s director and the cases list’s filter.',
  responses: { 200: jsonResponse(directorChoices.meta({ id: 'DirectorChoices' }), 'The directors') },
});

export const caseDirectorRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.assign',
  method: 'put',
  path: '/api/staff/cases/{id}/director',
  tags,
  summary: 'Choose the case’s funeral director',
  description:
    'The case’s director becomes the account (one of GET /api/staff/directors), or none with `userId: null`. The ' +
    'family portal shows the director’s name with the location’s phone. 422 at `userId` for an account that cannot ' +
    'direct a case: office staff, disabled, not joined yet, or not the company’s.',
  maxBodyBytes: 1024,
  request: {
    params: caseIdParams,
    body: {
      required: true,
      content: { 'application/json': { schema: caseDirectorBody.meta({ id: 'CaseDirectorBody' }) } },
    },
  },
  responses: { 200: jsonResponse(caseDirectorView.meta({ id: 'CaseDirector' }), 'The case’s director as it now is') },
});

export const myCasesRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.work',
  method: 'get',
  path: '/api/staff/my-cases',
  tags,
  summary: 'My cases',
  description:
    'The opened cases whose director is the signed-in staff member (decision 0105): those with an event to come ' +
    `first, soonest first, then the rest newest opened first; at most ${MY_CASES_MAX}, with the total. Each with ` +
    'what its family still has to do: open tasks, the statement to sign, a signed statement’s balance.',
  responses: { 200: jsonResponse(myCases.meta({ id: 'MyCases' }), 'The staff member’s cases') },
});

export type StaffCaseRoutesDeps = MailingDeps;

const onCase = (c: Context<AppEnv>, caseId: number): StaffOnCase => ({
  scope: scopeOf(c),
  staffUserId: userOf(c).id,
  caseId,
});

export function registerStaffCaseRoutes(register: RegisterRoute, deps: StaffCaseRoutesDeps): void {
  register(listCasesRoute, async (c) => c.json(await listCases(scopeOf(c), c.req.valid('query'), userOf(c).id), 200));

  register(directorsRoute, async (c) => c.json({ directors: await listDirectorChoices(scopeOf(c)) }, 200));

  register(caseDirectorRoute, async (c) => {
    const outcome = await assignDirector(
      scopeOf(c),
      c.req.valid('param').id,
      c.req.valid('json').userId,
      deps.clock.now(),
    );
    if (outcome.kind === 'not-found') return jsonError(c, 404);
    if (outcome.kind === 'refused') return jsonError(c, 422, [{ path: 'userId', message: outcome.message }]);
    return c.json(outcome.view, 200);
  });

  register(myCasesRoute, async (c) => c.json(await listMyCases(scopeOf(c), userOf(c).id, deps.clock.now()), 200));

  register(createCaseRoute, async (c) => {
    const user = userOf(c);
    const outcome = await createCaseByHand(scopeOf(c), deps, c.req.valid('json'), { userId: user.id, name: user.name });
    if (outcome.kind === 'unknown-location')
      return jsonError(c, 422, [{ path: 'locationId', message: unknownLocationMessage }]);
    return c.json(outcome.created, 201);
  });

  register(caseRoute, async (c) => {
    const page = await staffCasePage(scopeOf(c), userOf(c).id, c.req.valid('param').id, deps.clock.now());
    return page ? c.json(page, 200) : jsonError(c, 404);
  });

  register(caseDetailsRoute, async (c) => {
    const saved = await saveDetailsByStaff(onCase(c, c.req.valid('param').id), c.req.valid('json'), deps.clock.now());
    return saved ? c.json(saved, 200) : jsonError(c, 404);
  });

  register(inviteRoute, async (c) =>
    invitationAnswer(c, await inviteByStaff(onCase(c, c.req.valid('param').id), deps, c.req.valid('json'))),
  );

  register(resendRoute, async (c) => {
    const { id, invitationId } = c.req.valid('param');
    return invitationAnswer(c, await resendInvitation(onCase(c, id), deps, invitationId));
  });

  register(revokeRoute, async (c) => {
    const { id, invitationId } = c.req.valid('param');
    return (await revokeInvitation(onCase(c, id), invitationId)) ? c.body(null, 204) : jsonError(c, 404);
  });

  register(removeMemberRoute, async (c) => {
    const { id, userId } = c.req.valid('param');
    return (await removeMember(onCase(c, id), userId)) ? c.body(null, 204) : jsonError(c, 404);
  });
}
