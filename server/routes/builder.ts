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
import { userOf } from '#server/http/authentication.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import {
  createRedirect,
  deleteRedirect,
  listManagedRedirects,
  updateRedirect,
} from '#server/services/redirects-admin.ts';
import { loadDraftRenderContext } from '#server/services/render-context.ts';
import type { SiteCache } from '#server/services/site-cache.ts';
import { foreignImageIssues } from '#server/services/image-origins.ts';
import { listVersions, publishDraft, rollBack, saveDraft } from '#server/services/site-versions.ts';

/*
 * The website builder's API: staff of the request host's company only (401 without a session of
 * this company, 403 for other roles). Every body is parsed with the contract (422, spec §5 words).
 */

const conflict = errorResponse(`The draft changed since the given revision: "${staleDraftMessage}"`);
const tags = ['Website builder'];

export const draftRenderContextRoute = defineRoute({
  audience: 'staff',
  permission: 'site.edit',
  method: 'get',
  path: '/api/web/render-context/draft',
  tags: ['Website'],
  summary: 'The draft website (staff only)',
  description:
    'The draft render context, built and sanitised as the approved one is, plus the draft `revision` a save ' +
    'or publish must name. Never cached and never public.',
  responses: {
    200: jsonResponse(draftRenderContext.meta({ id: 'DraftRenderContext' }), 'The draft render context'),
  },
});

export const saveDraftRoute = defineRoute({
  audience: 'staff',
  permission: 'site.edit',
  method: 'put',
  path: '/api/web/builder/draft',
  tags,
  summary: 'Save the draft',
  description:
    'Replaces the draft site document. `baseRevision` is the revision the edits started from: when someone ' +
    'saved since, the answer is 409 and nothing is overwritten. An image (`src`) must be a file of this site or on ' +
    'an origin of the IMAGE_ORIGINS setting, which the Content-Security-Policy allows (422 at its path otherwise).',
  // A whole site document is tens of KB; two MB leaves room and still refuses a flood.
  maxBodyBytes: 2 * 1024 * 1024,
  request: {
    body: { required: true, content: { 'application/json': { schema: saveDraftBody.meta({ id: 'SaveDraftBody' }) } } },
  },
  responses: {
    200: jsonResponse(saveDraftResult.meta({ id: 'SaveDraftResult' }), 'Saved: the new revision'),
    409: conflict,
  },
});

export const publishRoute = defineRoute({
  audience: 'staff',
  permission: 'site.edit',
  method: 'post',
  path: '/api/web/builder/publish',
  tags,
  summary: 'Publish the draft',
  description:
    'The draft at `revision` becomes the approved version visitors see, under a new version number; the ' +
    'previous approved version is kept. 409 when the draft has moved past `revision`.',
  // Only the revision travels: the document published is the stored draft, which the save's
  // limit above bounds (the seeded site is about 22 KB). A kilobyte is ample for `{"revision":n}`.
  maxBodyBytes: 1024,
  request: {
    body: { required: true, content: { 'application/json': { schema: publishBody.meta({ id: 'PublishBody' }) } } },
  },
  responses: {
    200: jsonResponse(publishResult.meta({ id: 'PublishResult' }), 'Published (or already the approved version)'),
    409: conflict,
  },
});

export const versionsRoute = defineRoute({
  audience: 'staff',
  permission: 'site.edit',
  method: 'get',
  path: '/api/web/builder/versions',
  tags,
  summary: 'Published versions',
  description: 'Every published version, newest first; `current` marks the one visitors see.',
  request: { query: versionsQuery },
  responses: {
    200: jsonResponse(siteVersionPage.meta({ id: 'SiteVersionPage' }), 'One page of versions'),
  },
});

export const rollbackRoute = defineRoute({
  audience: 'staff',
  permission: 'site.edit',
  method: 'post',
  path: '/api/web/builder/versions/{version}/rollback',
  tags,
  summary: 'Roll back to a published version',
  description:
    'That version becomes the approved one again and the draft restarts from it (its revision moves on, so ' +
    'editors holding the old draft must reload).',
  request: { params: versionParams },
  responses: {
    200: jsonResponse(rollbackResult.meta({ id: 'RollbackResult' }), 'Rolled back'),
  },
});

/*
 * A redirect is two paths: `from` at most 500 characters, `to` at most 2,000 (LINK_TARGET_MAX).
 * Even sent as \u escapes throughout (6 bytes a character) that stays under 16 KB.
 */
const redirectMaxBodyBytes = 16 * 1024;

const redirectBody = {
  required: true,
  content: { 'application/json': { schema: redirectInput.meta({ id: 'RedirectInput' }) } },
};

export const listRedirectsRoute = defineRoute({
  audience: 'staff',
  permission: 'site.edit',
  method: 'get',
  path: '/api/web/builder/redirects',
  tags,
  summary: 'Redirects, with their ids',
  responses: {
    200: jsonResponse(managedRedirects.meta({ id: 'ManagedRedirects' }), 'Every redirect of the company'),
  },
});

export const createRedirectRoute = defineRoute({
  audience: 'staff',
  permission: 'site.edit',
  method: 'post',
  path: '/api/web/builder/redirects',
  tags,
  summary: 'Add a redirect',
  description: `Applies to visitors at once. A second redirect from the same path answers 422 "${duplicateRedirectMessage}".`,
  maxBodyBytes: redirectMaxBodyBytes,
  request: { body: redirectBody },
  responses: {
    201: jsonResponse(managedRedirect.meta({ id: 'ManagedRedirect' }), 'Added'),
  },
});

export const updateRedirectRoute = defineRoute({
  audience: 'staff',
  permission: 'site.edit',
  method: 'put',
  path: '/api/web/builder/redirects/{id}',
  tags,
  summary: 'Change a redirect',
  maxBodyBytes: redirectMaxBodyBytes,
  request: { params: redirectParams, body: redirectBody },
  responses: {
    200: jsonResponse(managedRedirect, 'Changed'),
  },
});

export const deleteRedirectRoute = defineRoute({
  audience: 'staff',
  permission: 'site.edit',
  method: 'delete',
  path: '/api/web/builder/redirects/{id}',
  tags,
  summary: 'Remove a redirect',
  request: { params: redirectParams },
  responses: {
    204: { description: 'Removed' },
  },
});

export interface BuilderRoutesDeps {
  clock: Clock;
  siteCache: SiteCache;
  /** Other origins the site's images may come from (config IMAGE_ORIGINS). */
  imageOrigins: readonly string[];
}

const staleIssues = [{ path: 'baseRevision', message: staleDraftMessage }];

export function registerBuilderRoutes(
  register: RegisterRoute,
  { clock, siteCache, imageOrigins }: BuilderRoutesDeps,
): void {
  register(draftRenderContextRoute, async (c) => {
    const draft = await loadDraftRenderContext(scopeOf(c));
    return draft ? c.json(draft, 200) : jsonError(c, 404);
  });

  register(saveDraftRoute, async (c) => {
    const { baseRevision, content } = c.req.valid('json');
    const foreignImages = foreignImageIssues(content, imageOrigins);
    if (foreignImages.length > 0) return jsonError(c, 422, foreignImages);
    const saved = await saveDraft(scopeOf(c), { baseRevision, content, author: userOf(c).name }, clock.now());
    if (saved.ok) return c.json({ revision: saved.revision, savedAt: saved.savedAt }, 200);
    return saved.reason === 'stale' ? jsonError(c, 409, staleIssues) : jsonError(c, 404);
  });

  register(publishRoute, async (c) => {
    const scope = scopeOf(c);
    const published = await publishDraft(
      scope,
      { revision: c.req.valid('json').revision, author: userOf(c).name },
      clock.now(),
    );
    if (!published.ok) {
      return published.reason === 'stale'
        ? jsonError(c, 409, [{ path: 'revision', message: staleDraftMessage }])
        : jsonError(c, 404);
    }
    // Visitors see the new version on their next request.
    if (published.changed) siteCache.invalidateSiteCache(scope.companyId);
    return c.json(
      { version: published.version, revision: published.revision, publishedAt: published.publishedAt },
      200,
    );
  });

  register(versionsRoute, async (c) => c.json(await listVersions(scopeOf(c), c.req.valid('query')), 200));

  register(rollbackRoute, async (c) => {
    const scope = scopeOf(c);
    const result = await rollBack(scope, { version: c.req.valid('param').version, author: userOf(c).name });
    if (!result.ok) return jsonError(c, 404);
    siteCache.invalidateSiteCache(scope.companyId);
    return c.json({ version: result.version, revision: result.revision }, 200);
  });

  register(listRedirectsRoute, async (c) => c.json(await listManagedRedirects(scopeOf(c)), 200));

  const duplicate = [{ path: 'from', message: duplicateRedirectMessage }];

  register(createRedirectRoute, async (c) => {
    const scope = scopeOf(c);
    const written = await createRedirect(scope, c.req.valid('json'));
    if (!written.ok) return written.reason === 'duplicate' ? jsonError(c, 422, duplicate) : jsonError(c, 404);
    siteCache.invalidateSiteCache(scope.companyId);
    return c.json(written.redirect, 201);
  });

  register(updateRedirectRoute, async (c) => {
    const scope = scopeOf(c);
    const written = await updateRedirect(scope, c.req.valid('param').id, c.req.valid('json'));
    if (!written.ok) return written.reason === 'duplicate' ? jsonError(c, 422, duplicate) : jsonError(c, 404);
    siteCache.invalidateSiteCache(scope.companyId);
    return c.json(written.redirect, 200);
  });

  register(deleteRedirectRoute, async (c) => {
    const scope = scopeOf(c);
    if (!(await deleteRedirect(scope, c.req.valid('param').id))) return jsonError(c, 404);
    siteCache.invalidateSiteCache(scope.companyId);
    return c.body(null, 204);
  });
}
