import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import sharp from 'sharp';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loginResult } from '#contract/auth.ts';
import { draftRenderContext } from '#contract/builder.ts';
import { familyPhoto } from '#contract/family-media.ts';
import { caseStationery } from '#contract/family-proofs.ts';
import { planningLocations } from '#contract/planning.ts';
import { siteContent } from '#contract/site-content.ts';
import { redirects as redirectsSchema, renderContext } from '#contract/website.ts';
import { openDatabase, type OpenedDatabase } from '#server/db/open-database.ts';
import { postgresInvalidationChannel } from '#server/db/postgres-invalidation-channel.ts';
import { obituaries, redirects } from '#server/db/schema.ts';
import { sharedServerKey } from '#server/db/shared-server-key.ts';
import { s3MediaStore } from '#server/media/s3-media-store.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createStationeryProofs } from '#tests/server/factories/proofs.ts';
import { newFamily, type FamilyFixture } from '#tests/server/family-fixtures.ts';
import { request } from '#tests/server/tenant-fixtures.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import {
  EVERGREEN_DIRECTOR_EMAIL,
  EVERGREEN_DIRECTOR_PASSWORD,
  EVERGREEN_STAFF_EMAIL,
  EVERGREEN_STAFF_PASSWORD,
} from '#server/seed/evergreen/staff.ts';
import { eq } from 'drizzle-orm';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { createSiteCache, type SiteCache } from '#server/services/site-cache.ts';
import { contactEmail, preplan } from '#tests/server/planning-answers.ts';
import { pollUntil } from '#tests/server/poll.ts';
import { startTcpProxy, type TcpProxy } from '#tests/server/tcp-proxy.ts';
import { startTestS3, type TestS3Server } from '#tests/server/test-s3.ts';
import { createTestApp, get, testClientAddressHeader, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import '#tests/server/test-database-target.ts';

/*
 * Two servers on one PostgreSQL. Two apps, each with its own connection pool, site
 * cache and listening connection, share one database of the test cluster, as two processes behind
 * a load balancer would. Server B's listener goes through a TCP proxy the test can cut. Media are in
 * an S3 bucket (s3rver, decision 0088), each app with its own client and its own uploads folder: no
 * folder is shared.
 */

// PGlite runs inside one process: invalidateSiteCache is a plain local call there, and there is no
// second server to keep coherent, so this file only runs on the PostgreSQL run (test:server:pg).
const onPostgres = inject('testDatabase').kind === 'postgres';

describe.skipIf(!onPostgres)('two servers on one PostgreSQL', () => {
  const silent = pino({ level: 'silent' });
  let database: TestDatabase;
  let secondPool: OpenedDatabase;
  let proxy: TcpProxy;
  let cacheA: SiteCache;
  let cacheB: SiteCache;
  let a: TestApp;
  let b: TestApp;
  let token: string;
  let s3: TestS3Server;
  let mediaOfA: MediaStore;
  let uploadsOfA: string;
  let uploadsOfB: string;
  let company: FactoryCompany;
  let rose: FamilyFixture;

  beforeAll(async () => {
    [database, s3, uploadsOfA, uploadsOfB] = await Promise.all([
      openTestDatabase(),
      startTestS3(),
      mkdtemp(join(tmpdir(), 'lantern-uploads-a-')),
      mkdtemp(join(tmpdir(), 'lantern-uploads-b-')),
    ]);
    const url = new URL(database.url!);
    secondPool = await openDatabase({ databaseUrl: url.toString() });
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port) });
    const proxied = new URL(url);
    proxied.port = String(proxy.port);
    cacheA = createSiteCache({
      channel: postgresInvalidationChannel({ db: database.db, listenUrl: url.toString(), logger: silent }),
    });
    cacheB = createSiteCache({
      channel: postgresInvalidationChannel({
        db: secondPool.db,
        listenUrl: proxied.toString(),
        logger: silent,
        retryMs: 100,
        applicationName: 'lantern-listener-of-b',
      }),
    });
    // As runtime.ts gives each process the key the database keeps (decision 0053), and its own
    // client of the one bucket (MEDIA_STORE=s3).
    mediaOfA = s3MediaStore(s3.settings);
    a = createTestApp(database.db, {
      siteCache: cacheA,
      media: mediaOfA,
      uploadsDir: uploadsOfA,
      fileLinkSecret: await sharedServerKey(database.db, 'file-links'),
    });
    b = createTestApp(secondPool.db, {
      siteCache: cacheB,
      media: s3MediaStore(s3.settings),
      uploadsDir: uploadsOfB,
      fileLinkSecret: await sharedServerKey(secondPool.db, 'file-links'),
    });
    await pollUntil(
      () => cacheA.coherent && cacheB.coherent,
      (up) => up,
      { timeoutMs: 15_000 },
    );
    const login = await send(a, 'POST', '/api/auth/login', {
      email: EVERGREEN_STAFF_EMAIL,
      password: EVERGREEN_STAFF_PASSWORD,
    });
    token = loginResult.parse(await login.json()).token;
    // A family of its own company, with the funeral home's proofs on its case.
    company = await createCompany(database);
    rose = await newFamily(a.app, company, {
      member: { name: 'Rose Ashdown' },
      case: { name: 'Edwin Ashdown' },
      content: (caseId) => createStationeryProofs(company.scope, mediaOfA, caseId),
    });
  });

  afterAll(async () => {
    await Promise.all([cacheA.close(), cacheB.close()]);
    await proxy.close();
    await secondPool.close();
    await database.close();
    await Promise.all([
      s3?.stop(),
      ...[uploadsOfA, uploadsOfB].map((folder) => folder && rm(folder, { recursive: true, force: true })),
    ]);
  });

  const send = (app: TestApp, method: string, path: string, body?: unknown) =>
    app.app.request(path, {
      method,
      headers: {
        'X-Host': 'localhost',
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const tagline = async (app: TestApp) =>
    renderContext.parse(await (await get(app.app, '/api/web/render-context/approved')).json()).settings.tagline;
  const redirectSources = async (app: TestApp) =>
    redirectsSchema.parse(await (await get(app.app, '/api/web/redirects')).json()).map((r) => r.from);

  async function publishTagline(text: string): Promise<number> {
    const draft = draftRenderContext.parse(await (await send(a, 'GET', '/api/web/render-context/draft')).json());
    const content = siteContent.parse(draft);
    const saved = await send(a, 'PUT', '/api/web/builder/draft', {
      baseRevision: draft.revision,
      content: { ...content, settings: { ...content.settings, tagline: text } },
    });
    expect(saved.status).toBe(200);
    const { revision } = (await saved.json()) as { revision: number };
    const published = await send(a, 'POST', '/api/web/builder/publish', { revision });
    expect(published.status).toBe(200);
    return ((await published.json()) as { version: number }).version;
  }

  it("opens on B a family's file link that A signed", async () => {
    const answer = await request(a.app, 'GET', `/api/family/cases/${rose.ids.case}/stationery`, {
      host: company.host,
      token: rose.token,
    });
    const url = caseStationery.parse(await answer.json()).proofs[0]!.pages[0]!.image!.url;
    const onB = await get(b.app, url, { host: company.host });
    expect([onB.status, onB.headers.get('content-type')]).toEqual([200, 'image/webp']);
  });

  it('serves from B, whole and by byte range, a photo uploaded through A: one bucket, no shared folder', async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#5a8cc8' } })
      .jpeg()
      .toBuffer();
    const uploaded = await a.app.request(`/api/family/cases/${rose.ids.case}/photos`, {
      method: 'POST',
      headers: { 'X-Host': company.host, Authorization: `Bearer ${rose.token}`, 'Content-Type': 'image/jpeg' },
      body: new Blob([new Uint8Array(photo)]),
    });
    expect(uploaded.status).toBe(201);
    const { url } = familyPhoto.parse(await uploaded.json()).image;
    const [onA, onB] = await Promise.all([
      get(a.app, url, { host: company.host }),
      get(b.app, url, { host: company.host }),
    ]);
    expect([onB.status, onB.headers.get('content-type')]).toEqual([200, 'image/webp']);
    const whole = Buffer.from(await onB.arrayBuffer());
    expect(whole.equals(Buffer.from(await onA.arrayBuffer()))).toBe(true);
    expect((await sharp(whole).metadata()).format).toBe('webp');

    const ranged = await get(b.app, url, { host: company.host, headers: { Range: 'bytes=100-199' } });
    expect([ranged.status, ranged.headers.get('content-range')]).toEqual([206, `bytes 100-199/${whole.byteLength}`]);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(whole.subarray(100, 200))).toBe(true);
  });

  it('serves a publish made on A from B within 2 s', async () => {
    const before = await tagline(b); // B now holds the approved context in its cache
    await publishTagline('Published on server A');
    const elapsed = await pollUntil(
      () => tagline(b),
      (text) => text === 'Published on server A',
    );
    expect(elapsed).toBeLessThan(2000);
    expect(before).not.toBe('Published on server A');
  });

  it('serves a rollback made on A from B within 2 s', async () => {
    const version = await publishTagline('Second tagline');
    await pollUntil(
      () => tagline(b),
      (text) => text === 'Second tagline',
    );
    const rolledBack = await send(a, 'POST', `/api/web/builder/versions/${version - 1}/rollback`);
    expect(rolledBack.status).toBe(200);
    const elapsed = await pollUntil(
      () => tagline(b),
      (text) => text === 'Published on server A',
    );
    expect(elapsed).toBeLessThan(2000);
  });

  it('serves a redirect change made on A from B within 2 s', async () => {
    expect(await redirectSources(b)).not.toContain('/moved-on-a');
    const created = await send(a, 'POST', '/api/web/builder/redirects', {
      from: '/moved-on-a',
      to: '/about',
      permanent: false,
    });
    expect(created.status).toBe(201);
    const elapsed = await pollUntil(
      () => redirectSources(b),
      (sources) => sources.includes('/moved-on-a'),
    );
    expect(elapsed).toBeLessThan(2000);
  });

  // A write that skips the broadcast (straight into the table): only a rebuild of B's cache shows it.
  const addRedirectQuietly = (from: string) =>
    tenantScope(database.db, database.demoCompanyId).insert(redirects, { fromPath: from, to: '/' });

  it('serves nothing cached for more than a few seconds while B cannot listen, and caches again after', async () => {
    await redirectSources(b); // cached
    proxy.cut();
    await pollUntil(
      () => cacheB.coherent,
      (coherent) => !coherent,
    );
    await addRedirectQuietly('/quiet-while-down');
    // B cannot have heard of it; it must still show it within the 3 s limit (plus a poll's slack).
    const elapsed = await pollUntil(
      () => redirectSources(b),
      (sources) => sources.includes('/quiet-while-down'),
      { timeoutMs: 6000 },
    );
    expect(elapsed).toBeLessThan(3000 + 1000);

    proxy.restore();
    await pollUntil(
      () => cacheB.coherent,
      (coherent) => coherent,
      { timeoutMs: 15_000 },
    );
    const cached = await redirectSources(b);
    await addRedirectQuietly('/quiet-after-reconnect');
    // Listening again, B caches again: the quiet write is not seen…
    expect(await redirectSources(b)).toEqual(cached);
    // …until someone invalidates through the channel.
    expect((await send(a, 'DELETE', `/api/web/builder/redirects/${await redirectId('/moved-on-a')}`)).status).toBe(204);
    await pollUntil(
      () => redirectSources(b),
      (sources) => sources.includes('/quiet-after-reconnect') && !sources.includes('/moved-on-a'),
      { timeoutMs: 2000 },
    );
  });

  it('drops everything when the listener comes back, since notifications may have been missed', async () => {
    const cached = await redirectSources(b);
    await addRedirectQuietly('/quiet-before-kill');
    expect(await redirectSources(b)).toEqual(cached);
    // The database ends B's listening connection; postgres.js notices and B listens again.
    const admin = postgres(database.url!, { max: 1, onnotice: () => {} });
    try {
      const killed = await admin`
        select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'lantern-listener-of-b'`;
      expect(killed.length).toBe(1);
    } finally {
      await admin.end();
    }
    await pollUntil(
      () => redirectSources(b),
      (sources) => sources.includes('/quiet-before-kill'),
      { timeoutMs: 15_000 },
    );
  });

  it('holds one planning limit for both servers: plans sent at once through A and B are counted together', async () => {
    const { limit } = rateLimits.planningPerAddress;
    const locationId = planningLocations.parse(await (await get(a.app, '/api/web/planning/locations')).json())
      .locations[0]!.id;
    const submitThrough = (app: TestApp) =>
      app.app.request('/api/web/planning/submit', {
        method: 'POST',
        headers: {
          'X-Host': 'localhost',
          'Content-Type': 'application/json',
          [testClientAddressHeader]: '192.0.2.77',
        },
        body: JSON.stringify({ locationId, caseStatus: 'PRE_PLAN', fields: preplan(contactEmail()) }),
      });
    const statuses = await Promise.all(
      Array.from({ length: limit + 4 }, async (_, n) => (await submitThrough(n % 2 === 0 ? a : b)).status),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    // Either server refuses the next one.
    expect((await submitThrough(a)).status).toBe(429);
    expect((await submitThrough(b)).status).toBe(429);
  });

  // Nothing about obituaries is cached in a process, so B answers from the database at once.
  it("publishes Harold's obituary on A, found on B; unpublished on A, 404 on B within 1 s", async () => {
    const director = loginResult.parse(
      await (
        await send(a, 'POST', '/api/auth/login', {
          email: EVERGREEN_DIRECTOR_EMAIL,
          password: EVERGREEN_DIRECTOR_PASSWORD,
        })
      ).json(),
    ).token;
    const [harold] = await tenantScope(database.db, database.demoCompanyId)
      .select({ id: obituaries.id })
      .from(obituaries, eq(obituaries.fullName, 'Harold James Whitfield'));
    const id = harold!.id;
    const onB = async () => {
      const [page, search, sitemap] = await Promise.all([
        get(b.app, `/api/web/obituaries/${id}`),
        get(b.app, '/api/web/obituaries?q=harold'),
        get(b.app, '/sitemap.xml'),
      ]);
      const inSearch = ((await search.json()) as { items: { id: number }[] }).items.some((item) => item.id === id);
      const inSitemap = (await sitemap.text()).includes(`/obituaries/${id}/`);
      return { status: page.status, found: inSearch && inSitemap, listed: inSearch || inSitemap };
    };
    const step = (action: string) =>
      a.app.request(`/api/staff/obituaries/${id}/${action}`, {
        method: 'POST',
        headers: { 'X-Host': 'localhost', Authorization: `Bearer ${director}` },
      });
    expect(await onB()).toEqual({ status: 404, found: false, listed: false });

    expect((await step('publish')).status).toBe(200);
    const shown = await pollUntil(onB, (answer) => answer.status === 200 && answer.found, { timeoutMs: 1000 });
    expect(shown).toBeLessThan(1000);

    expect((await step('unpublish')).status).toBe(200);
    const gone = await pollUntil(onB, (answer) => answer.status === 404 && !answer.listed, { timeoutMs: 1000 });
    expect(gone).toBeLessThan(1000);
    expect((await get(b.app, `/api/web/obituaries/${id}/photos`)).status).toBe(404);
  });

  async function redirectId(from: string): Promise<number> {
    const list = (await (await send(a, 'GET', '/api/web/builder/redirects')).json()) as { id: number; from: string }[];
    return list.find((r) => r.from === from)!.id;
  }
});
