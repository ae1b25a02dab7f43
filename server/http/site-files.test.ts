import robotsParser from 'robots-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMailSettings } from '#server/db/schema.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import { writeClientBuild, type ClientBuild } from '#tests/server/client-build.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { robotsTxt, sitemapXml } from './site-files.ts';

let database: TestDatabase;
let client: ClientBuild;
let t: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  // A shell to write an obituary page's share tags into, and the seed's photos to serve.
  client = await writeClientBuild({ 'index.html': '<!doctype html><html><head><title>x</title></head></html>' });
  t = createTestApp(database.db, { clientDir: client.dir, media: database.media });
});
afterAll(async () => {
  await database.close();
  await client.remove();
});

const fetchFile = (path: string, host = 'localhost') => t.app.request(path, { headers: { 'X-Host': host } });

describe('GET /robots.txt', () => {
  it('lets crawlers read the site and its public media but not the portal, previews or the API, and names the sitemap', async () => {
    const response = await fetchFile('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(
      'User-agent: *\nAllow: /\nAllow: /api/web/media/\nDisallow: /family-portal\nDisallow: /api/\nDisallow: /*?preview=\n\nSitemap: http://localhost:3000/sitemap.xml\n',
    );
  });

  it("lets search engines and link previews fetch an obituary's share image, and nothing else of the API", async () => {
    const robots = robotsParser('http://localhost:3000/robots.txt', await (await fetchFile('/robots.txt')).text());
    const path = /<loc>http:\/\/localhost:3000(\/obituaries\/\d+\/ingrid-marie-bjork)<\/loc>/.exec(
      await (await fetchFile('/sitemap.xml')).text(),
    )?.[1];
    const html = await (await fetchFile(path!)).text();
    const meta = (key: string) => new RegExp(`<meta [^>]*(?:property|name)="${key}" content="([^"]+)"`).exec(html)?.[1];
    const jsonLd = /<script [^>]*type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const person = (JSON.parse(jsonLd!) as { '@graph': [{ about: { image: string } }] })['@graph'][0].about;
    const images = [meta('og:image'), meta('twitter:image'), person.image];
    expect(images[0]).toMatch(/^http:\/\/localhost:3000\/api\/web\/media\/\d+\/[\w.-]+$/);
    expect(new Set(images)).toEqual(new Set([images[0]]));
    // The address crawlers are let in to is one the route answers: the photo itself.
    const photo = await fetchFile(new URL(images[0]!).pathname);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\//);

    // Any crawler ('*'), Google's, and Facebook's and X's link-preview crawlers.
    for (const agent of ['AnyBot', 'Googlebot', 'facebookexternalhit', 'Twitterbot']) {
      expect(robots.isAllowed(images[0]!, agent), `${agent} may fetch the photo`).toBe(true);
      expect(robots.isAllowed(`http://localhost:3000${path}`, agent), `${agent} may read the page`).toBe(true);
      for (const closed of [
        '/api/web/render-context/approved',
        '/api/web/case-files/7/photo.webp?expires=1&signature=x',
        '/api/staff/cases',
        '/api/family/cases/7/photos/3',
        '/api/web/mediafiles/1/x.webp',
        '/family-portal/login',
        '/about?preview=true',
      ])
        expect(robots.isAllowed(`http://localhost:3000${closed}`, agent), `${agent} may not fetch ${closed}`).toBe(
          false,
        );
    }
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
