import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { redirects, renderContext } from '#contract/website.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { cachedJsonResponse } from '#server/http/cached-json.ts';
import { jsonError } from '#server/http/errors.ts';
import { tenantOf } from '#server/http/tenancy.ts';
import { cachedApprovedContext, cachedRedirects, type SiteDocumentsDeps } from '#server/services/site-documents.ts';
import { jsonResponse, notFoundResponse, serverErrorResponse } from './openapi-helpers.ts';
import { conditionalTenantHeaders } from './tenant-headers.ts';

const notModified = { description: 'Not modified: the ETag in If-None-Match is current' };

export const approvedRenderContextRoute = createRoute({
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
    404: notFoundResponse,
    500: serverErrorResponse,
  },
});

export const redirectsRoute = createRoute({
  method: 'get',
  path: '/api/web/redirects',
  tags: ['Website'],
  summary: 'Redirects of the site',
  description: 'Paths that moved. `to` is a path on this site or an absolute URL that leaves it.',
  request: { headers: conditionalTenantHeaders },
  responses: {
    200: jsonResponse(redirects.meta({ id: 'Redirects' }), 'Every redirect of the company'),
    304: notModified,
    404: notFoundResponse,
    500: serverErrorResponse,
  },
});

export function registerWebsiteRoutes(app: OpenAPIHono<AppEnv>, deps: SiteDocumentsDeps): void {
  app.openapi(approvedRenderContextRoute, async (c) => {
    const cached = await cachedApprovedContext(deps, tenantOf(c));
    if (cached.value === null) return jsonError(c, 404);
    return cachedJsonResponse(c, cached);
  });

  app.openapi(redirectsRoute, async (c) => cachedJsonResponse(c, await cachedRedirects(deps, tenantOf(c))));
}
