import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellDataIds } from '#contract/shell-data.ts';
import { writeClientBuild, type ClientBuild } from '#tests/server/client-build.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createObituary } from '#tests/server/factories/obituary.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * Page requests against a fixture build: the SPA shell with an honest status, and static files, on
 * this file's own company (the demo's site settings) and its obituaries; Quiet Harbor (other.test,
 * the test seed's second company) is the company with other pages.
 */
const shell = '<!doctype html><html><head><title>Lantern</title></head><body><div id="root"></div></body></html>';

let database: TestDatabase;
let client: ClientBuild;
let t: TestApp;
let company: FactoryCompany;
let other: FactoryCompany;
let linnea: { id: number };
let ramon: { id: number };
let abigail: { id: number };

beforeAll(async () => {
  database = await openTestDatabase();
  client = await writeClientBuild({
    'index.html': shell,
    'assets/index-abc123.js': 'console.log("app");',
    'media/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  t = createTestApp(database.db, { clientDir: client.dir });
  company = await createCompany(database, { name: 'Juniper Hill Funeral Home' });
  other = await createCompany(database, { name: 'Harbor Light Chapel' });
  linnea = await createObituary(company.scope, {
    fullName: 'Linnea Maja Sjöberg',
    bornOn: '1941-03-14',
    diedDaysAgo: 3,
    textHtml: '<p>Linnea Maja Sjöberg, 85, of Portland, passed away peacefully at home.</p>',
  });
  ramon = await createObituary(company.scope, { fullName: 'Ramón Ibáñez Peña', diedDaysAgo: 6 });
  abigail = await createObituary(other.scope, { fullName: 'Abigail Harbor Hale' });
});
afterAll(async () => {
  await database.close();
  await client.remove();
});

const page = (path: string, host = company.host) =>
  t.app.request(path, { headers: { 'X-Host': host, Accept: 'text/html' } });

const dataBlock = /<script type="application\/json" id="([^"]+)">(.*?)<\/script>/gs;
/** The shell as built, without the data blocks the server wrote into it. */
const withoutData = (html: string) => html.replace(dataBlock, '');
/** The data blocks of a shell, parsed, by id. */
const dataOf = (html: string): Record<string, unknown> =>
  Object.fromEntries([...html.matchAll(dataBlock)].map(([, id, json]) => [id, JSON.parse(json ?? '')]));
const apiJson = async (path: string, host = company.host) =>
  (await t.app.request(path, { headers: { 'X-Host': host } })).json();

describe('page routes', () => {
  it.each([
    '/',
    '/blog',
    '/blog/article/3',
    '/terms-of-use',
    '/accessibility',
    '/privacy-policy',
    '/price-list',
    '/plan-now',
    '/plan-now/step/contact-information',
    '/obituaries',
    '/family-portal',
    '/FAMILY-PORTAL/Login',
    '/family-portal/12/jane-doe/arrangements/selections',
  ])('known app route %s: 200 with the shell', async (path) => {
    const response = await page(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(withoutData(await response.text())).toBe(shell);
  });

  it.each([
    '/about',
    '/services',
    '/services/planning-ahead',
    '/services/planning-ahead/why-plan-ahead',
    '/contact',
    '/about/',
  ])('CMS page %s of the company: 200', async (path) => {
    expect((await page(path)).status).toBe(200);
  });

  it.each(['/old-about', '/memorial-fund'])('redirect source %s: 200 (the SPA performs the redirect)', async (path) => {
    expect((await page(path)).status).toBe(200);
  });

  it.each(['/nope', '/About', '/blog/article/abc', '/services/burial/extra', '/plan-nowhere', '/obituaries/abc/x'])(
    'unknown path %s: 404 with the same shell',
    async (path) => {
      const response = await page(path);
      expect(response.status).toBe(404);
      expect(withoutData(await response.text())).toBe(shell);
    },
  );

  it("uses the host's own pages and redirects (isolation)", async () => {
    expect((await page('/our-chapel', 'other.test')).status).toBe(200);
    expect((await page('/old-home', 'other.test')).status).toBe(200);
    expect((await page('/about', 'other.test')).status).toBe(404);
    expect((await page('/our-chapel')).status).toBe(404);
    expect((await page('/about', 'unknown.example')).status).toBe(404);
    expect((await page('/obituaries', 'unknown.example')).status).toBe(404);
  });

  it("carries the host's approved render context and redirects as data blocks (decision 0029)", async () => {
    for (const host of [company.host, 'other.test']) {
      const response = await page('/plan-now', host);
      expect(response.headers.get('vary')).toMatch(/X-Host/);
      const html = await response.text();
      expect(html.indexOf(`id="${shellDataIds.redirects}"`)).toBeLessThan(html.indexOf('</head>'));
      expect(dataOf(html)).toEqual({
        [shellDataIds.renderContext]: await apiJson('/api/web/render-context/approved', host),
        [shellDataIds.redirects]: await apiJson('/api/web/redirects', host),
      });
    }
    const [own, harbor] = [await page('/'), await page('/', 'other.test')];
    expect(await own.text()).not.toBe(await harbor.text());
  });

  it('gzips the shell for a browser that accepts it', async () => {
    const response = await t.app.request('/', { headers: { 'X-Host': company.host, 'Accept-Encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/X-Host.*Accept-Encoding/);
    const html = await new Response(response.body?.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(withoutData(html)).toBe(shell);
    expect(Object.keys(dataOf(html))).toHaveLength(2);
  });

  it('writes no data in preview (the draft loads through the API)', async () => {
    expect(await (await page('/?preview=true')).text()).toBe(shell);
  });

  // An install without the demo once answered 127.0.0.1 with 200 and the app, whose calls then
  // failed (console errors); the README says an unknown host answers 404. (Here 127.0.0.1 is the
  // test seed's Evergreen, so other addresses stand for it.)
  it.each(['/', '/obituaries', '/plan-now', '/family-portal/login', '/staff', '/nope', '/?preview=true'])(
    'answers %s of an unknown host 404, with a readable page that runs no script',
    async (path) => {
      for (const host of ['unknown.example', '192.0.2.1', '192.0.2.1:3000']) {
        const response = await t.app.request(path, { headers: { Host: host, Accept: 'text/html' } });
        expect(response.status, host).toBe(404);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        expect(response.headers.get('cache-control')).toBe('no-store');
        const html = await response.text();
        expect(html).toContain("<h1>There is no funeral home's site at this address</h1>");
        expect(html).toContain('<title>No site at this address</title>');
        // Nothing that runs or loads: no script, no module, no inline handler, no data block, no app root.
        expect(html).not.toMatch(/<script|<link|<iframe|\son[a-z]+=|javascript:|id="root"/i);
        expect(html).not.toContain(host);
      }
    },
  );

  it('still serves the static files of the build to an unknown host', async () => {
    const response = await t.app.request('/media/logo.svg', { headers: { Host: '192.0.2.1' } });
    expect(response.status).toBe(200);
  });

  it("escapes content so it cannot close the data block's tag", async () => {
    const name = 'Evergreen </script><script>alert(1)</script><!-- & Sons \u2028';
    const { host } = await createCompany(database, { name });
    const html = await (await page('/', host)).text();
    // Only the two data blocks' own end tags: nothing in the content ends a script early.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toMatch(/<!--|<script>/);
    const context = dataOf(html)[shellDataIds.renderContext];
    expect(context).toEqual(await apiJson('/api/web/render-context/approved', host));
    expect(JSON.stringify(context)).toContain(JSON.stringify(name).slice(1, -1));
  });

  it('serves built files: assets immutable, other files briefly cached', async () => {
    const asset = await page('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("app");');

    const logo = await page('/media/logo.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(logo.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers a missing asset with a JSON 404, not the shell', async () => {
    const response = await page('/assets/missing-000.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('refuses path traversal', async () => {
    const response = await page('/assets/..%2f..%2fetc%2fpasswd');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(/root:/);
  });

  it('still answers /api paths as the API (JSON)', async () => {
    const response = await page('/api/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, message: 'Not Found' });
    expect((await page('/api/health')).status).toBe(200);
  });

  it('answers 503 text telling to build when there is no build', async () => {
    const unbuilt = createTestApp(database.db, { clientDir: join(client.dir, 'does-not-exist') });
    const response = await unbuilt.app.request('/about', { headers: { 'X-Host': company.host } });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/npm run build/);
  });
});

describe('obituary pages', () => {
  const listed = async (id: number, host = company.host) => {
    const list = (await apiJson('/api/web/obituaries', host)) as { items: { id: number; nameSlug: string }[] };
    return list.items.find((item) => item.id === id)!;
  };
  const metaContent = (html: string, key: string) =>
    new RegExp(`<meta data-shell-head (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

  it('tell a reader without JavaScript who it is: title, description, share tags, structured data', async () => {
    const found = await listed(linnea.id);
    const response = await page(`/obituaries/${found.id}/${found.nameSlug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const url = `${company.siteUrl}/obituaries/${found.id}/linnea-maja-sjoberg`;
    const { diedOn } = (await apiJson(`/api/web/obituaries/${found.id}`)) as { diedOn: string };
    expect(html).toContain('<title>Linnea Maja Sjöberg Obituary | Juniper Hill Funeral Home</title>');
    expect(html).not.toContain('<title>Lantern</title>');
    expect(metaContent(html, 'og:title')).toBe(`Linnea Maja Sjöberg (1941–${diedOn.slice(0, 4)})`);
    expect(metaContent(html, 'og:url')).toBe(url);
    expect(metaContent(html, 'description')).toMatch(/^Linnea Maja Sjöberg, 85, of Portland/);
    expect(html).toContain(`<link data-shell-head rel="canonical" href="${url}">`);
    const jsonLd = /<script data-shell-head type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')['@graph'][0].about).toMatchObject({
      '@type': 'Person',
      deathDate: expect.any(String),
    });
    // The obituary itself comes with the page: the browser's first paint asks no API.
    expect(dataOf(html)[shellDataIds.obituary]).toEqual(await apiJson(`/api/web/obituaries/${found.id}`));
  });

  it('give sub-pages their own canonical address', async () => {
    const found = await listed(linnea.id);
    const html = await (await page(`/obituaries/${found.id}/${found.nameSlug}/memories`)).text();
    expect(html).toContain(
      `<link data-shell-head rel="canonical" href="${company.siteUrl}/obituaries/${found.id}/linnea-maja-sjoberg/memories">`,
    );
  });

  it('move a wrong name to the canonical address for good, keeping the sub-page and query', async () => {
    const response = await page(`/obituaries/${ramon.id}/ramon/shop?from=mail`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/obituaries/${ramon.id}/ramon-ibanez-pena/shop?from=mail`);
  });

  it('are 404 for an id spelled another way than its digits, as in the browser (decision 0056)', async () => {
    const found = await listed(linnea.id);
    for (const id of [`0${found.id}`, `%2B${found.id}`]) {
      const response = await page(`/obituaries/${id}/${found.nameSlug}`);
      expect(response.status, id).toBe(404);
      expect(await response.text()).not.toContain('data-shell-head');
    }
  });

  it("are 404 for an id that is no published obituary of the host's company", async () => {
    const harbor = await listed(abigail.id, other.host);
    for (const path of [
      `/obituaries/${harbor.id}/${harbor.nameSlug}`,
      '/obituaries/2147483647/x',
      '/obituaries/99999999999/x',
    ]) {
      const response = await page(path);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).not.toContain('data-shell-head');
      expect(dataOf(html)).not.toHaveProperty(shellDataIds.obituary);
    }
    expect((await page(`/obituaries/${harbor.id}/${harbor.nameSlug}`, other.host)).status).toBe(200);
  });
});
