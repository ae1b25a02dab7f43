import { obituary, obituaryParams, obituarySearchPage, obituarySearchQuery } from '#contract/obituaries.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
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

export function registerObituaryRoutes(register: RegisterRoute): void {
  register(obituarySearchRoute, async (c) => c.json(await searchObituaries(scopeOf(c), c.req.valid('query')), 200));

  register(obituaryRoute, async (c) => {
    const found = await getObituary(scopeOf(c), c.req.valid('param').id);
    return found ? c.json(found, 200) : jsonError(c, 404);
  });
}
