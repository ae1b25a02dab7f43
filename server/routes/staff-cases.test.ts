import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { caseDetailsView, emptyCaseDetails } from '#contract/family-case-details.ts';
import { caseStatement } from '#contract/family-statement.ts';
import { roleRefusedMessage } from '#contract/staff-roles.ts';
import { casesPage, createdCase, staffCase, type StaffCase } from '#contract/staff-cases.ts';
import {
  EVERGREEN_DIRECTOR_EMAIL,
  EVERGREEN_DIRECTOR_PASSWORD,
  EVERGREEN_STAFF_EMAIL,
  EVERGREEN_STAFF_PASSWORD,
} from '#server/seed/evergreen/staff.ts';
import { createCase } from '#tests/server/factories/case.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createStationeryProofs } from '#tests/server/factories/proofs.ts';
import { newFamily, type FamilyFixture } from '#tests/server/family-fixtures.ts';
import { mailedLinkToken, outboxMailsTo } from '#tests/server/outbox-mails.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * The console's cases (decision 0065) in companies of their own: the list and its
 * search, a case made by hand, the case page, and what staff do with a case's details and family,
 * seen from the family's side too.
 */

let database: TestDatabase;
let t: TestApp;
let company: FactoryCompany;
let other: FactoryCompany;
let director: string;
let office: string;
let otherDirector: string;
let family: FamilyFixture;

const director_ = { email: EVERGREEN_DIRECTOR_EMAIL, password: EVERGREEN_DIRECTOR_PASSWORD };
const staff = (method: string, path: string, body?: unknown, token = director, host = company.host) =>
  request(t.app, method, path, { host, token, body });
const messageOf = async (response: Response) => apiError.parse(await response.json()).issues?.[0]?.message;
const casePage = async (id: number): Promise<StaffCase> => {
  const response = await staff('GET', `/api/staff/cases/${id}`);
  expect(response.status).toBe(200);
  return staffCase.parse(await response.json());
};
const search = async (query: string) => {
  const response = await staff('GET', `/api/staff/cases${query}`);
  expect(response.status).toBe(200);
  return casesPage.parse(await response.json());
};
let made = 0;
const newCase = async (body: Record<string, unknown> = {}) => {
  const response = await staff('POST', '/api/staff/cases', {
    status: 'AT_NEED',
    locationId: company.locations[0]!.id,
    decedentName: `Hand Made ${(made += 1)}`,
    ...body,
  });
  expect(response.status).toBe(201);
  return createdCase.parse(await response.json());
};
const linkTokenTo = (email: string) => mailedLinkToken(database.db, t.mail, email, /invitation=([\w-]+)/);

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { media: database.media });
  company = await createCompany(database);
  other = await createCompany(database, { name: 'Harbor Light Chapel' });
  director = await signIn(t.app, company.host, director_);
  office = await signIn(t.app, company.host, { email: EVERGREEN_STAFF_EMAIL, password: EVERGREEN_STAFF_PASSWORD });
  otherDirector = await signIn(t.app, other.host, director_);
  family = await newFamily(t.app, company, {
    member: { name: 'Rose Ashdown' },
    case: { name: 'Edwin Ashdown' },
    content: (caseId) => createStationeryProofs(company.scope, database.media, caseId),
  });
});
afterAll(async () => {
  await t.mail.flush();
  await database.close();
});

describe('the cases list', () => {
  it('finds a case by the decedent (any case, no accents) or by a contact, newest opened first, in pages', async () => {
    const first = await newCase({ decedentName: 'Ingrid Bjørk-Ödegård' });
    const second = await newCase({
      status: 'PRE_PLAN',
      locationId: company.locations[1]!.id,
      decedentName: 'Walter Pryce',
      contact: { name: 'Nadia Pryce', email: 'Nadia.Pryce@family.example' },
    });
    const all = await search('?pageSize=100');
    const ids = all.items.map((item) => item.id);
    expect(ids.indexOf(second.caseId)).toBeLessThan(ids.indexOf(first.caseId));
    expect(all.items.find((item) => item.id === second.caseId)).toMatchObject({
      status: 'PRE_PLAN',
      decedentName: 'Walter Pryce',
      locationName: company.locations[1]!.name,
      contact: { name: 'Nadia Pryce', email: 'nadia.pryce@family.example' },
    });

    expect((await search('?q=bjork-odegard')).items.map((item) => item.id)).toEqual([first.caseId]);
    expect((await search('?q=INGRID')).items.map((item) => item.id)).toEqual([first.caseId]);
    expect((await search('?q=nadia')).items.map((item) => item.id)).toEqual([second.caseId]);
    expect((await search('?q=pryce%40family')).items.map((item) => item.id)).toEqual([second.caseId]);
    // A member's name finds their case too.
    expect((await search('?q=rose%20ashdown')).items.map((item) => item.id)).toEqual([family.ids.case]);
    // `%` is a letter here, not "anything".
    expect((await search('?q=%25')).total).toBe(0);

    const prePlans = await search('?status=PRE_PLAN&pageSize=100');
    expect(prePlans.items.every((item) => item.status === 'PRE_PLAN')).toBe(true);
    expect(prePlans.items.map((item) => item.id)).toContain(second.caseId);
    const atSecond = await search(`?locationId=${company.locations[1]!.id}&pageSize=100`);
    expect(atSecond.items.every((item) => item.locationId === company.locations[1]!.id)).toBe(true);

    const pageOne = await search('?pageSize=1');
    const pageTwo = await search('?pageSize=1&page=2');
    expect(pageOne.total).toBe(all.total);
    expect(pageOne.items.map((item) => item.id)).toEqual(ids.slice(0, 1));
    expect(pageTwo.items.map((item) => item.id)).toEqual(ids.slice(1, 2));
  });

  it("lists only the company's own opened cases, and asks for cases.work", async () => {
    const theirs = await createCase(other.scope, { name: 'Ingrid Harbor' });
    const mine = await search('?pageSize=100');
    expect(mine.items.map((item) => item.id)).not.toContain(theirs.caseId);
    const response = await staff('GET', '/api/staff/cases', undefined, office);
    expect(response.status).toBe(403);
    expect(await messageOf(response)).toBe(roleRefusedMessage);
  });
});

describe('a case made by hand', () => {
  it('is opened at once and invites its contact as the first member, who joins by the mailed link', async () => {
    const email = 'joan.hale@family.example';
    const created = await newCase({ decedentName: 'Arthur Hale', contact: { name: 'Joan Hale', email } });
    expect(created.invitation).toMatchObject({ email });
    const page = await casePage(created.caseId);
    expect(page).toMatchObject({ decedentName: 'Arthur Hale', status: 'AT_NEED', members: [] });
    expect(page.invitations).toMatchObject([{ name: 'Joan Hale', email, expired: false }]);
    const mails = await outboxMailsTo(database.db, t.mail, email);
    expect(mails.at(-1)?.text).toContain('Arthur Hale');

    const joined = await request(t.app, 'POST', '/api/family/signup', {
      host: company.host,
      body: { invitation: await linkTokenTo(email), name: 'Joan Hale', password: 'quiet-harbor-lantern-2026' },
    });
    expect(joined.status).toBe(201);
    const after = await casePage(created.caseId);
    expect(after.members).toMatchObject([{ name: 'Joan Hale', email }]);
    expect(after.invitations).toEqual([]);
  });

  it("refuses another company's location as no location, and a missing name", async () => {
    const foreign = await staff('POST', '/api/staff/cases', {
      status: 'AT_NEED',
      locationId: other.locations[0]!.id,
      decedentName: 'Nobody Here',
    });
    expect(foreign.status).toBe(422);
    expect(apiError.parse(await foreign.json()).issues?.[0]?.path).toBe('locationId');
    const unnamed = await staff('POST', '/api/staff/cases', {
      status: 'AT_NEED',
      locationId: company.locations[0]!.id,
      decedentName: '  ',
    });
    expect(unnamed.status).toBe(422);
  });
});

describe('the case page', () => {
  it('names the obituary written for the case (from its dates), with where it stands in its life', async () => {
    const { caseId } = await createCase(company.scope, { name: 'Ottilie Brandt' });
    expect((await casePage(caseId)).obituary).toBeNull();
    const details = { ...emptyCaseDetails, birthDate: '1938-04-02', deathDate: '2026-11-21' };
    expect((await staff('PUT', `/api/staff/cases/${caseId}/details`, details)).status).toBe(200);
    const written = await staff('POST', '/api/staff/obituaries', { for: { kind: 'case', caseId } });
    expect(written.status).toBe(201);
    const { id, content } = (await written.json()) as { id: number; content: { bornOn: string; diedOn: string } };
    // Written from the case, it starts from the case's dates.
    expect(content).toMatchObject({ bornOn: '1938-04-02', diedOn: '2026-11-21' });
    expect((await casePage(caseId)).obituary).toEqual({ id, state: 'draft' });
  });

  it("shows the details, family, tasks, arrangement (the family statement's totals) and proofs", async () => {
    const page = await casePage(family.ids.case);
    expect(page).toMatchObject({ decedentName: 'Edwin Ashdown', nameSlug: 'edwin-ashdown' });
    expect(page.members.map((member) => member.name)).toEqual(['Rose Ashdown']);
    expect(page.tasks.total).toBe(page.tasks.items.length);
    expect(page.tasks.items.every((task) => task.title.length > 0)).toBe(true);
    expect(page.proofs.stationery.length).toBeGreaterThan(0);
    expect(page.proofs.stationery.every((proof) => proof.state === 'waiting')).toBe(true);
    const approving = await request(
      t.app,
      'POST',
      `/api/family/cases/${family.ids.case}/stationery/approve?itemType=${page.proofs.stationery[0]!.itemType}`,
      { host: company.host, token: family.token },
    );
    expect(approving.status).toBe(200);
    const [approved] = (await casePage(family.ids.case)).proofs.stationery;
    expect(approved).toMatchObject({ itemType: page.proofs.stationery[0]!.itemType, state: 'approved' });
    expect(Date.now() - Date.parse(approved!.approvedAt!)).toBeLessThan(60_000);
    // The family's case was made with its (unpublished) obituary.
    expect(page.obituary).toMatchObject({ state: 'draft' });

    const statement = caseStatement.parse(
      await (
        await request(t.app, 'GET', `/api/family/cases/${family.ids.case}/statement`, {
          host: company.host,
          token: family.token,
        })
      ).json(),
    );
    expect(statement.totalCents).toBeGreaterThan(0);
    expect(page.arrangement).toEqual({
      packageName: 'Traditional burial',
      signedAt: null,
      signerName: null,
      totalCents: statement.totalCents,
      paidCents: statement.paidCents,
      balanceCents: statement.balanceCents,
      hasEstimates: statement.hasEstimates,
      // The demo's traditional burial has embalming (its item is the Funeral Rule's embalming, decision 0109).
      reasons: { requiredPurchases: '', embalming: '', embalmingCharged: true, signed: false },
    });
  });

  it('saves details staff write where the family reads them, and marks add-details done', async () => {
    const details = { ...emptyCaseDetails, fullName: 'Edwin James Ashdown', birthPlace: 'Penzance' };
    const saved = await staff('PUT', `/api/staff/cases/${family.ids.case}/details`, details);
    expect(saved.status).toBe(200);
    const seen = caseDetailsView.parse(
      await (
        await request(t.app, 'GET', `/api/family/cases/${family.ids.case}/case-details`, {
          host: company.host,
          token: family.token,
        })
      ).json(),
    );
    expect(seen).toMatchObject({
      source: 'saved',
      details: { fullName: 'Edwin James Ashdown', birthPlace: 'Penzance' },
    });
    const page = await casePage(family.ids.case);
    expect(page.details.details.birthPlace).toBe('Penzance');
    expect(page.tasks.items.find((task) => task.kind === 'add-details')?.status).toBe('done');
    const bad = await staff('PUT', `/api/staff/cases/${family.ids.case}/details`, { birthDate: '1940-13-01' });
    expect(bad.status).toBe(422);
  });
});

describe("a case's family", () => {
  it('invites, resends (the earlier link stops working) and revokes', async () => {
    const { caseId } = await newCase({ decedentName: 'Mabel Quint' });
    const email = 'otto.quint@family.example';
    const invited = await staff('POST', `/api/staff/cases/${caseId}/invitations`, { name: 'Otto Quint', email });
    expect(invited.status).toBe(201);
    const firstLink = await linkTokenTo(email);
    const [pending] = (await casePage(caseId)).invitations;
    expect(pending).toMatchObject({ name: 'Otto Quint', email });

    expect((await staff('POST', `/api/staff/cases/${caseId}/invitations/${pending!.id}/resend`)).status).toBe(201);
    const secondLink = await linkTokenTo(email);
    expect(secondLink).not.toBe(firstLink);
    const lookup = (token: string) => request(t.app, 'GET', `/api/family/invitation/${token}`, { host: company.host });
    expect((await lookup(firstLink)).status).toBe(404);
    expect((await lookup(secondLink)).status).toBe(200);

    const [resent] = (await casePage(caseId)).invitations;
    expect((await staff('DELETE', `/api/staff/cases/${caseId}/invitations/${resent!.id}`)).status).toBe(204);
    expect((await lookup(secondLink)).status).toBe(404);
    expect((await casePage(caseId)).invitations).toEqual([]);
    expect((await staff('DELETE', `/api/staff/cases/${caseId}/invitations/${resent!.id}`)).status).toBe(404);
  });

  it("refuses to invite a member's address again (409, nothing mailed)", async () => {
    const response = await staff('POST', `/api/staff/cases/${family.ids.case}/invitations`, {
      name: 'Rose again',
      email: family.account.email,
    });
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toContain('Rose Ashdown');
  });

  it('removes a member: their session no longer reaches the case, at once', async () => {
    const removed = await newFamily(t.app, company, { member: { name: 'Hugh Fenn' }, case: { name: 'Clara Fenn' } });
    const theirCase = () =>
      request(t.app, 'GET', `/api/family/cases/${removed.ids.case}`, { host: company.host, token: removed.token });
    expect((await theirCase()).status).toBe(200);
    const response = await staff('DELETE', `/api/staff/cases/${removed.ids.case}/members/${removed.memberId}`);
    expect(response.status).toBe(204);
    expect((await theirCase()).status).toBe(404);
    expect((await casePage(removed.ids.case)).members).toEqual([]);
    expect((await staff('DELETE', `/api/staff/cases/${removed.ids.case}/members/${removed.memberId}`)).status).toBe(
      404,
    );
  });
});

describe("another company's case", () => {
  it('is no case here: 404 for every call, and nothing changes', async () => {
    const path = `/api/staff/cases/${family.ids.case}`;
    const calls: [string, string, unknown?][] = [
      ['GET', path],
      ['PUT', `${path}/details`, { ...emptyCaseDetails, fullName: 'Changed' }],
      ['POST', `${path}/invitations`, { name: 'Intruder', email: 'intruder@family.example' }],
      ['DELETE', `${path}/members/${family.memberId}`],
    ];
    for (const [method, url, body] of calls)
      expect((await staff(method, url, body, otherDirector, other.host)).status, `${method} ${url}`).toBe(404);
    const page = await casePage(family.ids.case);
    expect(page.members.map((member) => member.name)).toEqual(['Rose Ashdown']);
    expect(page.details.details.fullName).not.toBe('Changed');
  });
});
