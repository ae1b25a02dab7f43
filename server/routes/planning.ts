import {
  addressBook,
  idempotencyKeyHeader,
  planningForm,
  planningLocations,
  planningSubmission,
  planningSubmitResult,
  planningThrottledMessage,
} from '#contract/planning.ts';
import { addressGroup, type ClientAddress } from '#server/http/client-address.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import { tenantHeaders } from '#server/http/tenant-headers.ts';
import { tooManyRequests, tooManyRequestsResponse } from '#server/http/too-many-requests.ts';
import { loadAddressBook } from '#server/services/planning/address-book.ts';
import { loadPlanningForm } from '#server/services/planning/planning-form.ts';
import { loadPlanningLocations } from '#server/services/planning/planning-locations.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { submitPlanning, type PlanningDeps } from '#server/services/planning/submit-planning.ts';
import { idempotentJson, keyReusedError } from './idempotent-answers.ts';

const tags = ['Planning'];

export const planningFieldsRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/web/planning/fields',
  tags,
  summary: "The company's planning form",
  description:
    'Sections in order (urlKey, name, decedentDetails, fields). Each field has its type, label, required and the ' +
    'rules (lengths, pattern, bounds, options) its answers are checked with, in the browser and on submit.',
  responses: {
    200: jsonResponse(planningForm.meta({ id: 'PlanningForm' }), 'The current version of the form'),
  },
});

export const planningLocationsRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/web/planning/locations',
  tags,
  summary: 'Locations a plan can be made with',
  description: "Each location with its address and phone, and the company's day-and-night number to call now.",
  responses: {
    200: jsonResponse(planningLocations.meta({ id: 'PlanningLocations' }), 'The locations in display order'),
  },
});

export const planningAddressRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/web/planning/address',
  tags,
  summary: 'Countries and regions of address fields',
  description:
    'The countries address fields offer, each with its regions, labels, postal code pattern and example, and the ' +
    "default country (that of the company's first location). Submitted addresses are checked against the same data.",
  responses: {
    200: jsonResponse(addressBook.meta({ id: 'AddressBook' }), 'The address data'),
  },
});

export const planningSubmitRoute = defineRoute({
  audience: 'public',
  method: 'post',
  path: '/api/web/planning/submit',
  tags,
  summary: 'Send a plan to the funeral home',
  description:
    "Checks `fields` against the company's field definitions (422 with spec §5 messages at `fields.<id>`), creates " +
    'the case with its status and the submission, and mails the chosen location and the contact. A repeat with the ' +
    'same Idempotency-Key answers the first result (header Idempotent-Replayed: true) and creates nothing. ' +
    `At most ${rateLimits.planningPerAddress.limit} plans an hour from one client address and ` +
    `${rateLimits.planningPerRecipient.limit} to one contact email are accepted (repeats do not count); more answer 429.`,
  // The largest demo form answered in full is under 10 KB.
  maxBodyBytes: 64 * 1024,
  request: {
    headers: tenantHeaders.extend({
      'idempotency-key': idempotencyKeyHeader.optional().meta({
        description: 'Any unique string (8–200 visible ASCII characters) naming this submission.',
        example: 'plan-1f0c3a9e-0-3k2j4h5g6f',
      }),
    }),
    body: {
      required: true,
      content: { 'application/json': { schema: planningSubmission.meta({ id: 'PlanningSubmission' }) } },
    },
  },
  responses: {
    201: jsonResponse(planningSubmitResult.meta({ id: 'PlanningSubmitResult' }), 'The case created'),
    422: errorResponse(
      'Invalid answers or location (`issues` by path), or an Idempotency-Key already used for another submission',
    ),
    429: tooManyRequestsResponse('Too many plans from this client address or to this contact email'),
  },
});

const keyReusedMessage = 'This key was already used for a different submission';

export interface PlanningRoutesDeps extends PlanningDeps {
  clientAddress: ClientAddress;
}

export function registerPlanningRoutes(register: RegisterRoute, deps: PlanningRoutesDeps): void {
  register(planningFieldsRoute, async (c) => {
    const stored = await loadPlanningForm(scopeOf(c));
    return stored ? c.json(stored.form, 200) : jsonError(c, 404);
  });

  register(planningLocationsRoute, async (c) => {
    const found = await loadPlanningLocations(scopeOf(c));
    return found ? c.json(found, 200) : jsonError(c, 404);
  });

  register(planningAddressRoute, async (c) => c.json(await loadAddressBook(scopeOf(c)), 200));

  register(planningSubmitRoute, async (c) => {
    const outcome = await submitPlanning(
      deps,
      scopeOf(c),
      c.req.valid('json'),
      c.req.valid('header')['idempotency-key'],
      addressGroup(deps.clientAddress(c)),
    );
    switch (outcome.kind) {
      case 'no-form':
        return jsonError(c, 404);
      case 'invalid':
        return jsonError(c, 422, outcome.issues);
      case 'key-reused':
        return keyReusedError(c, keyReusedMessage);
      case 'throttled':
        return tooManyRequests(c, outcome.retryAfterSeconds, planningThrottledMessage);
      case 'done':
        return idempotentJson(c, outcome, outcome.result, 201);
    }
  });
}
