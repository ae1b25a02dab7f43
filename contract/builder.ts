import { z } from 'zod';
import { rowId, rowIdParam } from './ids.ts';
import { LINK_TARGET_MAX, sitePathPattern, urlFormat, webUrlPattern } from './link-target.ts';
import { pageOf, pagingQuery } from './paging.ts';
import { siteContent, type SiteContent } from './site-content.ts';
import { text } from './text.ts';
import { renderContext } from './website.ts';

/*
 * The website builder's calls (staff only): the draft context, saving the draft, publishing it,
 * the published versions and rolling back to one, and the redirects. Every write names the draft
 * revision it started from, so a stale save is refused (409) instead of overwriting someone's work.
 */

const revision = rowId();
const version = rowId();

/** GET /api/web/render-context/draft: the draft render context, plus the revision a save must name. */
export const draftRenderContext = renderContext.extend({ revision });
export type DraftRenderContext = z.infer<typeof draftRenderContext>;

type Issue = { path: PropertyKey[]; message: string };

/** Rules a stored site must keep that its shape alone cannot say (pages keyed by path, ids unique, a real tree). */
export function siteContentIssues(content: SiteContent): Issue[] {
  const issues: Issue[] = [];
  const entries = Object.entries(content.pages);
  const keyById = new Map<string, string>();
  for (const [key, page] of entries) {
    if (page.path !== key) issues.push({ path: ['pages', key, 'path'], message: 'Must be the same as the page key' });
    if (keyById.has(page.id)) issues.push({ path: ['pages', key, 'id'], message: 'Another page already has this id' });
    else keyById.set(page.id, key);
    const moduleIds = new Set<string>();
    page.modules.forEach((module, index) => {
      if (moduleIds.has(module.id))
        issues.push({
          path: ['pages', key, 'modules', index, 'id'],
          message: 'Another module on this page has this id',
        });
      moduleIds.add(module.id);
    });
  }
  const parentOf = new Map(entries.map(([, page]) => [page.id, page.parentId]));
  for (const [key, page] of entries) {
    if (page.parentId === null) continue;
    if (!keyById.has(page.parentId)) {
      issues.push({ path: ['pages', key, 'parentId'], message: 'The parent page does not exist' });
      continue;
    }
    // Walk up the parents: meeting a page twice means a loop.
    const seen = new Set<string>([page.id]);
    let at: string | null = page.parentId;
    while (at !== null) {
      if (seen.has(at)) {
        issues.push({ path: ['pages', key, 'parentId'], message: 'A page cannot be placed under itself' });
        break;
      }
      seen.add(at);
      at = parentOf.get(at) ?? null;
    }
  }
  return issues;
}

export const checkedSiteContent = siteContent.superRefine((content, ctx) => {
  for (const issue of siteContentIssues(content)) ctx.addIssue({ code: 'custom', ...issue });
});

/** PUT /api/web/builder/draft */
export const saveDraftBody = z.object({
  /** The draft revision these edits started from. */
  baseRevision: revision,
  content: checkedSiteContent,
});
export type SaveDraftBody = z.infer<typeof saveDraftBody>;

export const saveDraftResult = z.object({ revision, savedAt: z.string() });
export type SaveDraftResult = z.infer<typeof saveDraftResult>;

/** POST /api/web/builder/publish: publishes the draft exactly at this revision. */
export const publishBody = z.object({ revision });
export type PublishBody = z.infer<typeof publishBody>;

export const publishResult = z.object({ version, revision, publishedAt: z.string() });
export type PublishResult = z.infer<typeof publishResult>;

export const siteVersionSummary = z.object({
  version,
  publishedAt: z.string(),
  publishedBy: z.string(),
  /** The version visitors see now. */
  current: z.boolean(),
});
export type SiteVersionSummary = z.infer<typeof siteVersionSummary>;

export const versionsQuery = pagingQuery;
export const siteVersionPage = pageOf(siteVersionSummary);
export type SiteVersionPage = z.infer<typeof siteVersionPage>;

export const versionParams = z.object({ version: rowIdParam() });

/** POST /api/web/builder/versions/{version}/rollback: that version is published again and becomes the draft. */
export const rollbackResult = z.object({ version, revision });
export type RollbackResult = z.infer<typeof rollbackResult>;

/** The words of a refused stale write (409). */
export const staleDraftMessage =
  'Someone else changed the draft since you loaded it. Reload the draft to see their changes, then make yours again.';

// Redirects: managed live (they are not part of the versioned site document).

/** A path visitors ask for: no query or fragment (those never reach the redirect lookup). */
const redirectSource = /^\/(?!\/)[^\s?#]*$/;

export const redirectInput = z
  .object({
    from: text().min(1).max(500).regex(redirectSource),
    /** A path on this site or an absolute http(s) URL that leaves it. */
    to: text()
      .min(1)
      .max(LINK_TARGET_MAX)
      .check(urlFormat((to) => sitePathPattern.test(to) || webUrlPattern.test(to))),
    permanent: z.boolean(),
  })
  .refine((redirect) => redirect.from !== redirect.to, {
    path: ['to'],
    message: 'A redirect cannot point to itself',
  });
export type RedirectInput = z.infer<typeof redirectInput>;

export const managedRedirect = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  permanent: z.boolean(),
});
export type ManagedRedirect = z.infer<typeof managedRedirect>;
export const managedRedirects = z.array(managedRedirect);

export const redirectParams = z.object({ id: rowIdParam() });

export const duplicateRedirectMessage = 'A redirect from this path already exists';
