import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { eq } from 'drizzle-orm';
import {
  addressBook,
  idempotencyKeyHeader,
  planningForm,
  planningLocations,
  planningSubmission,
  planningSubmitResult,
} from '#contract/planning.ts';
import { companies } from '#server/db/schema.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { jsonError } from '#server/http/errors.ts';
import { tenantOf } from '#server/http/tenancy.ts';
import { loadAddressBook } from '#server/services/planning/address-book.ts';
import { loadPlanningForm } from '#server/services/planning/planning-form.ts';
import { submitPlanning, type PlanningDeps } from '#server/services/planning/submit-planning.ts';
import { loadLocations } from '#server/services/render-context.ts';
import { errorResponse, jsonResponse, notFoundResponse, serverErrorResponse } from './openapi-helpers.ts';
import { tenantHeaders } from './tenant-headers.ts';

const tags = ['Planning'];

export const planningFieldsRoute = createRoute({
  method: 'get',
  path: '/api/web/planning/fields',
  tags,
  summary: "The company's planning form",
  description:
    'Sections in order (urlKey, name, decedentDetails, fields). Each field has its type, label, required and the ' +
    'rules (lengths, pattern, bounds, options) its answers are checked with, in the browser and on submit.',
  request: { headers: tenantHeaders },
  responses: {
    200: jsonResponse(planningForm.meta({ id: 'PlanningForm' }), 'The current version of the form'),
    404: notFoundResponse,
    500: serverErrorResponse,
  },
});

export const planningLocationsRoute = createRoute({
  method: 'get',
  path: '/api/web/planning/locations',
  tags,
  summary: 'Locations a plan can be made with',
  description: "Each location with its address and phone, and the company's day-and-night number to call now.",
  request: { headers: tenantHeaders },
  responses: {
    200: jsonResponse(planningLocations.meta({ id: 'PlanningLocations' }), 'The locations in display order'),
    404: notFoundResponse,
    500: serverErrorResponse,
  },
});

export const planningAddressRoute = createRoute({
  method: 'get',
  path: '/api/web/planning/address',
  tags,
  summary: 'Countries and regions of address fields',
  description:
    'The countries address fields offer, each with its regions, labels, postal code pattern and example, and the ' +
    "default country (that of the company's first location). Submitted addresses are checked against the same data.",
  request: { headers: tenantHeaders },
  responses: {
    200: jsonResponse(addressBook.meta({ id: 'AddressBook' }), 'The address data'),
    404: notFoundResponse,
    500: serverErrorResponse,
  },
});

export const planningSubmitRoute = createRoute({
  method: 'post',
  path: '/api/web/planning/submit',
  tags,
  summary: 'Send a plan to the funeral home',
  description:
    "Checks `fields` against the company's field definitions (422 with spec §5 messages at `fields.<id>`), creates " +
    'the case with its status and the submission, and mails the chosen location and the contact. A repeat with the ' +
    'same Idempotency-Key answers the first result (header Idempotent-Replayed: true) and creates nothing.',
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
    404: notFoundResponse,
    413: errorResponse('The body is larger than a plan can be'),
    422: errorResponse(
      'Invalid answers or location (`issues` by path), or an Idempotency-Key already used for another submission',
    ),
    500: serverErrorResponse,
  },
});

const keyReused = [{ path: 'idempotency-key', message: 'This key was already used for a different submission' }];

export function registerPlanningRoutes(app: OpenAPIHono<AppEnv>, deps: PlanningDeps): void {
  const { db } = deps;

  app.openapi(planningFieldsRoute, async (c) => {
    const stored = await loadPlanningForm(db, tenantOf(c));
    return stored ? c.json(stored.form, 200) : jsonError(c, 404);
  });

  app.openapi(planningLocationsRoute, async (c) => {
    const companyId = tenantOf(c);
    const [company] = await db
      .select({ phoneNumber: companies.phoneNumber })
      .from(companies)
      .where(eq(companies.id, companyId))
      .limit(1);
    return c.json({ phoneNumber: company!.phoneNumber, locations: await loadLocations(db, companyId) }, 200);
  });

  app.openapi(planningAddressRoute, async (c) => c.json(await loadAddressBook(db, tenantOf(c)), 200));

  // The largest demo form answered in full is under 10 KB.
  app.use(planningSubmitRoute.path, bodyLimit({ maxSize: 64 * 1024, onError: (c) => jsonError(c, 413) }));
  app.openapi(planningSubmitRoute, async (c) => {
    const outcome = await submitPlanning(
      deps,
      tenantOf(c),
      c.req.valid('json'),
      c.req.valid('header')['idempotency-key'],
    );
    switch (outcome.kind) {
      case 'no-form':
        return jsonError(c, 404);
      case 'invalid':
        return jsonError(c, 422, outcome.issues);
      case 'key-reused':
        return jsonError(c, 422, keyReused);
      case 'done':
        if (outcome.replayed) c.header('Idempotent-Replayed', 'true');
        return c.json(outcome.result, 201);
    }
  });
}
