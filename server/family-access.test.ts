import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createMemorial } from '#tests/server/factories/memorial.ts';
import { createStationeryProofs } from '#tests/server/factories/proofs.ts';
import { taskOf } from '#tests/server/factories/task.ts';
import { newFamily, purchaserFor, sandboxToken, type FamilyFixture } from '#tests/server/family-fixtures.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp } from '#tests/server/test-app.ts';
import { openTestDatabase } from '#tests/server/test-database.ts';

/*
 * Security: every family route of the OpenAPI document, named with Rose's ids (her case,
 * a line of it, her payment) and a valid body, called with no token, with another family's token of
 * the same company (Daniel) and with the other company's family token (Ada, whose session is no
 * session on Rose's company's host). Any answer but 401 or 404 fails: nothing of Rose's case is
 * reachable by anyone else. A staff token does not open family calls (403).
 * The price list's routes (no {caseId}) are the company's, the same for each of its families: for
 * them only the other company's token and no token are checked, and the case list shows each member
 * only their own cases. The three families and their cases are this file's own (the factories).
 */

const database = await openTestDatabase();
const { app } = createTestApp(database.db, { media: database.media });
let company: FactoryCompany;
let host: string;
let rose: FamilyFixture;
let daniel: FamilyFixture;
let ada: FamilyFixture;
let staff: string;
let roseTask: number;
let roseMediaId: number;

beforeAll(async () => {
  company = await createCompany(database);
  ({ host } = company);
  const other = await createCompany(database, { name: 'Harbor Light Chapel' });
  // Rose's case holds what each route reaches, so a refusal is the route's and not an empty case's:
  // photos (routes naming a mediaId), a memory waiting on the wall, stationery proofs, a video proof.
  rose = await newFamily(app, company, {
    member: { name: 'Rose Ashdown' },
    case: { name: 'Edwin Ashdown', deceased: { bornOn: '1941-03-02', diedDaysAgo: 3 } },
    content: async (caseId) => {
      const memorial = await createMemorial(company.scope, database.media, caseId, {
        photos: [{ caption: 'Edwin at the lake' }],
        memories: [{ authorName: 'Lena Hartley', body: 'A kind neighbour.', status: 'pending' }],
        video: { approved: false },
      });
      roseMediaId = memorial.photoIds[0]!;
      await createStationeryProofs(company.scope, database.media, caseId);
    },
  });
  daniel = await newFamily(app, company, {
    member: { name: 'Daniel Mensah' },
    case: { name: 'Abena Mensah', deceased: { bornOn: '1950-07-19', diedDaysAgo: 8 } },
    arrangement: { packageName: 'Cremation with memorial' },
  });
  ada = await newFamily(app, other, { member: { name: 'Ada Trelawny' }, case: { name: 'Jory Trelawny' } });
  staff = await signIn(app, host, company.staff);
  roseTask = await taskOf(company.scope, rose.ids.case);
});
afterAll(() => database.close());

const document = (await (await app.request('/api/openapi.json')).json()) as {
  paths: Record<string, Record<string, { 'x-audience'?: string }>>;
};
const familyOperations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, operation]) => operation['x-audience'] === 'family')
    .map(([method, _]) => ({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path })),
);

/** A valid body for each call that takes one, so no answer is a 422 before the case is looked at. */
const bodies: Record<string, () => unknown> = {
  'POST /api/family/arrangements/{caseId}/lines': () => ({ itemId: rose.ids.item, quantity: 1 }),
  'PATCH /api/family/arrangements/{caseId}/lines/{lineId}': () => ({ itemId: rose.ids.lineItem, quantity: 1 }),
  'POST /api/family/arrangements/{caseId}/contract/details': () => purchaserFor('Not Rose'),
  'POST /api/family/arrangements/{caseId}/contract/submit': () => ({ signatureName: 'Rose Ashdown', consent: true }),
  'POST /api/family/cases/{caseId}/payments': () => ({ amountCents: 100, paymentToken: sandboxToken() }),
  'POST /api/family/cases/{caseId}/obituary': () => ({ textHtml: '<p>Not Rose</p>' }),
  'POST /api/family/cases/{caseId}/obituary/shop': () => ({ shop: false, noFlowers: true }),
  'POST /api/family/cases/{caseId}/memorial-wall/comments/{statusOrCommentId}': () => ({ decision: 'approve' }),
  'POST /api/family/cases/{caseId}/memorial-wall/settings': () => ({
    moderation: 'open',
    posting: 'anyone',
    shown: false,
  }),
  'POST /api/family/cases/{caseId}/stationery/comment': () => ({ text: 'Not Rose' }),
  'POST /api/family/cases/{caseId}/video/comment': () => ({ text: 'Not Rose' }),
  'POST /api/family/cases/{caseId}/invite': () => ({ name: 'Not Rose', email: 'not-rose@family.example' }),
  'POST /api/family/cases/{caseId}/case-details': () => ({ fullName: 'Not Rose' }),
  'PUT /api/family/cases/{caseId}/memorial-theme': () => ({
    backgroundColor: '#ffffff',
    textColor: '#000000',
    accentColor: '#333333',
    font: 'classic',
    backgroundMediaId: null,
  }),
};

/** A valid query for each call that needs one. */
const queries: Record<string, () => string> = {
  'POST /api/family/cases/{caseId}/stationery/comment': () => '?itemType=prayer-card&pageType=front',
  'POST /api/family/cases/{caseId}/stationery/approve': () => '?itemType=prayer-card',
  'POST /api/family/cases/{caseId}/memorial-theme': () => `?mediaId=${roseMediaId}`,
};

let keys = 0;
const roseIds = (): Record<string, number | string> => ({
  caseId: rose.ids.case,
  lineId: rose.ids.line,
  packageId: rose.ids.package,
  itemId: rose.ids.item,
  selectorId: rose.ids.selector,
  revisionId: rose.ids.template,
  paymentId: rose.ids.payment,
  taskId: roseTask,
  userId: rose.memberId,
  mediaId: roseMediaId,
  file: '320.webp',
});

/**
 * Values of the path's other params: a status (a memory's, or a task's), the wall's last segment (a
 * status to read, Rose's memory to decide), and no one's invitation token.
 */
const otherParam = ({ method, path }: { method: string; path: string }, name: string): string | number | undefined =>
  ({
    status: path.includes('/tasks/') ? 'done' : 'pending',
    statusOrCommentId: method === 'GET' ? 'pending' : rose.ids.wallComment,
    token: 'no-invitation-token',
  })[name];

const send = (operation: { key: string; method: string; path: string }, token: string | undefined) =>
  request(
    app,
    operation.method,
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) => String(roseIds()[name] ?? otherParam(operation, name))) +
      (queries[operation.key]?.() ?? ''),
    {
      host,
      token,
      body: bodies[operation.key]?.(),
      headers: { 'Idempotency-Key': `family-access-${(keys += 1)}` },
    },
  );

describe('family routes, as anyone but the member', () => {
  it('finds the family routes in the document', () => {
    expect(familyOperations.length).toBeGreaterThanOrEqual(19);
  });

  it.each(familyOperations)('$key', async (operation) => {
    const caseScoped = operation.path.includes('{caseId}');
    const answers = {
      'no token': (await send(operation, undefined)).status,
      "the other company's family": (await send(operation, ada.token)).status,
      ...(caseScoped ? { 'another family of the company': (await send(operation, daniel.token)).status } : {}),
    };
    for (const [who, status] of Object.entries(answers))
      expect([401, 404], `${operation.key} as ${who}`).toContain(status);
    if (caseScoped) expect(answers['another family of the company']).toBe(404);
    expect((await send(operation, staff)).status, `${operation.key} with a staff token`).toBe(403);
  });

  it("leaves Rose's arrangement as it was and shows Daniel only his own cases", async () => {
    const response = await request(app, 'GET', `/api/family/arrangements/${rose.ids.case}/contract`, {
      host,
      token: rose.token,
    });
    expect(((await response.json()) as { purchaser: unknown }).purchaser).toBeNull();
    const cases = await request(app, 'GET', '/api/family/cases', { host, token: daniel.token });
    const listed = await cases.text();
    expect(listed).toContain('Abena Mensah');
    expect(listed).not.toContain('Ashdown');
  });
});
