import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { serviceResource, serviceResources, staffCalendar, type StaffCalendar } from '#contract/staff-calendar.ts';
import { staffObituary, type StaffObituary, type StaffObituaryEventInput } from '#contract/staff-obituaries.ts';
import { users } from '#server/db/schema.ts';
import {
  EVERGREEN_DIRECTOR_EMAIL,
  EVERGREEN_DIRECTOR_PASSWORD,
  EVERGREEN_OWNER_EMAIL,
  EVERGREEN_OWNER_PASSWORD,
  EVERGREEN_STAFF_EMAIL,
  EVERGREEN_STAFF_PASSWORD,
} from '#server/seed/evergreen/staff.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createCase } from '#tests/server/factories/case.ts';
import { saveSchedule as saveScheduleAs } from '#tests/server/obituary-schedule.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * The calendar (decision 0125) through its calls: the week and the day in the company's zone, its
 * filters, double bookings found by the one rule and warned of when the obituary editor saves (never
 * refused), who may keep the chapels and hearses, and each company seeing only its own. Each test
 * makes its own company; the clock is fixed on Saturday 5 December 2026, 09:00 in Portland.
 */

const NOW = new Date('2026-12-05T17:00:00Z');
let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { media: database.media, clock: { now: () => NOW } });
});
afterAll(() => database.close());

interface Staffed {
  company: FactoryCompany;
  director: string;
  owner: string;
  office: string;
  directorId: number;
  /** The company's chapels and hearses by name ("Main chapel@0": Maple Grove's main chapel). */
  resource: (name: string, location?: number) => number;
}

async function staffedCompany(): Promise<Staffed> {
  const company = await createCompany(database);
  const { host } = company;
  const [director, owner, office] = await Promise.all([
    signIn(t.app, host, { email: EVERGREEN_DIRECTOR_EMAIL, password: EVERGREEN_DIRECTOR_PASSWORD }),
    signIn(t.app, host, { email: EVERGREEN_OWNER_EMAIL, password: EVERGREEN_OWNER_PASSWORD }),
    signIn(t.app, host, { email: EVERGREEN_STAFF_EMAIL, password: EVERGREEN_STAFF_PASSWORD }),
  ]);
  const [account] = await company.scope.select({ id: users.id }).from(users, eq(users.email, EVERGREEN_DIRECTOR_EMAIL));
  const list = serviceResources.parse(
    await (await request(t.app, 'GET', '/api/staff/chapels-and-hearses', { host, token: office })).json(),
  ).items;
  const resource = (name: string, location?: number) => {
    const found = list.find(
      (item) => item.name === name && (location === undefined || item.locationId === company.locations[location]!.id),
    );
    if (!found) throw new Error(`no ${name}`);
    return found.id;
  };
  return { company, director, owner, office, directorId: account!.id, resource };
}

const calendarOf = async (staffed: Staffed, query = '', token = staffed.office): Promise<StaffCalendar> => {
  const response = await request(t.app, 'GET', `/api/staff/calendar${query}`, { host: staffed.company.host, token });
  expect(response.status, await response.clone().text()).toBe(200);
  return staffCalendar.parse(await response.json());
};

/** The obituary editor's form of a case's obituary, its events replaced by `events`, saved by the director. */
const saveSchedule = (staffed: Staffed, obituaryId: number, events: StaffObituaryEventInput[]) =>
  saveScheduleAs(t.app, { host: staffed.company.host, token: staffed.director }, obituaryId, events);

const atChapel = (staffed: Staffed, over: Partial<StaffObituaryEventInput>): StaffObituaryEventInput => ({
  kind: 'service',
  startsAt: '2026-12-07T10:00',
  endsAt: '2026-12-07T11:00',
  timeZone: 'America/Los_Angeles',
  locationId: staffed.company.locations[0]!.id,
  flowersUntil: null,
  chapelId: staffed.resource('Main chapel', 0),
  hearseId: null,
  ...over,
});

/** A case at need with its (unpublished) obituary and no events yet, directed by `director` if given. */
async function caseOf(staffed: Staffed, name: string, director?: string) {
  const made = await createCase(
    staffed.company.scope,
    { name, deceased: { diedDaysAgo: 2, events: [] }, ...(director ? { director } : {}) },
    NOW,
  );
  return made.obituaryId!;
}

describe('the week and the day', () => {
  it("lists the week's events from Sunday to Saturday in the company's zone, soonest first, each with its case", async () => {
    const staffed = await staffedCompany();
    const ada = await caseOf(staffed, 'Ada Lindqvist', EVERGREEN_DIRECTOR_EMAIL);
    const saved = await saveSchedule(staffed, ada, [
      // Saturday 23:00 in Portland is Sunday in UTC: still this week's Saturday. With no end it is taken
      // to last an hour, to midnight: not on Sunday's page.
      atChapel(staffed, { startsAt: '2026-12-05T23:00', endsAt: null, chapelId: null }),
      atChapel(staffed, { kind: 'visitation', startsAt: '2026-11-29T09:00', endsAt: '2026-11-29T10:00' }),
      // Next Sunday: next week.
      atChapel(staffed, { kind: 'burial', startsAt: '2026-12-06T08:00', endsAt: '2026-12-06T09:00' }),
    ]);
    expect(saved.status, await saved.clone().text()).toBe(200);

    const week = await calendarOf(staffed);
    expect(week).toMatchObject({ view: 'week', from: '2026-11-29', to: '2026-12-05', today: '2026-12-05' });
    expect(week.timeZone).toBe('America/Los_Angeles');
    expect(week.entries.map((entry) => [entry.kind, entry.startsAt])).toEqual([
      ['visitation', '2026-11-29T17:00:00.000Z'],
      ['service', '2026-12-06T07:00:00.000Z'],
    ]);
    expect(week.entries[0]).toMatchObject({
      name: 'Visitation',
      case: { decedentName: 'Ada Lindqvist' },
      obituaryId: ada,
      chapel: { name: 'Main chapel' },
      director: { id: staffed.directorId },
      location: { id: staffed.company.locations[0]!.id },
    });

    const nextDay = await calendarOf(staffed, '?view=day&date=2026-12-06');
    expect(nextDay).toMatchObject({ view: 'day', from: '2026-12-06', to: '2026-12-06' });
    expect(nextDay.entries.map((entry) => entry.kind)).toEqual(['burial']);
  });

  it('filters by location, chapel and director, and refuses a date that is not one', async () => {
    const staffed = await staffedCompany();
    const mine = await caseOf(staffed, 'Mine Case', EVERGREEN_DIRECTOR_EMAIL);
    const other = await caseOf(staffed, 'Other Case');
    await saveSchedule(staffed, mine, [atChapel(staffed, {})]);
    await saveSchedule(staffed, other, [
      atChapel(staffed, {
        startsAt: '2026-12-08T10:00',
        endsAt: '2026-12-08T11:00',
        locationId: staffed.company.locations[1]!.id,
        chapelId: staffed.resource('Main chapel', 1),
      }),
    ]);
    const names = (calendar: StaffCalendar) => calendar.entries.map((entry) => entry.case.decedentName);
    const week = '?date=2026-12-07';
    expect(names(await calendarOf(staffed, week))).toEqual(['Mine Case', 'Other Case']);
    expect(names(await calendarOf(staffed, `${week}&locationId=${staffed.company.locations[1]!.id}`))).toEqual([
      'Other Case',
    ]);
    expect(names(await calendarOf(staffed, `${week}&chapelId=${staffed.resource('Main chapel', 0)}`))).toEqual([
      'Mine Case',
    ]);
    expect(names(await calendarOf(staffed, `${week}&director=me`, staffed.director))).toEqual(['Mine Case']);
    expect(names(await calendarOf(staffed, `${week}&director=${staffed.directorId}`))).toEqual(['Mine Case']);

    const bad = await request(t.app, 'GET', '/api/staff/calendar?date=2026-13-01', {
      host: staffed.company.host,
      token: staffed.office,
    });
    expect(bad.status).toBe(422);
    expect(apiError.parse(await bad.json()).issues?.[0]?.path).toBe('date');
  });
});

describe('double bookings', () => {
  it('warns when an event is saved over another in the same chapel, keeps the save, and shows it on both entries', async () => {
    const staffed = await staffedCompany();
    const first = await caseOf(staffed, 'First Family');
    const second = await caseOf(staffed, 'Second Family');
    await saveSchedule(staffed, first, [atChapel(staffed, {})]);
    const response = await saveSchedule(staffed, second, [
      atChapel(staffed, { kind: 'visitation', startsAt: '2026-12-07T10:30', endsAt: '2026-12-07T12:00' }),
    ]);
    expect(response.status).toBe(200);
    const saved: StaffObituary = staffObituary.parse(await response.json());
    expect(saved.content.events).toHaveLength(1);
    expect(saved.content.events[0]!.conflicts).toEqual([
      {
        withEventId: expect.any(Number),
        over: 'chapel',
        text: 'Main chapel is also booked for Funeral service for First Family, Monday, December 7, 10:00 AM PST.',
      },
    ]);
    const entries = (await calendarOf(staffed, '?date=2026-12-07')).entries;
    expect(entries.map((entry) => entry.conflicts.map((conflict) => conflict.over))).toEqual([['chapel'], ['chapel']]);
  });

  it('finds none for touching times or another chapel, and finds the same hearse and the same director', async () => {
    const staffed = await staffedCompany();
    const first = await caseOf(staffed, 'First Family', EVERGREEN_DIRECTOR_EMAIL);
    const second = await caseOf(staffed, 'Second Family');
    const hearse = staffed.resource('Hearse 1 (Cadillac)');
    await saveSchedule(staffed, first, [atChapel(staffed, { hearseId: hearse })]);
    const touching = atChapel(staffed, { startsAt: '2026-12-07T11:00', endsAt: '2026-12-07T12:00' });
    const otherRoom = atChapel(staffed, { startsAt: '2026-12-07T10:00', chapelId: staffed.resource('Garden room') });
    const saved = staffObituary.parse(await (await saveSchedule(staffed, second, [touching, otherRoom])).json());
    expect(saved.content.events.map((event) => event.conflicts)).toEqual([[], []]);

    const third = await caseOf(staffed, 'Third Family', EVERGREEN_DIRECTOR_EMAIL);
    const sameHearseAndDirector = atChapel(staffed, {
      startsAt: '2026-12-07T10:15',
      endsAt: '2026-12-07T10:45',
      locationId: null,
      chapelId: null,
      hearseId: hearse,
      place: {
        name: 'Lone Fir',
        line1: '1 Stark St',
        city: 'Portland',
        region: 'OR',
        postalCode: '97214',
        country: 'US',
      },
    });
    const view = staffObituary.parse(await (await saveSchedule(staffed, third, [sameHearseAndDirector])).json());
    expect(view.content.events[0]!.conflicts.map((conflict) => conflict.over)).toEqual(['hearse', 'director']);
    expect(view.content.events[0]!.conflicts[1]!.text).toMatch(
      /^Samuel Ortiz also directs Funeral service for First Family/,
    );
  });

  it("refuses a chapel of another location and an 'other' event without a name (422), saving nothing", async () => {
    const staffed = await staffedCompany();
    const obituaryId = await caseOf(staffed, 'Some Family');
    const wrongRoom = await saveSchedule(staffed, obituaryId, [
      atChapel(staffed, { chapelId: staffed.resource('Main chapel', 1) }),
    ]);
    expect(wrongRoom.status).toBe(422);
    expect(apiError.parse(await wrongRoom.json()).issues?.[0]?.path).toBe('events.0.chapelId');
    const unnamed = await saveSchedule(staffed, obituaryId, [atChapel(staffed, { kind: 'other', title: ' ' })]);
    expect(unnamed.status).toBe(422);
    expect(apiError.parse(await unnamed.json()).issues?.[0]?.path).toBe('events.0.title');
    expect((await calendarOf(staffed, '?date=2026-12-07')).entries).toEqual([]);
  });
});

describe('chapels and hearses, roles and companies', () => {
  it('lets the owner add, rename and retire a chapel; a director may read but not change them', async () => {
    const staffed = await staffedCompany();
    const { host, locations } = staffed.company;
    const call = (method: string, path: string, token: string, body?: unknown) =>
      request(t.app, method, `/api/staff/chapels-and-hearses${path}`, { host, token, body });
    const body = { kind: 'chapel', name: 'East room', locationId: locations[2]!.id, retired: false };
    expect((await call('POST', '', staffed.director, body)).status).toBe(403);
    const added = serviceResource.parse(await (await call('POST', '', staffed.owner, body)).json());
    const noRoom = await call('POST', '', staffed.owner, { ...body, locationId: null });
    expect(noRoom.status).toBe(422);
    expect(apiError.parse(await noRoom.json()).issues).toEqual([
      { path: 'locationId', message: 'Please choose the location this chapel is in.' },
    ]);
    const retired = await call('PUT', `/${added.id}`, staffed.owner, { ...body, name: 'East chapel', retired: true });
    expect(serviceResource.parse(await retired.json())).toMatchObject({ name: 'East chapel', retired: true });
    const list = serviceResources.parse(await (await call('GET', '', staffed.director)).json()).items;
    expect(list.find((item) => item.id === added.id)).toMatchObject({ retired: true });
  });

  it("never shows or books another company's events, chapels or hearses", async () => {
    const ours = await staffedCompany();
    const theirs = await staffedCompany();
    const obituaryId = await caseOf(theirs, 'Their Family');
    await saveSchedule(theirs, obituaryId, [atChapel(theirs, {})]);
    expect((await calendarOf(ours, '?date=2026-12-07')).entries).toEqual([]);
    const ourCase = await caseOf(ours, 'Our Family');
    const borrowed = await saveSchedule(ours, ourCase, [
      atChapel(ours, { hearseId: theirs.resource('Hearse 1 (Cadillac)') }),
    ]);
    expect(borrowed.status).toBe(422);
    const rename = await request(t.app, 'PUT', `/api/staff/chapels-and-hearses/${theirs.resource('Garden room')}`, {
      host: ours.company.host,
      token: ours.owner,
      body: { kind: 'chapel', name: 'Mine now', locationId: ours.company.locations[0]!.id, retired: false },
    });
    expect(rename.status).toBe(404);
  });
});
