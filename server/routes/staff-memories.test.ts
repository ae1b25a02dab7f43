import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { obituaryMemories } from '#contract/memorial.ts';
import { memoryCounts, staffMemoriesPage, type StaffMemoriesPage } from '#contract/staff-memories.ts';
import { caseTasks, memorialWallComments, obituaries } from '#server/db/schema.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createMemorial } from '#tests/server/factories/memorial.ts';
import { createObituary } from '#tests/server/factories/obituary.ts';
import { newFamily, type FamilyFixture } from '#tests/server/family-fixtures.ts';
import { freshStaffAccount } from '#tests/server/staff-fixtures.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp } from '#tests/server/test-app.ts';
import { openTestDatabase } from '#tests/server/test-database.ts';

/*
 * Moderation across the company (decision 0066), on this file's own companies:
 * memories waiting on two obituaries in one list, newest first, with their obituary; staff approve
 * and reject by the family's own rule (the public page follows, the family's task is done when none
 * waits, the family can still change a decision); another company's memory is 404.
 */

const database = await openTestDatabase();
const { app } = createTestApp(database.db, { media: database.media });
let company: FactoryCompany;
let other: FactoryCompany;
let office: string;
let rose: FamilyFixture;
let walter: number;
let roseObituary: number;
let foreignMemory: number;

const memoriesOn = async (
  target: FactoryCompany,
  caseId: number,
  memories: { authorName: string; hoursAgo: number }[],
) =>
  (
    await createMemorial(target.scope, database.media, caseId, {
      memories: memories.map((memory) => ({ ...memory, body: `${memory.authorName} remembers.`, status: 'pending' })),
    })
  ).memoryIds;

let roseMemories: number[];
let walterMemories: number[];

beforeAll(async () => {
  company = await createCompany(database);
  other = await createCompany(database);
  const account = await freshStaffAccount(company.scope, 'staff');
  office = await signIn(app, company.host, account);
  rose = await newFamily(app, company, {
    member: { name: 'Rose Ashdown' },
    case: { name: 'Edwin Ashdown' },
    content: async (caseId) => {
      roseMemories = await memoriesOn(company, caseId, [
        { authorName: 'Mina Sato', hoursAgo: 30 },
        { authorName: 'Olu Bakare', hoursAgo: 10 },
      ]);
    },
  });
  await company.scope.update(
    obituaries,
    { textHtml: '<p>A life remembered.</p>', publicationState: 'published', publishedAt: new Date() },
    eq(obituaries.caseId, rose.ids.case),
  );
  const [found] = await company.scope
    .select({ id: obituaries.id })
    .from(obituaries, eq(obituaries.caseId, rose.ids.case));
  roseObituary = found!.id;
  const walterObituary = await createObituary(company.scope, { fullName: 'Walter Quill', published: false });
  walter = walterObituary.id;
  walterMemories = await memoriesOn(company, walterObituary.caseId, [{ authorName: 'Ines Duarte', hoursAgo: 20 }]);
  const foreign = await createObituary(other.scope, { fullName: 'Harbor Person' });
  foreignMemory = (await memoriesOn(other, foreign.caseId, [{ authorName: 'Harbor Visitor', hoursAgo: 1 }]))[0]!;
});
afterAll(() => database.close());

const staff = (method: string, path: string, token = office) =>
  request(app, method, path, { host: company.host, token });
const pageOf = async (query = ''): Promise<StaffMemoriesPage> => {
  const response = await staff('GET', `/api/staff/memories${query}`);
  expect(response.status).toBe(200);
  return staffMemoriesPage.parse(await response.json());
};
const pendingCount = async () =>
  memoryCounts.parse(await (await staff('GET', '/api/staff/memory-counts')).json()).pending;
const publicMemories = async () =>
  obituaryMemories.parse(
    await (await request(app, 'GET', `/api/web/obituaries/${roseObituary}/memories`, { host: company.host })).json(),
  );
const statusOf = async (id: number) =>
  (
    await database.db
      .select({ status: memorialWallComments.status })
      .from(memorialWallComments)
      .where(eq(memorialWallComments.id, id))
  )[0]!.status;

describe('memories waiting across the company', () => {
  it('lists every obituary’s waiting memories newest first, with the obituary, and counts them', async () => {
    const page = await pageOf();
    expect(page.items.map((memory) => memory.id)).toEqual([roseMemories[1], walterMemories[0], roseMemories[0]]);
    expect(page.items[0]).toMatchObject({
      authorName: 'Olu Bakare',
      authorEmail: 'olu.bakare@example.net',
      body: 'Olu Bakare remembers.',
      status: 'pending',
      decidedAt: null,
      obituary: { id: roseObituary, fullName: 'Edwin Ashdown', state: 'published' },
    });
    expect(page.items[0]!.obituary.publicPath).toMatch(new RegExp(`^/obituaries/${roseObituary}/`));
    // An obituary that is not public has no public page to link to.
    expect(page.items[1]!.obituary).toMatchObject({ id: walter, state: 'ready', publicPath: null });
    expect(page).toMatchObject({ total: 3, pendingTotal: 3 });
    expect(await pendingCount()).toBe(3);
    // Paged: the second page of one.
    expect((await pageOf('?pageSize=1&page=2')).items.map((memory) => memory.id)).toEqual([walterMemories[0]]);
    // No other company's memory is among them.
    expect(page.items.map((memory) => memory.authorName)).not.toContain('Harbor Visitor');
  });
});

describe('approving and rejecting', () => {
  it('decides by the family’s rule: the public page follows, the task is done when none waits, the family can change it', async () => {
    expect((await staff('POST', `/api/staff/memories/${roseMemories[0]}/approve`)).status).toBe(204);
    expect((await publicMemories()).items.map((memory) => memory.authorName)).toEqual(['Mina Sato']);
    expect(await pendingCount()).toBe(2);
    expect((await pageOf('?status=approved')).items.map((memory) => memory.id)).toEqual([roseMemories[0]]);

    expect((await staff('POST', `/api/staff/memories/${roseMemories[1]}/reject`)).status).toBe(204);
    expect(await statusOf(roseMemories[1]!)).toBe('rejected');
    expect((await publicMemories()).items).toHaveLength(1);
    // None of Rose's case waits now: her review-wall-comments task is done, as if she had decided.
    const [task] = await company.scope
      .select({ status: caseTasks.status })
      .from(caseTasks, and(eq(caseTasks.caseId, rose.ids.case), eq(caseTasks.kind, 'review-wall-comments')));
    expect(task?.status).toBe('done');
    expect((await pageOf()).items.map((memory) => memory.id)).toEqual([walterMemories[0]]);

    // The family still moderates its own wall: it approves what staff rejected.
    const family = await request(
      app,
      'POST',
      `/api/family/cases/${rose.ids.case}/memorial-wall/comments/${roseMemories[1]}`,
      { host: company.host, token: rose.token, body: { decision: 'approve' } },
    );
    expect(family.status).toBe(204);
    expect(await statusOf(roseMemories[1]!)).toBe('approved');
  });

  it('answers 404 for another company’s memory and one that does not exist, changing nothing', async () => {
    expect((await staff('POST', `/api/staff/memories/${foreignMemory}/approve`)).status).toBe(404);
    expect(await statusOf(foreignMemory)).toBe('pending');
    expect((await staff('POST', '/api/staff/memories/2147483647/reject')).status).toBe(404);
    expect((await staff('POST', '/api/staff/memories/abc/approve')).status).toBe(404);
  });

  it('refuses a family session (403) and no session (401)', async () => {
    expect((await staff('GET', '/api/staff/memories', rose.token)).status).toBe(403);
    expect((await request(app, 'GET', '/api/staff/memory-counts', { host: company.host })).status).toBe(401);
  });
});
