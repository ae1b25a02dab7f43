import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import {
  draftRenderContext,
  duplicateRedirectMessage,
  managedRedirect,
  managedRedirects,
  publishBody,
  publishResult,
  redirectInput,
  redirectParams,
  rollbackResult,
  saveDraftBody,
  saveDraftResult,
  siteVersionPage,
  staleDraftMessage,
  versionParams,
  versionsQuery,
} from '#contract/builder.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/open-database.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { requireUser, userOf } from '#server/http/authentication.ts';
import { jsonError } from '#server/http/errors.ts';
import { tenantOf } from '#server/http/tenancy.ts';
import {
  createRedirect,
  deleteRedirect,
  listManagedRedirects,
  updateRedirect,
} from '#server/services/redirects-admin.ts';
import { loadDraftRenderContext } from '#server/services/render-context.ts';
import type { SiteCache } from '#server/services/site-cache.ts';
import { listVersions, publishDraft, rollBack, saveDraft } from '#server/services/site-versions.ts';
import { bearerSecurity } from './auth.ts';
import {
  errorResponse,
  invalidInputResponse,
  jsonResponse,
  notFoundResponse,
  serverErrorResponse,
} from './openapi-helpers.ts';
import { tenantHeaders } from './tenant-headers.ts';

/*
 * The website builder's API: staff of the request host's company only (401 without a session of
 * this company, 403 for other roles). Every body is parsed with the contract (422, spec §5 words).
 */

const unauthorized = errorResponse('No live staff session of this company: sign in again');
const forbidden = errorResponse('The account is not a staff account');
const conflict = errorResponse(`The draft changed since the given revision: "${staleDraftMessage}"`);
const tooLarge = errorResponse('The body is larger than this call accepts');
const tags = ['Website builder'];

export const draftRenderContextRoute = createRoute({
  method: 'get',
  path: '/api/web/render-context/draft',
  tags: ['Website'],
  summary: 'The draft website (staff only)',
  description:
    'The draft render context, built and sanitised as the approved one is, plus the draft `revision` a save ' +
    'or publish must name. Never cached and never public.',
  security: bearerSecurity,
  request: { headers: tenantHeaders },
  responses: {
    200: jsonResponse(draftRenderContext.meta({ id: 'DraftRenderContext' }), 'The draft render context'),
    401: unauthorized,
    403: forbidden,
    404: notFoundResponse,
    500: serverErrorResponse,
  },
});

export const saveDraftRoute = createRoute({
  method: 'put',
  path: '/api/web/builder/draft',
  tags,
  summary: 'Save the draft',
  description:
    'Replaces the draft site document. `baseRevision` is the revision the edits started from: when someone ' +
    'saved since, the answer is 409 and nothing is overwritten.',
  security: bearerSecurity,
  request: {
    headers: tenantHeaders,
    body: { required: true, content: { 'application/json': { schema: saveDraftBody.meta({ id: 'SaveDraftBody' }) } } },
  },
  responses: {
    200: jsonResponse(saveDraftResult.meta({ id: 'SaveDraftResult' }), 'Saved: the new revision'),
    401: unauthorized,
    403: forbidden,
    404: notFoundResponse,
    409: conflict,
    413: tooLarge,
    422: invalidInputResponse,
    500: serverErrorResponse,
  },
});

export const publishRoute = createRoute({
  method: 'post',
  path: '/api/web/builder/publish',
  tags,
  summary: 'Publish the draft',
  description:
    'The draft at `revision` becomes the approved version visitors see, under a new version number; the ' +
    'previous approved version is kept. 409 when the draft has moved past `revision`.',
  security: bearerSecurity,
  request: {
    headers: tenantHeaders,
    body: { required: true, content: { 'application/json': { schema: publishBody.meta({ id: 'PublishBody' }) } } },
  },
  responses: {
    200: jsonResponse(publishResult.meta({ id: 'PublishResult' }), 'Published (or already the approved version)'),
    401: unauthorized,
    403: forbidden,
    404: notFoundResponse,
    409: conflict,
    422: invalidInputResponse,
    500: serverErrorResponse,
  },
});

export const versionsRoute = createRoute({
  method: 'get',
  path: '/api/web/builder/versions',
  tags,
  summary: 'Published versions',
  description: 'Every published version, newest first; `current` marks the one visitors see.',
  security: bearerSecurity,
  request: { headers: tenantHeaders, query: versionsQuery },
  responses: {
    200: jsonResponse(siteVersionPage.meta({ id: 'SiteVersionPage' }), 'One page of versions'),
    401: unauthorized,
    403: forbidden,
    404: notFoundResponse,
    422: invalidInputResponse,
    500: serverErrorResponse,
  },
});

export const rollbackRoute = createRoute({
  method: 'post',
  path: '/api/web/builder/versions/{version}/rollback',
  tags,
  summary: 'Roll back to a published version',
  description:
    'That version becomes the approved one again and the draft restarts from it (its revision moves on, so ' +
    'editors holding the old draft must reload).',
  security: bearerSecurity,
  request: { headers: tenantHeaders, params: versionParams },
  responses: {
    200: jsonResponse(rollbackResult.meta({ id: 'RollbackResult' }), 'Rolled back'),
    401: unauthorized,
    403: forbidden,
    404: notFoundResponse,
    422: invalidInputResponse,
    500: serverErrorResponse,
  },
});

const redirectBody = {
  required: true,
  content: { 'application/json': { schema: redirectInput.meta({ id: 'RedirectInput' }) } },
};

export const listRedirectsRoute = createRoute({
  method: 'get',
  path: '/api/web/builder/redirects',
  tags,
  summary: 'Redirects, with their ids',
  security: bearerSecurity,
  request: { headers: tenantHeaders },
  responses: {
    200: jsonResponse(managedRedirects.meta({ id: 'ManagedRedirects' }), 'Every redirect of the company'),
    401: unauthorized,
    403: forbidden,
    404: notFoundResponse,
    500: serverErrorResponse,
  },
});

export const createRedirectRoute = createRoute({
  method: 'post',
  path: '/api/web/builder/redirects',
  tags,
  summary: 'Add a redirect',
  description: `Applies to visitors at once. A second redirect from the same path answers 422 "${duplicateRedirectMessage}".`,
  security: bearerSecurity,
  request: { headers: tenantHeaders, body: redirectBody },
  responses: {
    201: jsonResponse(managedRedirect.meta({ id: 'ManagedRedirect' }), 'Added'),
    401: unauthorized,
    403: forbidden,
    404: notFoundResponse,
    422: invalidInputResponse,
    500: serverErrorResponse,
  },
});

export const updateRedirectRoute = createRoute({
  method: 'put',
  path: '/api/web/builder/redirects/{id}',
  tags,
  summary: 'Change a redirect',
  security: bearerSecurity,
  request: { headers: tenantHeaders, params: redirectParams, body: redirectBody },
  responses: {
    200: jsonResponse(managedRedirect, 'Changed'),
    401: unauthorized,
    403: forbidden,
    404: notFoundResponse,
    422: invalidInputResponse,
    500: serverErrorResponse,
  },
});

export const deleteRedirectRoute = createRoute({
  method: 'delete',
  path: '/api/web/builder/redirects/{id}',
  tags,
  summary: 'Remove a redirect',
  security: bearerSecurity,
  request: { headers: tenantHeaders, params: redirectParams },
  responses: {
    204: { description: 'Removed' },
    401: unauthorized,
    403: forbidden,
    404: notFoundResponse,
    422: invalidInputResponse,
    500: serverErrorResponse,
  },
});

export interface BuilderRoutesDeps {
  db: Database;
  clock: Clock;
  siteCache: SiteCache;
}

const staleIssues = [{ path: 'baseRevision', message: staleDraftMessage }];

export function registerBuilderRoutes(app: OpenAPIHono<AppEnv>, deps: BuilderRoutesDeps): void {
  const { db, clock, siteCache } = deps;
  const staffOnly = requireUser(deps, ['staff']);
  app.use(draftRenderContextRoute.path, staffOnly);
  app.use('/api/web/builder/*', staffOnly);
  // A whole site document is tens of KB; two MB leaves room and still refuses a flood.
  app.use(saveDraftRoute.path, bodyLimit({ maxSize: 2 * 1024 * 1024, onError: (c) => jsonError(c, 413) }));

  app.openapi(draftRenderContextRoute, async (c) => {
    const draft = await loadDraftRenderContext(db, tenantOf(c));
    return draft ? c.json(draft, 200) : jsonError(c, 404);
  });

  app.openapi(saveDraftRoute, async (c) => {
    const { baseRevision, content } = c.req.valid('json');
    const saved = await saveDraft(db, tenantOf(c), { baseRevision, content, author: userOf(c).name }, clock.now());
    if (saved.ok) return c.json({ revision: saved.revision, savedAt: saved.savedAt }, 200);
    return saved.reason === 'stale' ? jsonError(c, 409, staleIssues) : jsonError(c, 404);
  });

  app.openapi(publishRoute, async (c) => {
    const companyId = tenantOf(c);
    const published = await publishDraft(
      db,
      companyId,
      { revision: c.req.valid('json').revision, author: userOf(c).name },
      clock.now(),
    );
    if (!published.ok) {
      return published.reason === 'stale'
        ? jsonError(c, 409, [{ path: 'revision', message: staleDraftMessage }])
        : jsonError(c, 404);
    }
    // Visitors see the new version on their next request.
    if (published.changed) siteCache.invalidateSiteCache(companyId);
    return c.json(
      { version: published.version, revision: published.revision, publishedAt: published.publishedAt },
      200,
    );
  });

  app.openapi(versionsRoute, async (c) => c.json(await listVersions(db, tenantOf(c), c.req.valid('query')), 200));

  app.openapi(rollbackRoute, async (c) => {
    const companyId = tenantOf(c);
    const result = await rollBack(db, companyId, { version: c.req.valid('param').version, author: userOf(c).name });
    if (!result.ok) return jsonError(c, 404);
    siteCache.invalidateSiteCache(companyId);
    return c.json({ version: result.version, revision: result.revision }, 200);
  });

  app.openapi(listRedirectsRoute, async (c) => c.json(await listManagedRedirects(db, tenantOf(c)), 200));

  const duplicate = [{ path: 'from', message: duplicateRedirectMessage }];

  app.openapi(createRedirectRoute, async (c) => {
    const companyId = tenantOf(c);
    const written = await createRedirect(db, companyId, c.req.valid('json'));
    if (!written.ok) return written.reason === 'duplicate' ? jsonError(c, 422, duplicate) : jsonError(c, 404);
    siteCache.invalidateSiteCache(companyId);
    return c.json(written.redirect, 201);
  });

  app.openapi(updateRedirectRoute, async (c) => {
    const companyId = tenantOf(c);
    const written = await updateRedirect(db, companyId, c.req.valid('param').id, c.req.valid('json'));
    if (!written.ok) return written.reason === 'duplicate' ? jsonError(c, 422, duplicate) : jsonError(c, 404);
    siteCache.invalidateSiteCache(companyId);
    return c.json(written.redirect, 200);
  });

  app.openapi(deleteRedirectRoute, async (c) => {
    const companyId = tenantOf(c);
    if (!(await deleteRedirect(db, companyId, c.req.valid('param').id))) return jsonError(c, 404);
    siteCache.invalidateSiteCache(companyId);
    return c.body(null, 204);
  });
}
