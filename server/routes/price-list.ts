import { publicPriceList } from '#contract/public-price-list.ts';
import type { Clock } from '#server/clock.ts';
import { cachedJsonResponse } from '#server/http/cached-json.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import { conditionalTenantHeaders } from '#server/http/tenant-headers.ts';
import { cachedPublicPriceList } from '#server/services/public-price-list.ts';
import type { SiteCache } from '#server/services/site-cache.ts';

/* The general price list every visitor may read (decision 0079). */

export const publicPriceListRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/web/price-list',
  tags: ['Website'],
  summary: 'The general price list',
  description:
    'Every item of every category in price-list order (the family’s GplItem), the company’s name, places of business ' +
    'and phone, the effective date and the Funeral Rule’s disclosures (16 CFR 453). Until the owner publishes it ' +
    '(`published: false`, decision 0106) no prices: the company, its places and phone, to call for them. ' +
    'Revalidate with If-None-Match.',
  request: { headers: conditionalTenantHeaders },
  responses: {
    200: jsonResponse(publicPriceList.meta({ id: 'PublicPriceList' }), 'The general price list'),
    304: { description: 'Not modified: the ETag in If-None-Match is current' },
  },
});

export function registerPublicPriceListRoutes(
  register: RegisterRoute,
  { clock, siteCache }: { clock: Clock; siteCache: SiteCache },
): void {
  register(publicPriceListRoute, async (c) => {
    const cached = await cachedPublicPriceList(siteCache, scopeOf(c), clock.now());
    if (cached.value === null) return jsonError(c, 404);
    return cachedJsonResponse(c, cached);
  });
}
