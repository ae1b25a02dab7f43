import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { normalizePagePath } from '#contract/page-path.ts';
import type { Database } from '#server/db/open-database.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import type { SiteCache } from '#server/services/site-cache.ts';
import { cachedApprovedContext, cachedRedirects } from '#server/services/site-documents.ts';
import type { AppEnv } from './app-env.ts';
import { jsonError } from './errors.ts';
import { isKnownRoute } from './known-routes.ts';
import { resolveCompanyId } from './tenancy.ts';

export interface PagesDeps {
  db: Database;
  siteCache: SiteCache;
  /** The Vite build output (dist/client). */
  clientDir: string;
}

const immutable = 'public, max-age=31536000, immutable';

/**
 * Everything that is not /api: the build's static files, else the SPA shell (index.html) with
 * the status the page deserves: 200 for an app route, a CMS page of the company or a redirect
 * source; 404 otherwise (the SPA still renders its "page not found").
 */
export function pages(deps: PagesDeps): MiddlewareHandler<AppEnv> {
  const shell = createShellReader(join(deps.clientDir, 'index.html'));
  // Made once the build exists (serveStatic complains about a missing root when created).
  let staticFiles: MiddlewareHandler<AppEnv> | undefined;
  // The build writes .br and .gz beside each text file (scripts/precompress.ts, decision 0025).
  const serveFiles = () => (staticFiles ??= serveStatic<AppEnv>({ root: deps.clientDir, precompressed: true }));

  return async (c, next) => {
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/')) return next();

    const html = await shell();
    if (html === null) {
      return c.text('Lantern: the web client has not been built. Run `npm run build`, then restart the server.', 503);
    }

    // Source maps stay on the server for reading stack traces; browsers never get them (decision 0025).
    if (path.endsWith('.map')) return jsonError(c, 404);

    if (path !== '/') {
      const served = await serveFiles()(c, async () => {});
      if (served) {
        // Vite fingerprints everything under /assets; other public files may change in place.
        served.headers.set('Cache-Control', path.startsWith('/assets/') ? immutable : 'public, max-age=3600');
        // Also when the file itself went out, so a shared cache never hands it to a browser that asked for brotli.
        served.headers.set('Vary', 'Accept-Encoding');
        return served;
      }
      // A missing fingerprinted file is a stale or broken link, not a page.
      if (path.startsWith('/assets/')) return jsonError(c, 404);
    }

    const status = await pageStatus(c, deps, normalizePagePath(path));
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'X-Host', { append: true });
    return c.html(html, status);
  };
}

async function pageStatus(c: Context<AppEnv>, deps: PagesDeps, path: string): Promise<200 | 404 | 500> {
  if (isKnownRoute(path)) return 200;
  try {
    const companyId = await resolveCompanyId(c, deps);
    if (companyId === null) return 404;
    const scope = tenantScope(deps.db, companyId);
    const [context, redirects] = await Promise.all([
      cachedApprovedContext(deps.siteCache, scope),
      cachedRedirects(deps.siteCache, scope),
    ]);
    if (context.value && Object.hasOwn(context.value.pages, path)) return 200;
    return redirects.value.some((redirect) => normalizePagePath(redirect.from) === path) ? 200 : 404;
  } catch (error) {
    // The shell still goes out; the SPA will meet the same failure through the API and show its
    // error page. The status tells crawlers and monitors the truth.
    c.get('log').error({ err: error }, 'page status lookup failed');
    return 500;
  }
}

/** index.html is read once; a missing build is re-checked on every request until it appears. */
function createShellReader(file: string): () => Promise<string | null> {
  let html: string | null = null;
  return async () => {
    if (html !== null) return html;
    try {
      html = await readFile(file, 'utf8');
    } catch {
      return null;
    }
    return html;
  };
}
