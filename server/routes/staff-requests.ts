import {
  openedCase,
  requestCounts as requestCountsSchema,
  requestDetail as requestDetailSchema,
  requestEventBody,
  requestParams,
  requestsPage,
  requestsQuery,
} from '#contract/staff-requests.ts';
import type { Clock } from '#server/clock.ts';
import { userOf } from '#server/http/authentication.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import type { MailDelivery } from '#server/mail/outbox.ts';
import { listRequests, requestCounts } from '#server/services/staff/requests/list-requests.ts';
import { openCaseFromRequest } from '#server/services/staff/requests/open-case.ts';
import { requestDetail } from '#server/services/staff/requests/request-detail.ts';
import { applyRequestEvent } from '#server/services/staff/requests/request-events.ts';

/*
 * The staff console's requests inbox: the /plan-now submissions of the request host's
 * company. Reading and answering them needs `requests.work`; opening a case needs `cases.work`.
 */

const tags = ['Staff: requests'];
const refused = errorResponse("The request's state does not take this action (the message says why)");

export const listRequestsRoute = defineRoute({
  audience: 'staff',
  permission: 'requests.work',
  method: 'get',
  path: '/api/staff/requests',
  tags,
  summary: 'The requests inbox',
  description:
    'Every planning request of the company, at-need requests still new first, then newest first; filters by ' +
    'location, plan type (caseStatus) and status. `newCount` is the company-wide count of new requests.',
  request: { query: requestsQuery },
  responses: { 200: jsonResponse(requestsPage.meta({ id: 'RequestsPage' }), 'A page of requests') },
});

export const requestCountsRoute = defineRoute({
  audience: 'staff',
  permission: 'requests.work',
  method: 'get',
  path: '/api/staff/request-counts',
  tags,
  summary: 'How many requests are new',
  description: 'The console shows it in its navigation; cheap enough to ask on every page.',
  responses: { 200: jsonResponse(requestCountsSchema.meta({ id: 'RequestCounts' }), 'The counts') },
});

export const requestDetailRoute = defineRoute({
  audience: 'staff',
  permission: 'requests.work',
  method: 'get',
  path: '/api/staff/requests/{id}',
  tags,
  summary: 'One request',
  description:
    'The answers in the wizard’s section order under its section names, the contact, the history (who did ' +
    'what, when) and what can be done with it now.',
  request: { params: requestParams },
  responses: { 200: jsonResponse(requestDetailSchema.meta({ id: 'RequestDetail' }), 'The request') },
});

export const requestEventRoute = defineRoute({
  audience: 'staff',
  permission: 'requests.work',
  method: 'post',
  path: '/api/staff/requests/{id}/events',
  tags,
  summary: 'Mark a request contacted, close it with a reason, or reopen it',
  description:
    '409 when its state does not take the event (machines/planning-request). Answers the request as it is now.',
  maxBodyBytes: 4 * 1024,
  request: {
    params: requestParams,
    body: {
      required: true,
      content: { 'application/json': { schema: requestEventBody.meta({ id: 'RequestEvent' }) } },
    },
  },
  responses: { 200: jsonResponse(requestDetailSchema, 'The request as it is now'), 409: refused },
});

export const openCaseRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.work',
  method: 'post',
  path: '/api/staff/requests/{id}/open-case',
  tags,
  summary: 'Open a case from a request and invite its contact',
  description:
    'The request becomes one of the company’s cases (AT_NEED or PRE_PLAN, its answers the case details) and ' +
    'its contact is mailed an invitation to the case’s family portal. 409 when the request is closed or its ' +
    'case is open already.',
  request: { params: requestParams },
  responses: { 200: jsonResponse(openedCase.meta({ id: 'OpenedCase' }), 'The case and the invitation'), 409: refused },
});

export interface StaffRequestRoutesDeps {
  clock: Clock;
  mail: MailDelivery;
}

const refusal = (message: string) => [{ path: '', message }];

export function registerStaffRequestRoutes(register: RegisterRoute, deps: StaffRequestRoutesDeps): void {
  register(listRequestsRoute, async (c) => c.json(await listRequests(scopeOf(c), c.req.valid('query')), 200));

  register(requestCountsRoute, async (c) => c.json(await requestCounts(scopeOf(c)), 200));

  register(requestDetailRoute, async (c) => {
    const detail = await requestDetail(scopeOf(c), c.req.valid('param').id);
    return detail ? c.json(detail, 200) : jsonError(c, 404);
  });

  register(requestEventRoute, async (c) => {
    const scope = scopeOf(c);
    const { id } = c.req.valid('param');
    const change = await applyRequestEvent(scope, id, c.req.valid('json'), {
      userId: userOf(c).id,
      at: deps.clock.now(),
    });
    if (change.kind === 'not-found') return jsonError(c, 404);
    if (change.kind === 'refused') return jsonError(c, 409, refusal(change.message));
    const detail = await requestDetail(scope, id);
    return detail ? c.json(detail, 200) : jsonError(c, 404);
  });

  register(openCaseRoute, async (c) => {
    const user = userOf(c);
    const outcome = await openCaseFromRequest(scopeOf(c), deps, c.req.valid('param').id, {
      userId: user.id,
      name: user.name,
    });
    if (outcome.kind === 'not-found') return jsonError(c, 404);
    if (outcome.kind === 'refused') return jsonError(c, 409, refusal(outcome.message));
    return c.json(outcome.opened, 200);
  });
}
