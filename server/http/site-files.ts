import type { Hono } from 'hono';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/open-database.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import type { SiteCache } from '#server/services/site-cache.ts';
import { cachedApprovedContext } from '#server/services/site-documents.ts';
import { companySiteUrl } from '#server/services/site-url.ts';
import { sitemapEntries, type SitemapEntry } from '#server/services/sitemap.ts';
import type { AppEnv } from './app-env.ts';
import { resolveCompanyId } from './tenancy.ts';

export interface SiteFilesDeps {
  db: Database;
  siteCache: SiteCache;
  clock: Clock;
}

const escapeXml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastModified = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${siteUrl}${encodeURI(entry.path)}`)}</loc>${lastModified}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Crawlers may read the public site; the family portal, previews and the API are not for them, except
 * the public media under /api/web/media/: an obituary's photo is its share card's image (og:image,
 * twitter:image) and its schema.org image, which search engines and link-preview crawlers must fetch.
 * That route answers only files that are public already (media-access.ts: a published obituary's
 * photos, approved memories and video, the company's own pictures); anything else is 404 there, and a
 * family's private files are signed links elsewhere (/api/web/case-files/, still disallowed). Of the
 * rules that match a path the longest wins (RFC 9309, Google's robots.txt rules): the Allow here.
 */
export function robotsTxt(siteUrl: string | null): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/web/media/',
    'Disallow: /family-portal',
    'Disallow: /api/',
    'Disallow: /*?preview=',
  ];
  if (siteUrl) lines.push('', `Sitemap: ${siteUrl}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

/**
 * /robots.txt and /sitemap.xml of the host's company. Absolute addresses come from the company's
 * configured site address (DESIGN §4), never from the request; without one there is no sitemap.
 */
export function registerSiteFiles(app: Hono<AppEnv>, deps: SiteFilesDeps): void {
  const scopeFor = async (c: Parameters<typeof resolveCompanyId>[0]) => {
    const companyId = await resolveCompanyId(c, deps);
    return companyId === null ? null : tenantScope(deps.db, companyId);
  };
  const cached = { 'Cache-Control': 'public, max-age=3600', Vary: 'X-Host' };

  app.get('/robots.txt', async (c) => {
    const scope = await scopeFor(c);
    if (!scope) return c.text('Not Found', 404);
    return c.text(robotsTxt(await companySiteUrl(scope)), 200, cached);
  });

  app.get('/sitemap.xml', async (c) => {
    const scope = await scopeFor(c);
    const siteUrl = scope ? await companySiteUrl(scope) : null;
    if (!scope || !siteUrl) return c.text('Not Found', 404);
    const context = await cachedApprovedContext(deps.siteCache, scope);
    const entries = await sitemapEntries(scope, Object.keys(context.value?.pages ?? {}), deps.clock.now());
    // It lists the published obituaries: a copy kept by a cache must be checked again before use, so an
    // unpublished one leaves it at once and a published one is there at once (decision 0063).
    const fresh = { 'Cache-Control': 'public, no-cache', Vary: 'X-Host' };
    return c.body(sitemapXml(siteUrl, entries), 200, { ...fresh, 'Content-Type': 'application/xml; charset=utf-8' });
  });
}
