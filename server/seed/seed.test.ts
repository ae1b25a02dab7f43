import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleTypes } from '#contract/modules.ts';
import { siteContent } from '#contract/site-content.ts';
import {
  cases,
  companies,
  companyHosts,
  memorialWallComments,
  obituaries,
  obituaryEvents,
  siteVersions,
} from '#server/db/schema.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { evergreenSeed } from './evergreen/evergreen.ts';
import { seedDemoIfEmpty, seedDemoTenant, seedSecondTenant } from './seed.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('seeding', () => {
  it('leaves a database that has companies alone, and re-seeding is a no-op', async () => {
    expect(await seedDemoIfEmpty(database.db, database.media)).toBeNull();
    expect(await seedDemoTenant(database.db, database.media)).toEqual({
      companyId: database.demoCompanyId,
      created: false,
    });
    expect(await seedSecondTenant(database.db, database.media)).toEqual({
      companyId: database.otherCompanyId,
      created: false,
    });
    const [row] = await database.db.select({ n: count() }).from(companies);
    expect(row?.n).toBe(2);
  });

  it('gives the demo company its hosts and an approved and an identical draft version', async () => {
    const hosts = await database.db
      .select({ host: companyHosts.host })
      .from(companyHosts)
      .where(eq(companyHosts.companyId, database.demoCompanyId));
    expect(hosts.map((h) => h.host).sort()).toEqual(['127.0.0.1', 'localhost']);

    const versions = await database.db
      .select({ status: siteVersions.status, content: siteVersions.content })
      .from(siteVersions)
      .where(eq(siteVersions.companyId, database.demoCompanyId));
    expect(versions.map((v) => v.status).sort()).toEqual(['approved', 'draft']);
    expect(versions[0]?.content).toEqual(versions[1]?.content);
  });
});

describe('demo memories', () => {
  it('are kind words a funeral home would show: no tags, no script', async () => {
    const memories = await database.db
      .select({ body: memorialWallComments.body, status: memorialWallComments.status })
      .from(memorialWallComments)
      .where(eq(memorialWallComments.companyId, database.demoCompanyId));
    expect(memories.filter((memory) => memory.status === 'approved').length).toBeGreaterThanOrEqual(3);
    // The stored-XSS strings belong to the tests' own data (tests/fixtures/stored-xss-corpus.ts).
    expect(memories.filter((memory) => /[<>]|alert\(/.test(memory.body))).toEqual([]);
  });
});

describe('demo obituaries', () => {
  it('gives each its own case at a chapel, folds its name for search and keeps one unpublished', async () => {
    const rows = await database.db
      .select({
        fullName: obituaries.fullName,
        searchName: obituaries.searchName,
        published: obituaries.publishedAt,
        state: obituaries.publicationState,
        draft: obituaries.draftTextHtml,
        caseName: cases.decedentName,
        caseStatus: cases.status,
        text: obituaries.textHtml,
        textApprovedAt: obituaries.textApprovedAt,
      })
      .from(obituaries)
      .innerJoin(cases, eq(cases.id, obituaries.caseId))
      .where(eq(obituaries.companyId, database.demoCompanyId));
    // The family portal's at-need cases carry an obituary too, not published yet (their dates show on
    // the case home); a pre-plan is for someone living and has none.
    const familyCases = (evergreenSeed.familyPortal?.cases ?? []).filter((seeded) => 'decedent' in seeded).length;
    expect(rows).toHaveLength((evergreenSeed.obituaries?.length ?? -1) + familyCases);
    const ingrid = rows.find((row) => row.fullName === 'Ingrid Marie Björk');
    expect(ingrid).toMatchObject({
      searchName: 'ingrid marie bjork',
      caseName: 'Ingrid Marie Björk',
      caseStatus: 'AT_NEED',
    });
    expect(rows.filter((row) => row.published === null).map((row) => row.fullName)).toEqual([
      'Walter James Brooks',
      'Harold James Whitfield',
      'Grace Adaeze Okafor',
      'Arturo Luis Moreno',
    ]);
    expect(rows.map((row) => row.fullName)).not.toContain('Teresa Moreno');
    // Decision 0063: the published stay published; Harold's, written and approved by Rose when asked,
    // is ready for a director; the rest are drafts (Walter's text waits for approval).
    expect(
      Object.fromEntries(rows.filter((row) => row.published === null).map((row) => [row.fullName, row.state])),
    ).toEqual({
      'Walter James Brooks': 'draft',
      'Harold James Whitfield': 'ready',
      'Grace Adaeze Okafor': 'draft',
      'Arturo Luis Moreno': 'draft',
    });
    expect(rows.filter((row) => row.published !== null).every((row) => row.state === 'published')).toBe(true);
    expect(rows.find((row) => row.fullName === 'Walter James Brooks')?.draft).toMatch(/letter carrier/);
    // A family still to write its obituary has no approved text: the task page must not say "Approved".
    const unwritten = rows.filter((row) => row.text === '');
    expect(unwritten.map((row) => row.fullName).sort()).toEqual([
      'Arturo Luis Moreno',
      'Grace Adaeze Okafor',
      'Walter James Brooks',
    ]);
    expect(unwritten.map((row) => row.textApprovedAt)).toEqual([null, null, null]);
    expect(rows.filter((row) => row.text !== '').every((row) => row.textApprovedAt !== null)).toBe(true);
  });

  it('dates services from the seed run, each in its own zone, with cut-offs before the start', async () => {
    const events = await database.db
      .select()
      .from(obituaryEvents)
      .where(eq(obituaryEvents.companyId, database.demoCompanyId));
    expect(events.some((event) => event.startsAt.getTime() > Date.now())).toBe(true);
    expect(events.map((event) => event.timeZone)).toContain('America/Boise');
    for (const event of events) {
      if (event.deliveryCutoffAt) expect(event.deliveryCutoffAt.getTime()).toBeLessThan(event.startsAt.getTime());
      expect(event.placeName).not.toBe('');
    }
  });
});

describe('demo content', () => {
  const content = siteContent.parse(evergreenSeed.content);
  const pages = Object.values(content.pages);

  it('uses every module type somewhere', () => {
    const used = new Set(pages.flatMap((page) => page.modules.map((module) => module.type)));
    expect([...used].sort()).toEqual([...moduleTypes].sort());
  });

  it('keys every page by its own path, with unique page and module ids', () => {
    for (const [path, page] of Object.entries(content.pages)) expect(page.path).toBe(path);
    const pageIds = pages.map((page) => page.id);
    expect(new Set(pageIds).size).toBe(pageIds.length);
    const moduleIds = pages.flatMap((page) => page.modules.map((module) => module.id));
    expect(new Set(moduleIds).size).toBe(moduleIds.length);
    for (const page of pages) if (page.parentId) expect(pageIds).toContain(page.parentId);
  });

  it('has the titles the browser and e2e tests rely on', () => {
    const titles = Object.fromEntries(pages.map((page) => [page.path, page.title]));
    expect(titles).toMatchObject({
      '/': 'Home',
      '/about': 'About Us',
      '/services': 'Our Services',
      '/contact': 'Contact Us',
      '/terms-of-use': 'Terms of Use',
      '/accessibility': 'Accessibility',
      '/privacy-policy': 'Privacy Policy',
    });
  });

  it('has a planning-ahead page without modules whose children come in position order', () => {
    const planningAhead = content.pages['/services/planning-ahead'];
    expect(planningAhead?.modules).toEqual([]);
    const children = pages
      .filter((page) => page.parentId === planningAhead?.id)
      .sort((a, b) => a.position - b.position)
      .map((page) => [page.path, page.position]);
    expect(children).toEqual([
      ['/services/planning-ahead/why-plan-ahead', 1],
      ['/services/planning-ahead/what-to-expect', 2],
    ]);
  });

  it('links navigation only to pages, app routes or the blog', () => {
    const targets = content.navigation.items.flatMap((item) => [
      item.node.to,
      ...(item.children ?? []).map((c) => c.node.to),
    ]);
    for (const to of targets)
      expect(content.pages[to] !== undefined || ['/blog', '/obituaries'].includes(to), to).toBe(true);
  });
});
