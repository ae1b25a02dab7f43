import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyObituary, obituaryShopSettings } from '#contract/family-obituary.ts';
import { staffObituaryList } from '#contract/staff-obituaries.ts';
import { obituaries } from '#server/db/schema.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { newFamily, type FamilyFixture } from '#tests/server/family-fixtures.ts';
import { freshStaffAccount } from '#tests/server/staff-fixtures.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * The family's obituary task is no dead end: on an at-need case whose obituary staff have not
 * started, the family reads an empty obituary, and its first draft (or its shop switches) starts it: a
 * draft staff then find in the console. A pre-plan has no obituary to write: 404 as before.
 */

let database: TestDatabase;
let t: TestApp;
let company: FactoryCompany;
let family: FamilyFixture;

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db);
  company = await createCompany(database);
  // A case staff opened from a request: no obituary yet.
  family = await newFamily(t.app, company, { case: { name: 'Agnes Whitcombe', deceased: undefined } });
});
afterAll(() => database.close());

const call = (method: string, path: string, body?: unknown, caseId = family.ids.case) =>
  request(t.app, method, `/api/family/cases/${caseId}${path}`, { host: company.host, token: family.token, body });
const obituaryRows = () => company.scope.selectAll(obituaries, eq(obituaries.caseId, family.ids.case));

describe("an at-need case's obituary nobody has started", () => {
  it('reads as empty, and the first draft starts it as a draft staff see in the console', async () => {
    expect(await obituaryRows()).toEqual([]);
    const before = await call('GET', '/obituary');
    expect(before.status).toBe(200);
    expect(familyObituary.parse(await before.json())).toEqual({
      textHtml: '',
      draftTextHtml: null,
      textApprovedAt: null,
      published: false,
    });
    const shop = await call('GET', '/obituary/shop');
    expect(shop.status).toBe(200);
    expect(obituaryShopSettings.parse(await shop.json())).toEqual({ shop: true, noFlowers: false });
    expect(await obituaryRows()).toEqual([]);

    const saved = await call('POST', '/obituary', { textHtml: '<p>Agnes kept bees.</p>' });
    expect(saved.status).toBe(200);
    expect(familyObituary.parse(await saved.json())).toMatchObject({ draftTextHtml: '<p>Agnes kept bees.</p>' });
    const [row] = await obituaryRows();
    expect(row).toMatchObject({ fullName: 'Agnes Whitcombe', publicationState: 'draft', publishedAt: null });

    const staff = await signIn(t.app, company.host, await freshStaffAccount(company.scope, 'director'));
    const list = await request(t.app, 'GET', '/api/staff/obituaries', { host: company.host, token: staff });
    expect(staffObituaryList.parse(await list.json()).items.map((item) => item.fullName)).toContain('Agnes Whitcombe');
    // A second draft changes the same obituary: one per case.
    expect((await call('POST', '/obituary', { textHtml: '<p>Agnes kept bees and goats.</p>' })).status).toBe(200);
    expect(await obituaryRows()).toHaveLength(1);
  });

  it('is 404 for a pre-plan, and for a case that is not the member’s', async () => {
    const planner = await newFamily(t.app, company, {
      case: { name: 'Hal Prentice', status: 'PRE_PLAN', deceased: undefined },
    });
    const preplan = await request(t.app, 'GET', `/api/family/cases/${planner.ids.case}/obituary`, {
      host: company.host,
      token: planner.token,
    });
    expect(preplan.status).toBe(404);
    const saving = await request(t.app, 'POST', `/api/family/cases/${planner.ids.case}/obituary`, {
      host: company.host,
      token: planner.token,
      body: { textHtml: '<p>Not yet.</p>' },
    });
    expect(saving.status).toBe(404);
    expect((await call('GET', '/obituary', undefined, planner.ids.case)).status).toBe(404);
  });
});
