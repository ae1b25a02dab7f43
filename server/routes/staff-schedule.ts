import {
  calendarQuery,
  serviceResource,
  serviceResourceBody,
  serviceResourceParams,
  serviceResources,
  staffCalendar as staffCalendarSchema,
} from '#contract/staff-calendar.ts';
import type { Clock } from '#server/clock.ts';
import { userOf } from '#server/http/authentication.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import { companyClockOf } from '#server/services/company-clock.ts';
import {
  addServiceResource,
  listServiceResources,
  updateServiceResource,
} from '#server/services/schedule/service-resources.ts';
import { staffCalendar } from '#server/services/schedule/staff-calendar.ts';

/*
 * The funeral home's calendar (decision 0125): every staff role reads it (`schedule.read`); the
 * chapels and hearses its events book are kept in Settings (`company.settings`).
 */

const tags = ['Staff: calendar'];

export const calendarRoute = defineRoute({
  audience: 'staff',
  permission: 'schedule.read',
  method: 'get',
  path: '/api/staff/calendar',
  tags,
  summary: "The funeral home's calendar",
  description:
    'Every service event of every case on the day, or the week (Sunday to Saturday), holding `date` (the ' +
    "company's today when left out), in the company's time zone, soonest first; filtered by location, chapel and " +
    'director (`me`: the caller). Each event carries its double bookings: another event booking the same chapel, ' +
    'hearse or director at overlapping times (touching times are not one).',
  request: { query: calendarQuery },
  responses: { 200: jsonResponse(staffCalendarSchema.meta({ id: 'StaffCalendar' }), 'The days asked for') },
});

const ResourceSchema = serviceResource.meta({ id: 'ServiceResource' });
const resourceBody = {
  required: true,
  content: { 'application/json': { schema: serviceResourceBody.meta({ id: 'ServiceResourceBody' }) } },
};

export const listResourcesRoute = defineRoute({
  audience: 'staff',
  permission: 'schedule.read',
  method: 'get',
  path: '/api/staff/chapels-and-hearses',
  tags,
  summary: 'The chapels and hearses events book',
  description: 'Every chapel (with its location) and hearse of the company, retired ones too (marked).',
  responses: { 200: jsonResponse(serviceResources.meta({ id: 'ServiceResources' }), 'Every chapel and hearse') },
});

export const addResourceRoute = defineRoute({
  audience: 'staff',
  permission: 'company.settings',
  method: 'post',
  path: '/api/staff/chapels-and-hearses',
  tags,
  summary: 'Add a chapel or a hearse',
  description: "A chapel names the location it is in (422 without one, or with another company's).",
  maxBodyBytes: 4 * 1024,
  request: { body: resourceBody },
  responses: { 201: jsonResponse(ResourceSchema, 'The chapel or hearse') },
});

export const updateResourceRoute = defineRoute({
  audience: 'staff',
  permission: 'company.settings',
  method: 'put',
  path: '/api/staff/chapels-and-hearses/{id}',
  tags,
  summary: 'Rename, move or retire a chapel or a hearse',
  description:
    'The whole chapel or hearse; its kind does not change (422). Never deleted: `retired: true` keeps the events ' +
    'that booked it and stops offering it.',
  maxBodyBytes: 4 * 1024,
  request: { params: serviceResourceParams, body: resourceBody },
  responses: {
    200: jsonResponse(ResourceSchema, 'The chapel or hearse as it is now'),
    404: errorResponse('No such chapel or hearse of the company'),
  },
});

export function registerStaffScheduleRoutes(register: RegisterRoute, { clock }: { clock: Clock }): void {
  register(calendarRoute, async (c) => {
    const scope = scopeOf(c);
    const companyClock = await companyClockOf(scope);
    if (!companyClock) return jsonError(c, 404);
    const reader = { userId: userOf(c).id, timeZone: companyClock.timeZone, now: clock.now() };
    return c.json(await staffCalendar(scope, c.req.valid('query'), reader), 200);
  });

  register(listResourcesRoute, async (c) => c.json({ items: await listServiceResources(scopeOf(c)) }, 200));

  register(addResourceRoute, async (c) => {
    const outcome = await addServiceResource(scopeOf(c), c.req.valid('json'), clock.now());
    if (outcome.kind === 'invalid') return jsonError(c, 422, outcome.issues);
    if (outcome.kind === 'not-found') return jsonError(c, 404);
    return c.json(outcome.resource, 201);
  });

  register(updateResourceRoute, async (c) => {
    const outcome = await updateServiceResource(scopeOf(c), c.req.valid('param').id, c.req.valid('json'), clock.now());
    if (outcome.kind === 'invalid') return jsonError(c, 422, outcome.issues);
    if (outcome.kind === 'not-found') return jsonError(c, 404);
    return c.json(outcome.resource, 200);
  });
}
