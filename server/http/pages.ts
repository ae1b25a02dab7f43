import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { isCrawler } from '#contract/crawlers.ts';
import type { RenderResult } from '#contract/server-render.ts';
import { normalizePagePath } from '#contract/page-path.ts';
import { shellDataIds } from '#contract/shell-data.ts';
import type { Redirect, RenderContext } from '#contract/website.ts';
import type { PaymentProvider } from '#server/payments/payment-provider.ts';
import type { Database } from '#server/db/open-database.ts';
import { tenantScope, type TenantScope } from '#server/db/tenant-scope.ts';
import type { CachedJson, SiteCache } from '#server/services/site-cache.ts';
import { cachedApprovedContext, cachedRedirects, cachedSiteUrl } from '#server/services/site-documents.ts';
import type { AppEnv } from './app-env.ts';
import { jsonError } from './errors.ts';
import { withHeadTags } from './head-tags.ts';
import { isKnownRoute } from './known-routes.ts';
import { obituaryShell, type ObituaryShell } from './obituary-shell.ts';
import { embedShellData, type ShellDataBlock } from './shell-data.ts';
import { resolveCompanyId } from './tenancy.ts';
import { styleAttributeHashes } from './inline-style-hashes.ts';
import type { PageRendererSource } from './page-renderer.ts';
import { renderedPage, type RenderedPage } from './rendered-page.ts';
import type { CachedPage, PageCacheKey, RenderedPageCache } from './rendered-page-cache.ts';
import { acceptsGzip } from './cached-json.ts';

export interface PagesDeps {
  db: Database;
  siteCache: SiteCache;
  /** The Vite build output (dist/client). */
  clientDir: string;
  /** The server render of public pages (decision 0091); omitted or null, the shell as before. */
  renderer?: PageRendererSource;
  /** The API of this same app, in process: what a server render's queries call. */
  api?: (path: string, init: RequestInit, from: Context<AppEnv>) => Promise<Response>;
  /** Rendered pages kept per company, address and approved revision (decision 0093); omitted, none kept. */
  pageCache?: RenderedPageCache;
  /** The card processor: an obituary's Shop tab shows only while its company takes cards (decision 0101). */
  payments: PaymentProvider | null;
}

const immutable = 'public, max-age=31536000, immutable';

/**
 * Everything that is not /api: the build's static files, else the SPA shell (index.html) with
 * the status the page deserves: 200 for an app route, a CMS page of the company or a redirect
 * source; 404 otherwise (the SPA still renders its "page not found"). The shell carries the
 * company's approved render context and redirects as JSON data blocks (decision 0029), so the
 * first paint waits for no API call.
 */
export function pages(deps: PagesDeps): MiddlewareHandler<AppEnv> {
  const shell = createShellReader(join(deps.clientDir, 'index.html'));
  // A page the server renders goes out in rendered.html, which loads the app only when wanted (decision 0097).
  const renderedShell = createShellReader(join(deps.clientDir, 'rendered.html'));
  // Made once the build exists (serveStatic complains about a missing root when created).
  let staticFiles: MiddlewareHandler<AppEnv> | undefined;
  // The build writes .br and .gz beside each text file (scripts/precompress.ts, decision 0025).
  const serveFiles = () => (staticFiles ??= serveStatic<AppEnv>({ root: deps.clientDir, precompressed: true }));
  const compressShell = compress({ encoding: 'gzip' });

  return async (c, next) => {
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/')) return next();

    const html = await shell();
    if (html === null) {
      return c.text('Lantern: the web client has not been built. Run `npm run build`, then restart the server.', 503);
    }

    // Source maps stay on the server for reading stack traces; browsers never get them (decision 0025).
    if (path.endsWith('.map')) return jsonError(c, 404);

    // Spec §2: a preview loads the draft (and no redirects) through the API, as before.
    const preview = c.req.query('preview') !== undefined;
    // A kept page first (decision 0093), before the look for a file on disk: a page was kept only
    // where no file was found, and the build's files do not change while the process runs.
    const site = path.startsWith('/assets/') ? undefined : await loadSite(c, deps);
    const cacheKey = preview || !deps.renderer || site === undefined ? null : pageCacheKey(c, site);
    const cached = cacheKey && deps.pageCache?.get(cacheKey);
    if (cached) {
      revalidatedPerHost(c);
      return cachedPageResponse(c, cached);
    }

    // The two templates are not pages: /index.html and /rendered.html are looked up as paths like any other.
    if (path !== '/' && !templates.has(path)) {
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

    // Never reached for /assets/ (a file or a 404 above): the site is loaded.
    if (site === undefined) return jsonError(c, 404);
    // A host no company owns (an install without the demo, a wrong address): 404, with a page that
    // says so and runs no script (the app would only meet the API's 404s and log them).
    if (site === null) return unknownHostPage(c);
    revalidatedPerHost(c);
    // A preview (the draft) is never kept, nor a page of an unknown host or a failed lookup.
    const slot = cacheKey && deps.pageCache ? deps.pageCache.reserve(cacheKey) : null;

    const pagePath = normalizePagePath(path);
    const obituary = await loadObituaryShell(c, site, pagePath, deps.payments);
    // A wrong name in an obituary's address: moved for good to the canonical one.
    if (obituary?.kind === 'moved') return c.redirect(obituary.location, 301);
    const status = obituary?.kind === 'missing' ? 404 : pageStatus(site, pagePath);
    const found = obituary?.kind === 'found' ? obituary : null;
    const renderInto = preview ? null : await renderedShell();
    const render = renderInto === null ? null : await renderPage(c, deps, site, found);
    // Sent on by the page (a CMS redirect, a first child): followed without JavaScript too.
    if (render?.kind === 'redirect') return c.redirect(render.location, render.status);
    const rendered = render?.kind === 'page' && renderInto !== null ? { ...render, template: renderInto } : null;
    const tags = found?.tags ?? [];
    const body = preview
      ? html
      : rendered
        ? renderedPage(rendered.template, tags, rendered)
        : embedShellData(withHeadTags(html, tags), [...shellData(site), ...(found ? [found.block] : [])]);
    const hashes = rendered ? styleAttributeHashes(rendered.body) : [];
    if (rendered) c.set('styleAttributeHashes', hashes);
    // A page the render found missing (an unknown blog article) says so, where the path alone did not.
    const finalStatus = rendered && status === 200 ? pageStatusOf(rendered) : status;
    // Only a page that rendered, and not a failure (the next request tries again); gzipped once, for
    // this response and the ones the kept copy answers.
    if (rendered && finalStatus !== 500 && slot)
      return cachedPageResponse(c, await slot.store({ html: body, status: finalStatus, styleAttributeHashes: hashes }));
    // With its data the page is ~25 KB or more: gzipped as it goes out (Vary: Accept-Encoding).
    await compressShell(c, async () => {
      c.res = c.html(body, finalStatus);
    });
    return c.res;
  };
}

/** A rendered page's cache key (decision 0093), or null where none is kept (no company, a failed lookup). */
function pageCacheKey(c: Context<AppEnv>, site: Site): PageCacheKey | null {
  if (site === null || site === 'failed') return null;
  const host = c.req.header('x-host') ?? c.req.header('host') ?? '';
  const { protocol, pathAndQuery } = addressParts(c.req.url);
  // The portal's open pages are rendered but never kept (decision 0093): an invitation's or a reset
  // link's page is its token holder's alone, and a sign-in page is cheap to render.
  if (portalPath.test(pathAndQuery)) return null;
  return {
    companyId: site.scope.companyId,
    origin: `${protocol}//${host}`,
    url: pathAndQuery,
    crawler: isCrawler(c.req.header('user-agent') ?? ''),
    siteVersion: `${site.context.etag} ${site.redirects.etag}`,
  };
}

const portalPath = /^\/family-portal(?:[/?#]|$)/i;

/**
 * The scheme and the path with its query of the request's address, which the Node adapter has
 * parsed and written whole already (`http://host/path?query`): cut out, not parsed again on every hit.
 */
function addressParts(href: string): { protocol: string; pathAndQuery: string } {
  const afterScheme = href.indexOf('//') + 2;
  const path = href.indexOf('/', afterScheme);
  return { protocol: href.slice(0, afterScheme - 2), pathAndQuery: path === -1 ? '/' : href.slice(path) };
}

/**
 * A page's body depends on the company: revalidated every time, and kept apart per host by any cache
 * (the Host is part of every cache key already; X-Host is the proxy's copy of it).
 */
function revalidatedPerHost(c: Context<AppEnv>): void {
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'X-Host', { append: true });
}

/** A kept page, gzipped where the browser takes it (as the compress middleware would send it). */
function cachedPageResponse(c: Context<AppEnv>, page: CachedPage): Response {
  c.set('styleAttributeHashes', page.styleAttributeHashes);
  c.header('Vary', 'Accept-Encoding', { append: true });
  if (!acceptsGzip(c.req.header('accept-encoding'))) return c.html(page.html, page.status);
  c.header('Content-Type', 'text/html; charset=UTF-8');
  c.header('Content-Encoding', 'gzip');
  return c.body(page.gzipped, page.status);
}

/**
 * The page rendered on the server (decision 0091) or where it sends the visitor on; null for the
 * shell: no renderer (no build),
 * an unknown host or a failed site lookup, a page left to the browser (the portal, the console), or
 * a failed render, which is logged: the shell still works.
 */
async function renderPage(
  c: Context<AppEnv>,
  deps: PagesDeps,
  site: Site,
  obituary: Extract<ObituaryShell, { kind: 'found' }> | null,
): Promise<Exclude<RenderResult, { kind: 'shell' }> | null> {
  if (site === null || site === 'failed' || !deps.renderer || !deps.api) return null;
  const api = deps.api;
  const known = knownAnswers(site, obituary);
  try {
    const renderer = await deps.renderer();
    if (!renderer) return null;
    const host = c.req.header('x-host') ?? c.req.header('host') ?? '';
    const { protocol, pathAndQuery } = addressParts(c.req.url);
    const result = await renderer.render({
      url: pathAndQuery,
      host,
      origin: `${protocol}//${host}`,
      siteUrl: site.siteUrl,
      userAgent: c.req.header('user-agent') ?? '',
      fetch: (path, init) => {
        const body = (init.method ?? 'GET') === 'GET' ? known.get(path) : undefined;
        return body === undefined ? api(path, init, c) : Promise.resolve(jsonResponse(body));
      },
    });
    return result.kind === 'shell' ? null : result;
  } catch (error) {
    c.get('log').error({ err: error }, 'server render of the page failed');
    return null;
  }
}

/**
 * The API's answers this request has read already (the site's documents, the obituary for its share
 * tags), by the path the render asks them at: served from memory, so nothing is read twice.
 */
function knownAnswers(site: SiteDocuments, obituary: Extract<ObituaryShell, { kind: 'found' }> | null) {
  const known = new Map<string, string>([['/api/web/redirects', site.redirects.body]]);
  // No approved version: the API's 404 is the answer the render should meet, as the browser would.
  if (site.context.value !== null) known.set('/api/web/render-context/approved', site.context.body);
  if (obituary) known.set(`/api/web/obituaries/${obituary.obituaryId}`, obituary.block.json);
  return known;
}

const jsonResponse = (body: string) =>
  new Response(body, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });

interface SiteDocuments {
  scope: TenantScope;
  context: CachedJson<RenderContext | null>;
  redirects: CachedJson<Redirect[]>;
  /** The company's public address, for absolute links in head tags. */
  siteUrl: string | null;
}

/** The host's cached documents; null for an unknown host, 'failed' when the lookup failed. */
type Site = SiteDocuments | null | 'failed';

async function loadSite(c: Context<AppEnv>, deps: PagesDeps): Promise<Site> {
  try {
    const companyId = await resolveCompanyId(c, deps);
    if (companyId === null) return null;
    const scope = tenantScope(deps.db, companyId);
    const [context, redirects, siteUrl] = await Promise.all([
      cachedApprovedContext(deps.siteCache, scope),
      cachedRedirects(deps.siteCache, scope),
      cachedSiteUrl(deps.siteCache, scope),
    ]);
    return { scope, context, redirects, siteUrl: siteUrl.value };
  } catch (error) {
    // The shell still goes out, without data; the SPA will meet the same failure through the API
    // and show its error page.
    c.get('log').error({ err: error }, 'site lookup for the page failed');
    return 'failed';
  }
}

/** An obituary page's status, head tags and data (null for other pages, an unknown host, or a failed lookup). */
async function loadObituaryShell(
  c: Context<AppEnv>,
  site: Site,
  path: string,
  payments: PaymentProvider | null,
): Promise<ObituaryShell | null> {
  if (site === null || site === 'failed') return null;
  try {
    const companyName = site.context.value?.company.name ?? '';
    const query = new URL(c.req.url).search;
    return await obituaryShell(site.scope, path, query, { companyName, siteUrl: site.siteUrl }, payments);
  } catch (error) {
    // The shell goes out without the obituary; the browser asks the API, which answers for itself.
    c.get('log').error({ err: error }, 'obituary lookup for the page failed');
    return null;
  }
}

/** The render's status, where it is one a page can answer with (a 1xx, 204 or 3xx never is). */
const pageStatusOf = (page: RenderedPage): 200 | 404 | 410 | 500 =>
  page.status === 404 || page.status === 410 || page.status === 500 ? page.status : page.status >= 400 ? 404 : 200;

function pageStatus(site: Site, path: string): 200 | 404 | 500 {
  if (isKnownRoute(path)) return 200;
  // The status tells crawlers and monitors the truth.
  if (site === 'failed') return 500;
  if (site === null) return 404;
  if (site.context.value && Object.hasOwn(site.context.value.pages, path)) return 200;
  return site.redirects.value.some((redirect) => normalizePagePath(redirect.from) === path) ? 200 : 404;
}

/** What the browser would otherwise ask /api/web/render-context/approved and /api/web/redirects for. */
function shellData(site: Site): ShellDataBlock[] {
  if (site === null || site === 'failed') return [];
  const blocks: ShellDataBlock[] = [{ id: shellDataIds.redirects, json: site.redirects.body }];
  // No approved version yet: the API answers 404, and the browser should meet that answer as before.
  if (site.context.value !== null) blocks.push({ id: shellDataIds.renderContext, json: site.context.body });
  return blocks;
}

const templates = new Set(['/index.html', '/rendered.html']);

/**
 * The page of a host no funeral home uses: plain HTML, no script, no style, nothing of the request
 * echoed. Not cached by anyone: the host may be added to a company the next minute.
 */
export const unknownHostHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>No site at this address</title>
</head>
<body>
<main>
<h1>There is no funeral home's site at this address</h1>
<p>Please check the address you typed, or use the link the funeral home gave you.</p>
<p>If this is your server: a funeral home answers at the hosts it is given, with <code>npm run company -- create --host …</code> or later in the console's Settings.</p>
</main>
</body>
</html>
`;

function unknownHostPage(c: Context<AppEnv>): Response {
  c.header('Cache-Control', 'no-store');
  c.header('Vary', 'X-Host', { append: true });
  return c.html(unknownHostHtml, 404);
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
