import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { familyCase } from '#contract/family-cases.ts';
import { roleRefusedMessage } from '#contract/staff-roles.ts';
import {
  caseDirectorMessages,
  caseDirectorView,
  casesPage,
  directorChoices,
  myCases,
  staffCase,
} from '#contract/staff-cases.ts';
import { cases, users } from '#server/db/schema.ts';
import {
  EVERGREEN_DIRECTOR_EMAIL,
  EVERGREEN_DIRECTOR_PASSWORD,
  EVERGREEN_OWNER_EMAIL,
  EVERGREEN_OWNER_PASSWORD,
  EVERGREEN_STAFF_EMAIL,
  EVERGREEN_STAFF_PASSWORD,
} from '#server/seed/evergreen/staff.ts';
import { createCase } from '#tests/server/factories/case.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { newFamily, type FamilyFixture } from '#tests/server/family-fixtures.ts';
import { freshStaffAccount, freshStaffInvitation } from '#tests/server/staff-fixtures.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * A director for every case (decision 0105): the owner or a director chooses a case's
 * funeral director among the company's enabled directors and owners, or clears it; anyone else is
 * refused with why; the family sees the name with the location's phone; the cases list filters by
 * director, and "My cases" lists a director's cases by their next event.
 */

let database: TestDatabase;
let t: TestApp;
let company: FactoryCompany;
let other: FactoryCompany;
let tokens: { owner: string; director: string; office: string };
let ids: { owner: number; director: number; office: number; otherDirector: number };
let family: FamilyFixture;

const call = (token: string, method: string, path: string, body?: unknown, host = company.host) =>
  request(t.app, method, path, { host, token, body });
const assign = (caseId: number, userId: number | null, token = tokens.director) =>
  call(token, 'PUT', `/api/staff/cases/${caseId}/director`, { userId });
const messageOf = async (response: Response) => apiError.parse(await response.json()).issues?.[0];
const directorOfCase = async (caseId: number) => {
  const response = await call(tokens.director, 'GET', `/api/staff/cases/${caseId}`);
  expect(response.status).toBe(200);
  return staffCase.parse(await response.json()).director;
};
const familySees = async () => {
  const response = await request(t.app, 'GET', `/api/family/cases/${family.ids.case}`, {
    host: company.host,
    token: family.token,
  });
  expect(response.status).toBe(200);
  return familyCase.parse(await response.json()).director;
};
const listed = async (query: string, token = tokens.director) => {
  const response = await call(token, 'GET', `/api/staff/cases${query}`);
  expect(response.status).toBe(200);
  return casesPage.parse(await response.json()).items;
};
const idOf = async (company: FactoryCompany, email: string) => {
  const [row] = await company.scope.select({ id: users.id }).from(users, eq(users.email, email));
  return row!.id;
};

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { media: database.media });
  company = await createCompany(database);
  other = await createCompany(database, { name: 'Harbor Light Chapel' });
  tokens = {
    owner: await signIn(t.app, company.host, { email: EVERGREEN_OWNER_EMAIL, password: EVERGREEN_OWNER_PASSWORD }),
    director: await signIn(t.app, company.host, {
      email: EVERGREEN_DIRECTOR_EMAIL,
      password: EVERGREEN_DIRECTOR_PASSWORD,
    }),
    office: await signIn(t.app, company.host, { email: EVERGREEN_STAFF_EMAIL, password: EVERGREEN_STAFF_PASSWORD }),
  };
  ids = {
    owner: await idOf(company, EVERGREEN_OWNER_EMAIL),
    director: await idOf(company, EVERGREEN_DIRECTOR_EMAIL),
    office: await idOf(company, EVERGREEN_STAFF_EMAIL),
    otherDirector: await idOf(other, EVERGREEN_DIRECTOR_EMAIL),
  };
  family = await newFamily(t.app, company, { member: { name: 'Rose Ashdown' }, case: { name: 'Edwin Ashdown' } });
});
afterAll(async () => {
  await t.mail.flush();
  await database.close();
});

describe('choosing a case’s director', () => {
  it('offers the enabled directors and owners who have joined, by name', async () => {
    const disabled = await freshStaffAccount(company.scope, 'director');
    await company.scope.update(users, { disabledAt: new Date() }, eq(users.id, disabled.id));
    const invited = await freshStaffInvitation(company.scope, { invitedBy: ids.owner, role: 'director' });
    const response = await call(tokens.director, 'GET', '/api/staff/directors');
    expect(response.status).toBe(200);
    const { directors } = directorChoices.parse(await response.json());
    expect(directors).toEqual([
      { id: ids.owner, name: 'Margaret Ellison', role: 'owner' },
      { id: ids.director, name: 'Samuel Ortiz', role: 'director' },
    ]);
    expect(directors.map((each) => each.id)).not.toContain(invited.userId);
    // Office staff work no case: neither the choices nor the assignment are theirs.
    expect((await call(tokens.office, 'GET', '/api/staff/directors')).status).toBe(403);
  });

  it('assigns a director and clears it; the family reads the name with the location’s phone, then the call-us line', async () => {
    expect(await familySees()).toBeNull();
    const assigned = await assign(family.ids.case, ids.director);
    expect(assigned.status).toBe(200);
    expect(caseDirectorView.parse(await assigned.json())).toEqual({
      director: { id: ids.director, name: 'Samuel Ortiz', directs: true },
    });
    expect(await directorOfCase(family.ids.case)).toEqual({ id: ids.director, name: 'Samuel Ortiz', directs: true });
    // Staff accounts have no phone of their own: the family calls the case's location (decision 0105).
    expect(await familySees()).toEqual({ name: 'Samuel Ortiz', phoneNumber: '(503) 555-0142' });

    const cleared = await assign(family.ids.case, null);
    expect(cleared.status).toBe(200);
    expect(caseDirectorView.parse(await cleared.json())).toEqual({ director: null });
    expect(await directorOfCase(family.ids.case)).toBeNull();
    expect(await familySees()).toBeNull();
  });

  it('lets the owner assign, and assign themself; office staff are refused', async () => {
    const { caseId } = await createCase(company.scope, { name: 'Owner Chosen' });
    expect((await assign(caseId, ids.director, tokens.owner)).status).toBe(200);
    expect((await assign(caseId, ids.owner, tokens.owner)).status).toBe(200);
    expect(await directorOfCase(caseId)).toEqual({ id: ids.owner, name: 'Margaret Ellison', directs: true });
    const refused = await assign(caseId, ids.director, tokens.office);
    expect(refused.status).toBe(403);
    expect((await messageOf(refused))?.message).toBe(roleRefusedMessage);
    expect(await directorOfCase(caseId)).toMatchObject({ id: ids.owner });
  });

  it('refuses office staff, a disabled account, one not joined yet, a family account and another company’s director with why', async () => {
    const { caseId } = await createCase(company.scope, { name: 'Refused Choices' });
    const disabled = await freshStaffAccount(company.scope, 'director');
    await company.scope.update(users, { disabledAt: new Date() }, eq(users.id, disabled.id));
    const invited = await freshStaffInvitation(company.scope, { invitedBy: ids.owner, role: 'director' });
    const refusals: [number, string][] = [
      [ids.office, caseDirectorMessages.officeStaff('Dana Ellison')],
      [disabled.id, caseDirectorMessages.disabled('Fixture Staff')],
      [invited.userId, caseDirectorMessages.notJoined('Invited Staff')],
      [family.memberId, caseDirectorMessages.unknown],
      [ids.otherDirector, caseDirectorMessages.unknown],
      [2_000_000_000, caseDirectorMessages.unknown],
    ];
    for (const [userId, message] of refusals) {
      const response = await assign(caseId, userId);
      expect(response.status, `user ${userId}`).toBe(422);
      expect(await messageOf(response)).toEqual({ path: 'userId', message });
    }
    expect(await directorOfCase(caseId)).toBeNull();
  });

  it('reads the body by its contract, and another company’s case is no case', async () => {
    const { caseId } = await createCase(company.scope, { name: 'Contract Read' });
    for (const body of [{}, { userId: 'me' }, { userId: 0 }, { userId: 1.5 }]) {
      const response = await call(tokens.director, 'PUT', `/api/staff/cases/${caseId}/director`, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    const { caseId: theirs } = await createCase(other.scope, { name: 'Their Case' });
    expect((await assign(theirs, ids.director)).status).toBe(404);
    expect((await assign(theirs, ids.otherDirector)).status).toBe(404);
    const [row] = await other.scope.select({ directorUserId: cases.directorUserId }).from(cases, eq(cases.id, theirs));
    expect(row!.directorUserId).toBeNull();
  });

  it('stops showing the family a director who was disabled or is no longer a director; the console says so', async () => {
    const leaving = await freshStaffAccount(company.scope, 'director');
    const { caseId } = await createCase(company.scope, { name: 'Director Left' });
    const relative = await newFamily(t.app, company, {
      member: { name: 'Ada Left' },
      case: { director: leaving.email },
    });
    const sees = async () =>
      familyCase.parse(
        await (
          await request(t.app, 'GET', `/api/family/cases/${relative.ids.case}`, {
            host: company.host,
            token: relative.token,
          })
        ).json(),
      ).director;
    expect(await sees()).toMatchObject({ name: 'Fixture Staff' });
    expect((await assign(caseId, leaving.id)).status).toBe(200);

    await company.scope.update(users, { staffRole: 'staff' }, eq(users.id, leaving.id));
    expect(await sees()).toBeNull();
    expect(await directorOfCase(caseId)).toEqual({ id: leaving.id, name: 'Fixture Staff', directs: false });
    await company.scope.update(users, { staffRole: 'director', disabledAt: new Date() }, eq(users.id, leaving.id));
    expect(await sees()).toBeNull();
    expect(await directorOfCase(caseId)).toMatchObject({ directs: false });
  });
});

describe('a director’s cases', () => {
  it('filters the cases list by director: me, none, or an account', async () => {
    const mine = await createCase(company.scope, { name: 'Filter Mine', director: EVERGREEN_DIRECTOR_EMAIL });
    const owners = await createCase(company.scope, { name: 'Filter Owners', director: EVERGREEN_OWNER_EMAIL });
    const nobody = await createCase(company.scope, { name: 'Filter Nobody' });
    const names = (items: { decedentName: string }[]) => items.map((item) => item.decedentName);

    const meList = await listed('?director=me&q=filter');
    expect(names(meList)).toEqual(['Filter Mine']);
    expect(meList[0]!.director).toEqual({ id: ids.director, name: 'Samuel Ortiz', directs: true });
    expect(names(await listed('?director=me&q=filter', tokens.owner))).toEqual(['Filter Owners']);
    expect(names(await listed(`?director=${ids.owner}&q=filter`))).toEqual(['Filter Owners']);
    expect(names(await listed('?director=none&q=filter'))).toEqual(['Filter Nobody']);
    expect(names(await listed('?q=filter')).sort()).toEqual(['Filter Mine', 'Filter Nobody', 'Filter Owners']);
    // Another company's director names no case here.
    expect(await listed(`?director=${ids.otherDirector}`)).toEqual([]);
    expect((await call(tokens.director, 'GET', '/api/staff/cases?director=someone')).status).toBe(422);
    void [mine, owners, nobody];
  });

  it('lists my cases with an event to come first, soonest first, then the rest newest opened first', async () => {
    const mine = await freshStaffAccount(company.scope, 'director');
    const token = await signIn(t.app, company.host, mine);
    const later = await createCase(company.scope, {
      name: 'Service Later',
      director: mine.email,
      deceased: { bornOn: '1940-01-01', diedDaysAgo: 2, events: [{ kind: 'service', daysFromNow: 9 }] },
    });
    const sooner = await createCase(company.scope, {
      name: 'Visitation Sooner',
      director: mine.email,
      deceased: {
        bornOn: '1940-01-01',
        diedDaysAgo: 2,
        events: [
          { kind: 'visitation', daysFromNow: -1 },
          { kind: 'visitation', daysFromNow: 3 },
          { kind: 'service', daysFromNow: 4 },
        ],
      },
    });
    const past = await createCase(company.scope, {
      name: 'All Past',
      director: mine.email,
      deceased: { bornOn: '1940-01-01', diedDaysAgo: 9, events: [{ kind: 'service', daysFromNow: -2 }] },
    });
    const plan = await createCase(company.scope, { name: 'A Pre-plan', status: 'PRE_PLAN', director: mine.email });
    await createCase(company.scope, { name: 'Someone Else’s', director: EVERGREEN_DIRECTOR_EMAIL });

    const response = await call(token, 'GET', '/api/staff/my-cases');
    expect(response.status).toBe(200);
    const { items, total } = myCases.parse(await response.json());
    expect(total).toBe(4);
    expect(items.map((item) => item.id)).toEqual([sooner.caseId, later.caseId, plan.caseId, past.caseId]);
    expect(items[0]!.nextEvent).toMatchObject({ kind: 'visitation' });
    expect(Date.parse(items[0]!.nextEvent!.startsAt)).toBeGreaterThan(Date.now());
    expect(items[2]!.nextEvent).toBeNull();
    expect(items[3]!.nextEvent).toBeNull();
    // The office has no cases to direct.
    expect((await call(tokens.office, 'GET', '/api/staff/my-cases')).status).toBe(403);
  });
});
