import { gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirects as redirectsSchema, renderContext } from '#contract/website.ts';
import { siteVersions } from '#server/db/schema.ts';
import { createTestApp, get, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db);
});
afterAll(() => database.close());

describe('GET /api/web/render-context/approved', () => {
  it('answers a render context the contract accepts', async () => {
    const response = await get(t.app, '/api/web/render-context/approved');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const context = renderContext.parse(await response.json());
    expect(context.company).toEqual({
      name: 'Evergreen Funeral Homes',
      phoneNumber: '(503) 555-0142',
      logoUrl: '/media/evergreen-logo.svg',
    });
    expect(context.design.buttonCorners).toBe('Rounded');
    expect(context.design.secondaryButtonCorners).toBe('Soft Square');
    expect(context.pages['/about']?.title).toBe('About Us');
    expect(context.pages['/services/planning-ahead']?.modules).toEqual([]);
  });

  it('joins the locations from their table, in position order', async () => {
    const context = renderContext.parse(await (await get(t.app, '/api/web/render-context/approved')).json());
    expect(context.locations.map((location) => location.name)).toEqual([
      'Maple Grove Chapel',
      'Riverside Chapel',
      'Hillcrest Chapel',
    ]);
    expect(context.locations[1]?.address).toMatchObject({
      line1: '88 Riverside Drive',
      line2: 'Suite 100',
      city: 'Milwaukie',
    });
  });

  it('gives each company its own context (isolation)', async () => {
    const other = renderContext.parse(
      await (await get(t.app, '/api/web/render-context/approved', { host: 'other.test' })).json(),
    );
    expect(other.company.name).toBe('Quiet Harbor Memorial Chapel');
    expect(Object.keys(other.pages).sort()).toEqual(['/', '/our-chapel']);
    expect(other.locations.map((location) => location.name)).toEqual(['Quiet Harbor Memorial Chapel']);
    expect(JSON.stringify(other)).not.toMatch(/Evergreen|Maple Grove/);

    const demo = await (await get(t.app, '/api/web/render-context/approved')).text();
    expect(demo).not.toMatch(/Quiet Harbor/);
  });

  it('revalidates with the ETag: 304 without a body, Cache-Control no-cache', async () => {
    const first = await get(t.app, '/api/web/render-context/approved');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toMatch(/X-Host/i);

    const again = await get(t.app, '/api/web/render-context/approved', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    const weak = await get(t.app, '/api/web/render-context/approved', {
      headers: { 'If-None-Match': `"other", W/${etag}` },
    });
    expect(weak.status).toBe(304);

    const stale = await get(t.app, '/api/web/render-context/approved', { headers: { 'If-None-Match': '"stale"' } });
    expect(stale.status).toBe(200);
  });

  it('sends the pre-compressed copy, with its own ETag, to clients that accept gzip', async () => {
    const plain = await get(t.app, '/api/web/render-context/approved');
    const zipped = await get(t.app, '/api/web/render-context/approved', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/Accept-Encoding/);
    const body = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8');
    expect(body).toBe(await plain.text());
    expect(zipped.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    const revalidated = await get(t.app, '/api/web/render-context/approved', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': zipped.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);
    const refused = await get(t.app, '/api/web/render-context/approved', {
      headers: { 'Accept-Encoding': 'gzip;q=0' },
    });
    expect(refused.headers.get('content-encoding')).toBeNull();
  });

  it('serves the cached copy until invalidateSiteCache(companyId), then the new content', async () => {
    const before = await get(t.app, '/api/web/render-context/approved');
    const etagBefore = before.headers.get('etag') ?? '';

    // A content write: rename the About page in the approved version.
    await database.db
      .update(siteVersions)
      .set({ content: sql`jsonb_set(${siteVersions.content}, '{pages,/about,title}', '"Our Story"')` })
      .where(and(eq(siteVersions.companyId, database.demoCompanyId), eq(siteVersions.status, 'approved')));

    const cached = renderContext.parse(await (await get(t.app, '/api/web/render-context/approved')).json());
    expect(cached.pages['/about']?.title).toBe('About Us');

    t.siteCache.invalidateSiteCache(database.demoCompanyId);

    const fresh = await get(t.app, '/api/web/render-context/approved', { headers: { 'If-None-Match': etagBefore } });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('etag')).not.toBe(etagBefore);
    expect(renderContext.parse(await fresh.json()).pages['/about']?.title).toBe('Our Story');

    // The other company's cache is untouched by the demo's invalidation.
    const other = renderContext.parse(
      await (await get(t.app, '/api/web/render-context/approved', { host: 'other.test' })).json(),
    );
    expect(other.company.name).toBe('Quiet Harbor Memorial Chapel');
  });

  it('sanitises rich text on the way into the cache', async () => {
    await database.db
      .update(siteVersions)
      .set({
        content: sql`jsonb_set(${siteVersions.content}, '{pages,/contact,modules,0,html}', ${JSON.stringify(
          '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
        )}::jsonb)`,
      })
      .where(and(eq(siteVersions.companyId, database.demoCompanyId), eq(siteVersions.status, 'approved')));
    t.siteCache.invalidateSiteCache(database.demoCompanyId);

    const context = renderContext.parse(await (await get(t.app, '/api/web/render-context/approved')).json());
    const contactBody = context.pages['/contact']?.modules[0];
    expect(contactBody?.type).toBe('richText');
    expect(contactBody && 'html' in contactBody ? contactBody.html : '').toBe('<p>Hi <a rel="noopener">x</a></p>');
  });
});

describe('GET /api/web/redirects', () => {
  it("lists the company's internal and external redirects", async () => {
    const response = await get(t.app, '/api/web/redirects');
    expect(response.status).toBe(200);
    const list = redirectsSchema.parse(await response.json());
    expect(list).toEqual(
      expect.arrayContaining([
        { from: '/old-about', to: '/about', permanent: true },
        { from: '/memorial-fund', to: 'https://example.org/memorial-fund', permanent: false },
      ]),
    );
    expect(list).toHaveLength(2);
  });

  it('is cached with an ETag too, and scoped to the company', async () => {
    const first = await get(t.app, '/api/web/redirects');
    const again = await get(t.app, '/api/web/redirects', {
      headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);

    const other = redirectsSchema.parse(await (await get(t.app, '/api/web/redirects', { host: 'other.test' })).json());
    expect(other).toEqual([{ from: '/old-home', to: '/', permanent: true }]);
  });
});
