import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMailSettings } from '#server/db/schema.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { robotsTxt, sitemapXml } from './site-files.ts';

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db);
});
afterAll(() => database.close());

const fetchFile = (path: string, host = 'localhost') => t.app.request(path, { headers: { 'X-Host': host } });

describe('GET /robots.txt', () => {
  it('lets crawlers read the site but not the portal, previews or the API, and names the sitemap', async () => {
    const response = await fetchFile('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(
      'User-agent: *\nAllow: /\nDisallow: /family-portal\nDisallow: /api/\nDisallow: /*?preview=\n\nSitemap: http://localhost:3000/sitemap.xml\n',
    );
  });

  it('is 404 for a host no company owns', async () => {
    expect((await fetchFile('/robots.txt', 'unknown.example')).status).toBe(404);
  });
});

describe('GET /sitemap.xml', () => {
  it("lists the company's pages, articles and published obituaries at its configured address", async () => {
    const response = await fetchFile('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    // It changes when an obituary is published or unpublished: never served from a cache unchecked.
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locations).toContain('http://localhost:3000/');
    expect(locations).toContain('http://localhost:3000/obituaries');
    expect(locations).toContain('http://localhost:3000/about');
    expect(locations.some((loc) => /\/blog\/article\/\d+$/.test(loc ?? ''))).toBe(true);
    expect(locations.some((loc) => /\/obituaries\/\d+\/ingrid-marie-bjork$/.test(loc ?? ''))).toBe(true);
    expect(xml).not.toContain('walter-james-brooks');
    expect(xml).not.toContain('abigail');
    expect(new Set(locations).size).toBe(locations.length);
  });

  it('is 404 without a configured site address (no absolute address can be trusted)', async () => {
    await tenantScope(database.db, database.otherCompanyId).delete(companyMailSettings);
    expect((await fetchFile('/sitemap.xml', 'other.test')).status).toBe(404);
    expect(await (await fetchFile('/robots.txt', 'other.test')).text()).not.toContain('Sitemap:');
  });
});

describe('sitemapXml', () => {
  it('escapes and encodes addresses and dates changes', () => {
    expect(
      sitemapXml('https://a.example', [
        { path: '/a&b', lastModified: new Date('2026-01-02T03:04:05Z') },
        { path: '/café', lastModified: null },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://a.example/a&#38;b</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>\n' +
        '<url><loc>https://a.example/caf%C3%A9</loc></url>\n</urlset>\n',
    );
  });

  it('robots without a site address names no sitemap', () => {
    expect(robotsTxt(null)).not.toContain('Sitemap');
  });
});
