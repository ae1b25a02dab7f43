import { redirects, renderContext } from '#contract/website.ts';
import { cachedJsonResponse } from '#server/http/cached-json.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import { conditionalTenantHeaders } from '#server/http/tenant-headers.ts';
import type { SiteCache } from '#server/services/site-cache.ts';
import { cachedApprovedContext, cachedRedirects } from '#server/services/site-documents.ts';

const notModified = { description: 'Not modified: the ETag in If-None-Match is current' };

export const approvedRenderContextRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/web/render-context/approved',
  tags: ['Website'],
  summary: 'The published website',
  description:
    'Design, company, navigation, pages (keyed by path), header, footer, settings and locations of the ' +
    "request host's company. Rich text is sanitised. Revalidate with If-None-Match (ETag).",
  request: { headers: conditionalTenantHeaders },
  responses: {
    200: jsonResponse(renderContext.meta({ id: 'RenderContext' }), 'The approved render context'),
    304: notModified,
  },
});

export const redirectsRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/web/redirects',
  tags: ['Website'],
  summary: 'Redirects of the site',
  description: 'Paths that moved. `to` is a path on this site or an absolute URL that leaves it.',
  request: { headers: conditionalTenantHeaders },
  responses: {
    200: jsonResponse(redirects.meta({ id: 'Redirects' }), 'Every redirect of the company'),
    304: notModified,
  },
});

export interface WebsiteRoutesDeps {
  siteCache: SiteCache;
}

export function registerWebsiteRoutes(register: RegisterRoute, { siteCache }: WebsiteRoutesDeps): void {
  register(approvedRenderContextRoute, async (c) => {
    const cached = await cachedApprovedContext(siteCache, scopeOf(c));
    if (cached.value === null) return jsonError(c, 404);
    return cachedJsonResponse(c, cached);
  });

  register(redirectsRoute, async (c) => cachedJsonResponse(c, await cachedRedirects(siteCache, scopeOf(c))));
}
