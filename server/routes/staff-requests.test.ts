import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResult } from '#contract/auth.ts';
import { apiError } from '#contract/errors.ts';
import { planningLocations, planningSubmitResult } from '#contract/planning.ts';
import { roleRefusedMessage } from '#contract/staff-roles.ts';
import {
  openedCase,
  requestCounts,
  requestDetail,
  requestsPage,
  type RequestDetail,
} from '#contract/staff-requests.ts';
import { cases } from '#server/db/schema.ts';
import { mailedLinkToken } from '#tests/server/outbox-mails.ts';
import { contactEmail, preplan } from '#tests/server/planning-answers.ts';
import { request } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { insertTestCompany, type TestCompany } from '#tests/server/test-companies.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * The requests inbox in a company of its own: requests arrive the family's way (POST
 * /api/web/planning/submit), and staff read, answer and open them through the staff API.
 */

let database: TestDatabase;
let t: TestApp;
let company: TestCompany;
let director: string;
let office: string;
let locationIds: number[];

const signIn = async (email: string, password: string) => {
  const response = await request(t.app, 'POST', '/api/auth/login', { host: company.host, body: { email, password } });
  return loginResult.parse(await response.json()).token;
};
const staff = (method: string, path: string, token = director, body?: unknown) =>
  request(t.app, method, path, { host: company.host, token, body });

let minute = 0;
/** A plan sent from /plan-now; each a minute after the last, so "newest" is certain. */
async function sendPlan(kind: 'pre-plan' | 'at-need', email = contactEmail(), locationId = locationIds[0]!) {
  const fields =
    kind === 'at-need'
      ? { ...preplan(email), dateOfDeath: '2026-11-20', relationship: 'child', placeOfDeath: 'At home' }
      : preplan(email);
  const response = await request(t.app, 'POST', '/api/web/planning/submit', {
    host: company.host,
    body: { locationId, caseStatus: kind === 'at-need' ? 'AT_NEED' : 'PRE_PLAN', fields },
    headers: { 'Idempotency-Key': `plan-${(minute += 1)}-${email}` },
  });
  expect(response.status).toBe(201);
  return { ...planningSubmitResult.parse(await response.json()), email };
}

const detailOf = async (id: number, token = director): Promise<RequestDetail> => {
  const response = await staff('GET', `/api/staff/requests/${id}`, token);
  expect(response.status).toBe(200);
  return requestDetail.parse(await response.json());
};
const event = (id: number, body: unknown, token = director) =>
  staff('POST', `/api/staff/requests/${id}/events`, token, body);
const messageOf = async (response: Response) => apiError.parse(await response.json()).issues?.[0]?.message;

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { media: database.media });
  company = await insertTestCompany(database.db, database.media);
  director = await signIn(company.director.email, company.director.password);
  office = await signIn(company.staff.email, company.staff.password);
  const locations = await request(t.app, 'GET', '/api/web/planning/locations', { host: company.host });
  locationIds = planningLocations.parse(await locations.json()).locations.map((location) => location.id);
});
afterAll(() => database.close());

describe('the requests inbox', () => {
  it('lists at-need requests still new first, then newest first, with the count of new ones', async () => {
    const first = await sendPlan('pre-plan');
    const urgent = await sendPlan('at-need');
    const latest = await sendPlan('pre-plan', contactEmail(), locationIds[1]);
    const response = await staff('GET', '/api/staff/requests?pageSize=100', office);
    expect(response.status).toBe(200);
    const page = requestsPage.parse(await response.json());
    // The company's demo requests are in the list too: the order of this test's own three.
    const mine = [first, urgent, latest].map((plan) => plan.submissionId);
    const ids = page.items.map((item) => item.id).filter((id) => mine.includes(id));
    expect(ids).toEqual([urgent.submissionId, latest.submissionId, first.submissionId]);
    expect(page.items[0]!.id).toBe(urgent.submissionId);
    expect(page.items[0]).toMatchObject({
      caseStatus: 'AT_NEED',
      status: 'new',
      contactName: 'Ruth Ellis',
      contactEmail: urgent.email,
      personName: 'Margaret Ellis',
      reference: urgent.reference,
    });
    expect(page.newCount).toBe(page.items.filter((item) => item.status === 'new').length);

    const byLocation = requestsPage.parse(
      await (await staff('GET', `/api/staff/requests?locationId=${locationIds[1]}`)).json(),
    );
    expect(byLocation.items.every((item) => item.locationId === locationIds[1])).toBe(true);
    expect(byLocation.items.map((item) => item.id).filter((id) => mine.includes(id))).toEqual([latest.submissionId]);
    const atNeed = requestsPage.parse(await (await staff('GET', '/api/staff/requests?caseStatus=AT_NEED')).json());
    expect(atNeed.items.every((item) => item.caseStatus === 'AT_NEED')).toBe(true);
    const counts = requestCounts.parse(await (await staff('GET', '/api/staff/request-counts', office)).json());
    expect(counts).toEqual({ new: page.newCount, newAtNeed: atNeed.total });
  });

  it('shows the answers in the wizard’s section order under its section names, and the contact', async () => {
    const plan = await sendPlan('at-need');
    const detail = await detailOf(plan.submissionId, office);
    expect(detail.sections.map((section) => section.name).slice(0, 2)).toEqual([
      'Contact Information',
      'Decedent Details',
    ]);
    expect(detail.sections[0]!.answers).toContainEqual({ label: 'Email', answer: plan.email });
    expect(detail).toMatchObject({
      contactName: 'Ruth Ellis',
      contactPhone: '(503) 555-0199',
      history: [{ status: 'new', by: '' }],
      caseId: null,
      can: { contact: true, openCase: true, close: true, reopen: false },
    });
  });
});

describe('answering a request', () => {
  it('records contact once, closes with a reason, reopens as contacted, keeping who and when', async () => {
    const { submissionId: id } = await sendPlan('pre-plan');
    expect((await event(id, { type: 'contact.record' }, office)).status).toBe(200);
    const again = await event(id, { type: 'contact.record' }, office);
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe('This request is contacted: it cannot be marked contacted.');

    const blank = await event(id, { type: 'close', reason: '   ' });
    expect(blank.status).toBe(422);
    const closed = requestDetail.parse(
      await (await event(id, { type: 'close', reason: '  They chose a chapel nearer home ' })).json(),
    );
    expect(closed.status).toBe('closed');
    expect(closed.history.map((entry) => [entry.status, entry.by, entry.reason])).toEqual([
      ['new', '', null],
      ['contacted', company.staff.name, null],
      ['closed', company.director.name, 'They chose a chapel nearer home'],
    ]);
    expect(closed.can).toEqual({ contact: false, openCase: false, close: false, reopen: true });
    const opening = await staff('POST', `/api/staff/requests/${id}/open-case`);
    expect(opening.status).toBe(409);
    expect(await messageOf(opening)).toBe('This request is closed: it cannot be opened as a case.');

    const reopened = requestDetail.parse(await (await event(id, { type: 'reopen' })).json());
    expect(reopened).toMatchObject({ status: 'contacted', can: { openCase: true } });
  });

  it('opens a case from a request and invites its contact, who joins the case’s portal', async () => {
    const plan = await sendPlan('at-need');
    const refused = await staff('POST', `/api/staff/requests/${plan.submissionId}/open-case`, office);
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toBe(roleRefusedMessage);

    const response = await staff('POST', `/api/staff/requests/${plan.submissionId}/open-case`);
    expect(response.status).toBe(200);
    const opened = openedCase.parse(await response.json());
    expect(opened).toMatchObject({ caseId: plan.caseId, invitation: { email: plan.email } });
    const [row] = await database.db.select({ openedAt: cases.openedAt }).from(cases).where(eq(cases.id, plan.caseId));
    expect(row?.openedAt).toBeInstanceOf(Date);
    expect(await detailOf(plan.submissionId)).toMatchObject({ status: 'case-opened', caseId: plan.caseId });
    const twice = await staff('POST', `/api/staff/requests/${plan.submissionId}/open-case`);
    expect(twice.status).toBe(409);

    const token = await mailedLinkToken(database.db, t.mail, plan.email, /invitation=([\w-]+)/);
    const joined = await request(t.app, 'POST', '/api/family/signup', {
      host: company.host,
      body: { invitation: token, name: 'Ruth Ellis', password: 'quiet-harbor-lantern-2026' },
    });
    expect(joined.status).toBe(201);
    expect((await joined.json()) as { case: { caseId: number } }).toMatchObject({ case: { caseId: plan.caseId } });
  });

  it('totals every filter as the requests arrive, change status and go (the database keeps the tallies)', async () => {
    const urgent = await sendPlan('at-need', contactEmail(), locationIds[1]);
    const contacted = await sendPlan('pre-plan');
    const closed = await sendPlan('at-need');
    const gone = await sendPlan('pre-plan', contactEmail(), locationIds[1]);
    expect((await event(contacted.submissionId, { type: 'contact.record' })).status).toBe(200);
    expect((await event(closed.submissionId, { type: 'close', reason: 'A chapel nearer home' })).status).toBe(200);
    expect((await staff('POST', `/api/staff/requests/${urgent.submissionId}/open-case`)).status).toBe(200);
    // A request goes with its case (a company's data removed).
    await database.db.delete(cases).where(eq(cases.id, gone.caseId));

    const all = requestsPage.parse(await (await staff('GET', '/api/staff/requests?pageSize=100')).json());
    expect(all.total).toBe(all.items.length);
    expect(all.items.map((item) => item.id)).not.toContain(gone.submissionId);
    const filters = [
      ...locationIds.map((id) => `locationId=${id}`),
      'caseStatus=AT_NEED',
      'caseStatus=PRE_PLAN',
      ...['new', 'contacted', 'case-opened', 'closed'].map((status) => `status=${status}`),
      `locationId=${locationIds[1]}&caseStatus=AT_NEED&status=case-opened`,
    ];
    for (const filter of filters) {
      const page = requestsPage.parse(await (await staff('GET', `/api/staff/requests?pageSize=100&${filter}`)).json());
      const [key, value] = filter.split('=') as [string, string];
      const expected = filter.includes('&')
        ? all.items.filter(
            (item) =>
              item.locationId === locationIds[1] && item.caseStatus === 'AT_NEED' && item.status === 'case-opened',
          )
        : all.items.filter((item) => String(item[key === 'status' ? 'status' : (key as 'locationId')]) === value);
      expect(
        page.items.map((item) => item.id),
        filter,
      ).toEqual(expected.map((item) => item.id));
      expect(page.total, filter).toBe(expected.length);
      expect(page.newCount, filter).toBe(all.items.filter((item) => item.status === 'new').length);
    }
    const counts = requestCounts.parse(await (await staff('GET', '/api/staff/request-counts')).json());
    expect(counts).toEqual({
      new: all.items.filter((item) => item.status === 'new').length,
      newAtNeed: all.items.filter((item) => item.status === 'new' && item.caseStatus === 'AT_NEED').length,
    });
  });

  it('answers 404 for another company’s request', async () => {
    const other = await insertTestCompany(database.db, database.media);
    const theirs = await request(t.app, 'POST', '/api/web/planning/submit', {
      host: other.host,
      body: {
        locationId: planningLocations.parse(
          await (await request(t.app, 'GET', '/api/web/planning/locations', { host: other.host })).json(),
        ).locations[0]!.id,
        caseStatus: 'PRE_PLAN',
        fields: preplan(),
      },
      headers: { 'Idempotency-Key': `other-${Date.now()}` },
    });
    const { submissionId } = planningSubmitResult.parse(await theirs.json());
    expect((await staff('GET', `/api/staff/requests/${submissionId}`)).status).toBe(404);
    expect((await event(submissionId, { type: 'contact.record' })).status).toBe(404);
    expect((await staff('POST', `/api/staff/requests/${submissionId}/open-case`)).status).toBe(404);
  });
});
