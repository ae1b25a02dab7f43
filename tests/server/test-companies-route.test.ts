import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffPriceList } from '#contract/staff-price-list.ts';
import { evergreenLocations } from '#server/seed/evergreen/company.ts';
import { createTestApp } from '#tests/server/test-app.ts';
import { testChapels } from '#tests/server/test-catalogue/chapels.ts';
import { burialPackage, cremationPackage } from '#tests/server/test-catalogue/price-list.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import type { TestCompany } from '#tests/server/test-companies.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

type App = ReturnType<typeof createTestApp>['app'];

/** POST /api/testing/companies, with no body or with `body` as JSON. */
const create = (app: App, body?: unknown) =>
  app.request('/api/testing/companies', {
    method: 'POST',
    ...(body !== undefined && { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });

/** What the company's catalogue holds: its chapels, as the wizard lists them, and its price list, as its owner reads it. */
async function catalogueOf(app: App, company: TestCompany) {
  const headers = { 'X-Host': company.host };
  const chapels = (await (await app.request('/api/web/planning/locations', { headers })).json()) as {
    locations: { name: string }[];
  };
  const login = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: company.owner.email, password: company.owner.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const priceList = await app.request('/api/staff/price-list', {
    headers: { ...headers, Authorization: `Bearer ${token}` },
  });
  expect(priceList.status).toBe(200);
  return {
    chapels: chapels.locations.map((chapel) => chapel.name),
    priceList: (await priceList.json()) as StaffPriceList,
  };
}

describe('POST /api/testing/companies', () => {
  it('is not in the production app, nor ever in the OpenAPI document', async () => {
    for (const testRoutes of [false, true]) {
      const { app } = createTestApp(database.db, { testRoutes });
      const response = await create(app);
      expect(response.status, `testRoutes ${testRoutes}`).toBe(testRoutes ? 201 : 404);
      const expire = await app.request('/api/testing/password-reset/expire', { method: 'POST', body: '{}' });
      if (!testRoutes) expect(expire.status).toBe(404);
      const document = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
      expect(Object.keys(document.paths).filter((path) => path.includes('testing'))).toEqual([]);
    }
  });

  it('makes a company, set up without people, on a host of its own', async () => {
    const { app } = createTestApp(database.db, { testRoutes: true });
    const first = await create(app);
    expect(first.status).toBe(201);
    const company = (await first.json()) as {
      companyId: number;
      host: string;
      staff: { email: string; password: string };
      director: { email: string; password: string };
    };
    expect(company.host).toMatch(/^t-[0-9a-f]{12}\.localhost$/);
    expect(company.companyId).not.toBe(database.demoCompanyId);

    // The server finds it from the browser's host, port and all, and it holds the demo site.
    const site = await app.request('/api/web/render-context/approved', {
      headers: { 'X-Host': `${company.host}:3300` },
    });
    expect(site.status).toBe(200);
    expect(JSON.stringify(await site.json())).toContain('Evergreen Funeral Homes');

    // Its staff accounts sign in there, and only there.
    const login = (host: string, account = company.staff) =>
      app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'X-Host': host, 'Content-Type': 'application/json' },
        body: JSON.stringify(account),
      });
    expect((await login(company.host)).status).toBe(200);
    const director = await login(company.host, company.director);
    expect(((await director.json()) as { user: { staffRole: string } }).user.staffRole).toBe('director');

    // Obituaries are published through the staff API: the test-only back door is gone.
    const publish = await app.request('/api/testing/obituaries/publish', { method: 'POST', body: '{}' });
    expect(publish.status).toBe(404);

    // A second call gives another company.
    const second = (await (await create(app)).json()) as { companyId: number; host: string };
    expect(second.host).not.toBe(company.host);
    expect(second.companyId).not.toBe(company.companyId);
  });

  it('starts with its site and no people (no obituaries)', async () => {
    const { app } = createTestApp(database.db, { testRoutes: true });
    const countsOf = async () => {
      const company = (await (await create(app)).json()) as { host: string };
      const headers = { 'X-Host': company.host };
      const obituaries = (await (await app.request('/api/web/obituaries', { headers })).json()) as { total: number };
      const site = await app.request('/api/web/render-context/approved', { headers });
      return { obituaries: obituaries.total, site: site.status };
    };
    expect(await countsOf()).toEqual({ obituaries: 0, site: 200 });
  });

  it('holds the test catalogue: its chapels, and its price list published with no gap the Funeral Rule sees', async () => {
    const { app } = createTestApp(database.db, { testRoutes: true });
    for (const body of [undefined, {}, { catalogue: 'test' }]) {
      const company = (await (await create(app, body)).json()) as TestCompany;
      const { chapels, priceList } = await catalogueOf(app, company);
      expect(chapels).toEqual(testChapels.map((chapel) => chapel.name));
      expect(priceList.packages.map((pkg) => pkg.name)).toEqual([burialPackage.name, cremationPackage.name]);
      // Published as made, so it must be legal: what it does not price, it says it does not offer.
      expect(priceList.publishedAt).not.toBeNull();
      expect(priceList.gaps).toEqual([]);
      expect(priceList.notOffered.length).toBeGreaterThan(0);
    }
  });

  it("gives the demo's complete catalogue when asked, and refuses a catalogue it does not have", async () => {
    const { app } = createTestApp(database.db, { testRoutes: true });
    const demo = (await (await create(app, { catalogue: 'demo' })).json()) as TestCompany;
    const { chapels, priceList } = await catalogueOf(app, demo);
    expect(chapels).toEqual(evergreenLocations.map((location) => location.name));
    expect(priceList.publishedAt).not.toBeNull();
    expect(priceList.gaps).toEqual([]);
    expect(priceList.notOffered).toEqual([]);

    for (const body of [{ catalogue: 'evergreen' }, { catalogue: 7 }, 'demo'])
      expect((await create(app, body)).status, JSON.stringify(body)).toBe(400);
    const broken = await app.request('/api/testing/companies', { method: 'POST', body: '{' });
    expect(broken.status).toBe(400);
  });
});
