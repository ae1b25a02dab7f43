import { z } from 'zod';
import {
  obituary,
  obituaryEventParams,
  obituaryParams,
  obituarySearchPage,
  obituarySearchQuery,
} from '#contract/obituaries.ts';
import type { PaymentProvider } from '#server/payments/payment-provider.ts';
import type { Clock } from '#server/clock.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import { eventCalendar } from '#server/services/obituaries/event-calendar.ts';
import { getObituary } from '#server/services/obituaries/published-obituary.ts';
import { searchObituaries } from '#server/services/obituaries/search-obituaries.ts';

export const obituarySearchRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/web/obituaries',
  tags: ['Obituaries'],
  summary: 'Search published obituaries',
  description:
    'By name (`q`: partial, accent- and case-insensitive, so "bjo" finds "Björk"), date-of-death range ' +
    '(`diedFrom`, `diedTo`, inclusive, YYYY-MM-DD) and location (`locationId`); newest death first, ' +
    'paged with page (from 1) and pageSize (1–100).',
  request: { query: obituarySearchQuery },
  responses: {
    200: jsonResponse(obituarySearchPage.meta({ id: 'ObituarySearchPage' }), 'One page of obituary headers'),
  },
});

export const obituaryRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/web/obituaries/{id}',
  tags: ['Obituaries'],
  summary: 'One published obituary',
  description:
    'The obituary with its approved text (sanitised HTML), a plain-text summary and its service ' +
    'schedule, earliest first, each event in its own time zone. 404 when the company has no such ' +
    'published obituary.',
  request: { params: obituaryParams },
  responses: { 200: jsonResponse(obituary.meta({ id: 'Obituary' }), 'The obituary') },
});

export const obituaryEventCalendarRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/web/obituaries/{id}/events/{eventId}/calendar.ics',
  tags: ['Obituaries'],
  summary: 'Add an event to a calendar',
  description:
    'One event of the service schedule as an iCalendar file (RFC 5545, times in UTC), sent as a ' +
    'download. 404 when the published obituary has no such event.',
  request: { params: obituaryEventParams },
  responses: {
    200: {
      description: 'The iCalendar file',
      content: { 'text/calendar': { schema: z.string().meta({ id: 'ICalendarFile' }) } },
    },
  },
});

export interface ObituaryRoutesDeps {
  clock: Clock;
  /** An obituary's Shop tab shows only while its company takes cards (decision 0101). */
  payments: PaymentProvider | null;
}

export function registerObituaryRoutes(register: RegisterRoute, { clock, payments }: ObituaryRoutesDeps): void {
  register(obituarySearchRoute, async (c) => c.json(await searchObituaries(scopeOf(c), c.req.valid('query')), 200));

  register(obituaryRoute, async (c) => {
    const found = await getObituary(scopeOf(c), c.req.valid('param').id, payments);
    return found ? c.json(found, 200) : jsonError(c, 404);
  });

  register(obituaryEventCalendarRoute, async (c) => {
    const file = await eventCalendar(scopeOf(c), c.req.valid('param'), clock.now());
    if (!file) return jsonError(c, 404);
    c.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
    return c.body(file.body, 200, { 'Content-Type': 'text/calendar; charset=utf-8' });
  });
}
