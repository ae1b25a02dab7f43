import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderRequest, RenderResult } from '#contract/server-render.ts';
import { shellDataIds } from '#contract/shell-data.ts';
import { writeClientBuild, type ClientBuild } from '#tests/server/client-build.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createObituary } from '#tests/server/factories/obituary.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { cspHash } from './inline-style-hashes.ts';

/*
 * Decision 0091: pages() with a server render. The renderer here stands in for the built module
 * (dist/ssr/entry-server.js, proven by tests/e2e/server-render.spec.ts): it asks the API through the
 * fetch it is given and answers as the real one does, so this file judges what the server does with a
 * render: where the HTML goes, which data goes with it (once), the status, the policy, and the shell
 * whenever there is no render.
 */
const shell =
  '<!doctype html><html><head><title>Loading…</title><script type="module" src="/assets/index.js"></script></head>' +
  '<body><div id="root"></div><noscript>This site needs JavaScript</noscript></body></html>';
/** What a rendered page goes out in (decision 0097): its one script loads the app when the visitor acts. */
const renderedShell =
  '<!doctype html><html><head><title>Loading…</title>' +
  '<script type="module" src="/assets/rendered.js" data-app="/assets/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const appScript = '<script type="module" src="/assets/index.js">';
const bootScript = '<script type="module" src="/assets/rendered.js"';
const theme = '--colour: "Georgia" & <serif>';

let database: TestDatabase;
let client: ClientBuild;
let t: TestApp;
let company: FactoryCompany;
let linnea: { id: number; path: string };
const asked: RenderRequest[] = [];

/** Renders what the path asks for; its page shows the company's name, which it reads from the API. */
async function render(request: RenderRequest): Promise<RenderResult> {
  asked.push(request);
  if (request.url.startsWith('/family-portal')) return { kind: 'shell' };
  if (request.url.endsWith('?boom')) throw new Error('the render failed');
  if (request.url === '/old-about') return { kind: 'redirect', location: '/about', status: 308 };
  const context = (await (
    await request.fetch('/api/web/render-context/approved', { headers: { 'X-Host': request.host } })
  ).json()) as { company: { name: string } };
  const missing = request.url === '/blog/article/404';
  return {
    kind: 'page',
    head: '<title>Rendered title</title><meta name="description" content="Rendered description"/>',
    body: `<div style="${theme.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}"><h1>${context.company.name}</h1></div>`,
    status: missing ? 404 : 200,
    data: { origin: request.origin, queries: { queries: [{ queryKey: ['site'], state: { data: context } }] } },
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  client = await writeClientBuild({ 'index.html': shell, 'rendered.html': renderedShell });
  t = createTestApp(database.db, { clientDir: client.dir, renderer: () => Promise.resolve({ render }) });
  company = await createCompany(database, { name: 'Juniper Hill Funeral Home' });
  const obituary = await createObituary(company.scope, { fullName: 'Linnea Maja Sjöberg', diedDaysAgo: 3 });
  linnea = { id: obituary.id, path: `/obituaries/${obituary.id}/linnea-maja-sjoberg` };
});
afterAll(async () => {
  await database.close();
  await client.remove();
});

const page = (path: string) =>
  t.app.request(path, { headers: { 'X-Host': company.host, Accept: 'text/html', 'User-Agent': 'Phone/1.0' } });

const dataBlock = /<script type="application\/json" id="([^"]+)">(.*?)<\/script>/gs;
const blockIds = (html: string) => [...html.matchAll(dataBlock)].map(([, id]) => id);

describe('a server-rendered page (decision 0091)', () => {
  it('is the shell with the rendered HTML in #root and its head tags in <head>, asked for in process', async () => {
    const response = await page('/about?ref=mail');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"><div style=');
    expect(html).toContain('<h1>Juniper Hill Funeral Home</h1>');
    // React's head replaces the shell's placeholder title; the browser drops them all as it starts.
    expect(html).not.toContain('Loading…');
    expect(html).toContain('<title>Rendered title</title>');
    expect(html).not.toContain('<noscript>');
    // rendered.html's boot script, not the app's: the app loads when the visitor acts (decision 0097).
    expect(html).toContain(bootScript);
    expect(html).not.toContain(appScript);
    expect(asked.at(-1)).toMatchObject({
      url: '/about?ref=mail',
      host: company.host,
      origin: `http://${company.host}`,
      // The canonical links' address is the company's configured one, never the request's (DESIGN §4).
      siteUrl: company.siteUrl,
      userAgent: 'Phone/1.0',
    });
  });

  it('carries its data once: the query cache block, in place of the render context and redirects blocks', async () => {
    const html = await (await page('/')).text();
    expect(blockIds(html)).toEqual([shellDataIds.rendered]);
    const [, , json] = [...html.matchAll(dataBlock)][0]!;
    // Escaped as the shell's blocks are: the company's name reads back, no tag can close the block.
    expect(JSON.parse(json!)).toMatchObject({ origin: `http://${company.host}` });
    expect(json).not.toContain('<');
  });

  it('hands the render what the request has read already, rather than asking the API again', async () => {
    const before = t.logs.length;
    const html = await (await page('/')).text();
    expect(html).toContain('<h1>Juniper Hill Funeral Home</h1>');
    // The render context came from the site cache pages() had read; no API request went through the app.
    expect(t.logs.slice(before).map((line) => line.path)).not.toContain('/api/web/render-context/approved');
  });

  it('answers a page that sends the visitor on with the redirect itself, Location and status', async () => {
    const response = await page('/old-about');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/about');
    expect(await response.text()).toBe('');
  });

  it("answers with the render's status where the path alone said 200", async () => {
    expect((await page('/blog/article/404')).status).toBe(404);
  });

  it('allows its style attributes by their exact hashes, and no other inline style', async () => {
    const response = await page('/');
    const policy = response.headers.get('content-security-policy') ?? '';
    const styleSources = /style-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(styleSources).toContain(`'unsafe-hashes' ${cspHash(theme)}`);
    expect(styleSources).not.toContain('unsafe-inline');
    // A page that is the shell has nothing to allow.
    const portal = await page('/family-portal/login');
    expect(portal.headers.get('content-security-policy')).not.toContain('unsafe-hashes');
  });

  it("keeps an obituary's head tags (share previews) and drops React's title and description beside them", async () => {
    const html = await (await page(linnea.path)).text();
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html).toContain('<title>Linnea Maja Sjöberg Obituary | Juniper Hill Funeral Home</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    // The obituary came in the render's cache: no block of its own.
    expect(blockIds(html)).toEqual([shellDataIds.rendered]);
  });

  it('is the shell with its data blocks for a page left to the browser, a failed render, and a preview', async () => {
    for (const path of ['/family-portal/login', '/about?boom']) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).toContain(appScript);
      expect(html, path).not.toContain(bootScript);
      expect(blockIds(html), path).toEqual([shellDataIds.redirects, shellDataIds.renderContext]);
    }
    expect(t.logs.some((line) => line.msg === 'server render of the page failed')).toBe(true);
    const rendered = asked.length;
    const preview = await (await page('/about?preview=true')).text();
    expect(preview).toContain('<div id="root"></div>');
    expect(preview).toContain(appScript);
    expect(asked).toHaveLength(rendered);
  });

  it('does not serve its templates as pages', async () => {
    for (const path of ['/rendered.html', '/index.html']) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<div id="root"><div style=');
    }
  });
});
