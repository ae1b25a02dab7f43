import { companyClock } from '#contract/company-clock.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import { companyClockOf } from '#server/services/company-clock.ts';

/*
 * The company's time zone for the console (decision 0115). Public: the zone a funeral home keeps its
 * hours in is no secret (its address and phone are on every page), and the console asks for it before
 * its first page, with the session it already has or not.
 */

export const companyClockRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/web/company-clock',
  tags: ['Website'],
  summary: 'The funeral home’s time zone',
  description:
    'The IANA time zone the company keeps its days and hours in (Settings), in which the console writes every time ' +
    'it shows.',
  responses: { 200: jsonResponse(companyClock.meta({ id: 'CompanyClock' }), 'The company’s time zone') },
});

export function registerCompanyClockRoutes(register: RegisterRoute): void {
  register(companyClockRoute, async (c) => {
    const clock = await companyClockOf(scopeOf(c));
    return clock ? c.json(clock, 200) : jsonError(c, 404);
  });
}
