import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderRequest, RenderResult } from '#contract/server-render.ts';
import { writeClientBuild, type ClientBuild } from '#tests/server/client-build.ts';
import { createArrangement } from '#tests/server/factories/arrangement.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createFamilyMember } from '#tests/server/factories/family.ts';
import { createMemorial } from '#tests/server/factories/memorial.ts';
import { createObituary } from '#tests/server/factories/obituary.ts';
import { createProducts } from '#tests/server/factories/product.ts';
import { familyFixture } from '#tests/server/family-fixtures.ts';
import { postMemoryForm, setWall } from '#tests/server/memorial-fixtures.ts';
import { freshStaffAccount } from '#tests/server/staff-fixtures.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { createSiteCache, type InvalidationChannel, type InvalidationReceiver } from '#server/services/site-cache.ts';

/*
 * Decision 0093: rendered pages are kept, and every write that changes what a public page shows drops
 * them, in every process. The renderer stands in for the built one (as in rendered-pages.test.ts): it
 * writes what the API answers for the obituary, its memories and its shop, so a kept page is stale
 * exactly when the write did not drop it.
 */
const shell = '<!doctype html><html><head><title>Loading…</title></head><body><div id="root"></div></body></html>';

let database: TestDatabase;
let client: ClientBuild;
let company: FactoryCompany;
let renders = 0;

async function render(request: RenderRequest): Promise<RenderResult> {
  renders += 1;
  // The portal's cases are left to the browser; its open pages (sign-in) are rendered (decision 0121).
  if (request.url.startsWith('/family-portal/') && !request.url.startsWith('/family-portal/login'))
    return { kind: 'shell' };
  if (request.url.endsWith('?boom')) throw new Error('the render failed');
  const read = async (path: string) => {
    const response = await request.fetch(path, { headers: { 'X-Host': request.host } });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const id = /^\/obituaries\/(\d+)\//.exec(request.url)?.[1];
  let html = '<h1>A page</h1>';
  let status = 200;
  if (id) {
    const obituary = await read(`/api/web/obituaries/${id}`);
    const memories = await read(`/api/web/obituaries/${id}/memories`);
    const shop = await read(`/api/web/obituaries/${id}/shop/products`);
    status = obituary.status;
    const names = ((memories.body.items as { authorName: string }[] | undefined) ?? []).map((m) => m.authorName);
    const products = ((shop.body.items as { name: string }[] | undefined) ?? []).map((p) => p.name);
    html = `<h1>${String(obituary.body.fullName)}</h1><p>Memories: ${names.join(', ')}</p><p>Shop: ${products.join(', ')}</p>`;
  }
  return { kind: 'page', head: '<title>T</title>', body: html, status, data: { origin: request.origin, queries: {} } };
}
const renderer = () => Promise.resolve({ render });

/** Two apps on one database, their site caches joined by a channel, as two processes on PostgreSQL. */
function joinedChannels(): [InvalidationChannel, InvalidationChannel] {
  const receivers: InvalidationReceiver[] = [];
  const channel = (): InvalidationChannel => ({
    publish: (companyId) => receivers.forEach((receiver) => receiver.forget(companyId)),
    start: (receiver) => {
      receivers.push(receiver);
      receiver.up();
    },
    stop: async () => {},
  });
  return [channel(), channel()];
}

let a: TestApp;
let b: TestApp;
let staff: string;

beforeAll(async () => {
  database = await openTestDatabase();
  client = await writeClientBuild({ 'index.html': shell, 'rendered.html': shell });
  const [channelA, channelB] = joinedChannels();
  const options = { clientDir: client.dir, renderer, media: database.media };
  a = createTestApp(database.db, { ...options, siteCache: createSiteCache({ channel: channelA }) });
  b = createTestApp(database.db, { ...options, siteCache: createSiteCache({ channel: channelB }) });
  company = await createCompany(database);
  staff = await signIn(a.app, company.host, await freshStaffAccount(company.scope, 'owner'));
});
afterAll(async () => {
  await database.close();
  await client.remove();
});

const html = async (t: TestApp, path: string) =>
  (await t.app.request(path, { headers: { 'X-Host': company.host, Accept: 'text/html' } })).text();

async function obituaryPage(fullName: string) {
  const obituary = await createObituary(company.scope, { fullName });
  return { ...obituary, path: `/obituaries/${obituary.id}/${fullName.toLowerCase().replace(/ /g, '-')}` };
}

describe('kept rendered pages (decision 0093)', () => {
  it('renders a page once and sends the kept copy after, until a write drops it', async () => {
    const page = await obituaryPage('Ada Quill');
    const before = renders;
    expect(await html(a, page.path)).toContain('<h1>Ada Quill</h1>');
    expect(await html(a, page.path)).toContain('<h1>Ada Quill</h1>');
    expect(renders - before).toBe(1);
    // A visitor's read, or a write that was refused, drops nothing.
    expect(
      (await request(a.app, 'POST', '/api/staff/obituaries/999999/publish', { host: company.host, token: staff }))
        .status,
    ).toBe(404);
    await html(a, page.path);
    expect(renders - before).toBe(1);
  });

  it('never keeps a preview, the shell of a page left to the browser, a failed render, or a portal page', async () => {
    const before = renders;
    for (const path of ['/about?preview=true', '/family-portal/12/someone', '/about?boom', '/family-portal/login']) {
      await html(a, path);
      await html(a, path);
    }
    // The preview is never rendered; the other three are rendered again each time (the portal's sign-in
    // is a rendered page, but an invitation's or a reset link's is its token holder's alone).
    expect(renders - before).toBe(6);
    expect(await html(a, '/family-portal/login')).toContain('<h1>A page</h1>');
  });

  it('sends a kept page gzipped where the browser takes it, with its policy', async () => {
    await html(a, '/about');
    const response = await a.app.request('/about', {
      headers: { 'X-Host': company.host, Accept: 'text/html', 'Accept-Encoding': 'gzip, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(new TextDecoder().decode(gunzipSync(new Uint8Array(await response.arrayBuffer())))).toContain(
      '<h1>A page</h1>',
    );
  });

  it('a staff write (unpublish): the next page view answers 404, on this process and the other', async () => {
    const page = await obituaryPage('Bram Holt');
    expect(await html(a, page.path)).toContain('Bram Holt');
    expect(await html(b, page.path)).toContain('Bram Holt');
    const done = await request(a.app, 'POST', `/api/staff/obituaries/${page.id}/unpublish`, {
      host: company.host,
      token: staff,
    });
    expect(done.status).toBe(200);
    for (const t of [a, b]) {
      const response = await t.app.request(page.path, { headers: { 'X-Host': company.host } });
      expect(response.status).toBe(404);
    }
  });

  it('a staff approval of a memory shows on the next view', async () => {
    const page = await obituaryPage('Cleo Marsh');
    const { memoryIds } = await createMemorial(company.scope, database.media, page.caseId, {
      memories: [{ authorName: 'Nell Park', body: 'Kind.', status: 'pending' }],
    });
    expect(await html(b, page.path)).not.toContain('Nell Park');
    const done = await request(a.app, 'POST', `/api/staff/memories/${memoryIds[0]}/approve`, {
      host: company.host,
      token: staff,
    });
    expect(done.status).toBe(204);
    expect(await html(b, page.path)).toContain('Memories: Nell Park');
  });

  it("a family's write (the wall hidden) shows on the next view", async () => {
    const page = await obituaryPage('Dora Finch');
    await createMemorial(company.scope, database.media, page.caseId, {
      memories: [{ authorName: 'Ivo Lind', body: 'Warm.' }],
    });
    const member = await createFamilyMember(company.scope, { caseIds: [page.caseId] });
    await createArrangement(
      company.scope,
      { caseId: page.caseId, memberId: member.memberId },
      { packageName: 'Traditional burial' },
    );
    const family = await familyFixture(a.app, company.host, company.scope, member);
    expect(await html(b, page.path)).toContain('Memories: Ivo Lind');
    const saved = await request(a.app, 'POST', `/api/family/cases/${page.caseId}/memorial-wall/settings`, {
      host: company.host,
      token: family.token,
      body: { shown: false, posting: 'anyone', moderation: 'approve-first' },
    });
    expect(saved.status).toBe(200);
    expect(await html(b, page.path)).not.toContain('Ivo Lind');
  });

  it("a visitor's memory shown at once (an open wall) shows on the next view; one held for approval drops nothing", async () => {
    const page = await obituaryPage('Edda Vance');
    await setWall(company.scope, page.caseId, { moderation: 'open' });
    expect(await html(b, page.path)).toContain('Memories: </p>');
    const posted = await postMemoryForm(
      a.app,
      page.id,
      { name: 'Tomas Ek', email: 'tomas@example.com', text: 'We sang.' },
      { host: company.host },
    );
    expect(posted.status).toBe(201);
    expect(await html(b, page.path)).toContain('Memories: Tomas Ek');

    await setWall(company.scope, page.caseId, { moderation: 'approve-first' });
    a.siteCache.invalidateSiteCache(company.companyId);
    await html(b, page.path);
    const before = renders;
    expect(
      (
        await postMemoryForm(
          a.app,
          page.id,
          { name: 'Held Back', email: 'h@example.com', text: 'Later.' },
          { host: company.host },
        )
      ).status,
    ).toBe(201);
    await html(b, page.path);
    expect(renders).toBe(before);
  });

  it("a staff write to the shop's products shows on the next view", async () => {
    const [productId] = await createProducts(company.scope, [{ name: 'White lilies' }]);
    const page = await obituaryPage('Fern Acre');
    expect(await html(b, page.path)).toContain('White lilies');
    const removed = await request(a.app, 'DELETE', `/api/staff/products/${productId}`, {
      host: company.host,
      token: staff,
    });
    expect(removed.status).toBe(204);
    expect(await html(b, page.path)).not.toContain('White lilies');
  });
});
