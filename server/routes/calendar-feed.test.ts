import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { madeCalendarFeed, myCalendarFeed, type CalendarFeedScope } from '#contract/calendar-feeds.ts';
import { caseReference } from '#contract/planning.ts';
import { staffObituary, type StaffObituary } from '#contract/staff-obituaries.ts';
import { companies, obituaryEvents, serviceResources, users } from '#server/db/schema.ts';
import {
  EVERGREEN_DIRECTOR_EMAIL,
  EVERGREEN_DIRECTOR_PASSWORD,
  EVERGREEN_OWNER_EMAIL,
  EVERGREEN_OWNER_PASSWORD,
} from '#server/seed/evergreen/staff.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { createCase } from '#tests/server/factories/case.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { readFeed } from '#tests/server/ical-feed.ts';
import { freshStaffAccount } from '#tests/server/staff-fixtures.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, testClientAddressHeader, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * Private calendar feeds (decision 0128), read back with ical.js as a calendar app reads them: the
 * events on the funeral home's clock through the feed's own VTIMEZONE (a Chicago company, events on
 * both sides of the change to daylight time), UIDs kept when the obituary editor moves an event, a
 * removed event gone, the "mine" scope, a replaced or stopped address answering 404, another
 * company's events never in it, and the limiter counting fetches before it looks at the token.
 */

/** The clock of the whole file: three weeks before Chicago's clocks go forward (March 8, 2026). */
const now = new Date('2026-02-15T18:00:00.000Z');

let database: TestDatabase;
let t: TestApp;
let company: FactoryCompany;
let other: FactoryCompany;
let director: string;
let owner: string;

const call = (method: string, path: string, token?: string, body?: unknown, host = company.host) =>
  request(t.app, method, path, { host, token, body });

const makeFeed = async (token: string, scope: CalendarFeedScope, host = company.host) => {
  const response = await call('POST', '/api/staff/calendar-feed', token, { scope }, host);
  expect(response.status, await response.clone().text()).toBe(201);
  return madeCalendarFeed.parse(await response.json());
};

/** A feed's address as a calendar app fetches it: no session, from a client address of its own. */
const fetchFeed = (url: string, host = company.host, headers: Record<string, string> = {}) =>
  request(t.app, 'GET', new URL(url).pathname, { host, headers });

const feedOf = async (url: string) => {
  const response = await fetchFeed(url);
  expect(response.status).toBe(200);
  return response.text();
};

/** The instants stored for a case's events, by event id. */
const storedStarts = async (obituaryId: number) =>
  new Map(
    (
      await company.scope
        .select({ id: obituaryEvents.id, startsAt: obituaryEvents.startsAt })
        .from(obituaryEvents, eq(obituaryEvents.obituaryId, obituaryId))
    ).map((row) => [row.id, row.startsAt.getTime()]),
  );

const uidOf = (eventId: number) => `schedule-event-${eventId}@${new URL(company.siteUrl).host}`;

/** The editor's form of an obituary as it reads it, with its events changed. */
const obituaryForm = (obituary: StaffObituary, events: StaffObituary['content']['events']) => ({
  fullName: obituary.content.fullName,
  bornOn: obituary.content.bornOn,
  diedOn: obituary.content.diedOn,
  livestreamUrl: obituary.content.livestreamUrl,
  photoMediaId: obituary.content.photoMediaId,
  events: events.map(({ startsAtInstant: _instant, ...event }) => event),
});

const readObituary = async (id: number) =>
  staffObituary.parse(await (await call('GET', `/api/staff/obituaries/${id}`, director)).json());

let directed: { caseId: number; obituaryId: number };
let undirected: { caseId: number; obituaryId: number };

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { media: database.media, clock: { now: () => now } });
  company = await createCompany(database, { name: 'Prairie Rest Funeral Home' });
  other = await createCompany(database, { name: 'Harbor Light Chapel' });
  await database.db.update(companies).set({ timeZone: 'America/Chicago' }).where(eq(companies.id, company.companyId));
  director = await signIn(t.app, company.host, {
    email: EVERGREEN_DIRECTOR_EMAIL,
    password: EVERGREEN_DIRECTOR_PASSWORD,
  });
  owner = await signIn(t.app, company.host, { email: EVERGREEN_OWNER_EMAIL, password: EVERGREEN_OWNER_PASSWORD });
  const chicago = { timeZone: 'America/Chicago', minutes: 90 };
  // The director's case: a visitation before the clocks go forward, the funeral after.
  const made = await createCase(
    company.scope,
    {
      name: 'Ingrid Marie Björk',
      director: EVERGREEN_DIRECTOR_EMAIL,
      deceased: {
        events: [
          { kind: 'visitation', daysFromNow: 14, localTime: '18:00', ...chicago }, // March 1, CST
          { kind: 'service', daysFromNow: 28, localTime: '10:00', ...chicago }, // March 15, CDT
          { kind: 'burial', daysFromNow: 28, localTime: '13:00', ...chicago },
        ],
      },
    },
    now,
  );
  directed = { caseId: made.caseId, obituaryId: made.obituaryId! };
  // A case nobody directs yet, its service in the same chapel as the director's funeral at the same time.
  const second = await createCase(
    company.scope,
    {
      name: 'Otto Lindqvist',
      deceased: { events: [{ kind: 'service', daysFromNow: 28, localTime: '10:30', ...chicago }] },
    },
    now,
  );
  undirected = { caseId: second.caseId, obituaryId: second.obituaryId! };
  const [chapel] = await company.scope
    .insert(serviceResources, { kind: 'chapel', name: 'East chapel', locationId: company.locations[0]!.id })
    .returning({ id: serviceResources.id });
  await company.scope.update(obituaryEvents, { chapelId: chapel!.id }, eq(obituaryEvents.kind, 'service'));
  // Another company's case, which no feed of this company may show.
  await createCase(
    other.scope,
    {
      name: 'Jory Trelawny',
      deceased: { events: [{ kind: 'service', daysFromNow: 10, localTime: '11:00', ...chicago }] },
    },
    now,
  );
});
afterAll(() => database.close());

describe('a calendar feed', () => {
  it('holds every event of the company on its clock, through a VTIMEZONE that converts both sides of a change', async () => {
    const feed = await makeFeed(owner, 'all');
    expect(feed.url).toMatch(new RegExp(`^${company.siteUrl}/api/calendar-feeds/[\\w-]{43}/calendar\\.ics$`));
    expect(feed).toMatchObject({ scope: 'all', createdAt: now.toISOString(), lastFetchedAt: null });

    const response = await fetchFeed(feed.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const document = await response.text();
    // RFC 5545 §3.1: CRLF line ends, lines of at most 75 octets.
    expect(document.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(document.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of document.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const lines = document.replace(/\r\n /g, '').split('\r\n');
    for (const line of ['VERSION:2.0', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'REFRESH-INTERVAL;VALUE=DURATION:PT1H'])
      expect(lines).toContain(line);
    expect(lines).toContain('X-PUBLISHED-TTL:PT1H');

    const read = readFeed(document);
    expect(read).toMatchObject({
      name: 'Prairie Rest Funeral Home services',
      timeZone: 'America/Chicago',
      zones: ['America/Chicago'],
    });
    const stored = new Map([
      ...(await storedStarts(directed.obituaryId)),
      ...(await storedStarts(undirected.obituaryId)),
    ]);
    expect(read.events.map((event) => event.uid).sort()).toEqual([...stored.keys()].map(uidOf).sort());
    for (const event of read.events) {
      const id = Number(/^schedule-event-(\d+)@/.exec(event.uid)![1]);
      expect(event.startZone, event.summary).toBe('America/Chicago');
      expect(event.startsAt, event.summary).toBe(stored.get(id));
      expect(event.endsAt - event.startsAt).toBe(90 * 60_000);
    }
    // Written as the funeral home's wall clock: 6 PM before the change (UTC-6), 10 AM after it (UTC-5).
    expect(lines).toContain('DTSTART;TZID=America/Chicago:20260301T180000');
    expect(lines).toContain('DTSTART;TZID=America/Chicago:20260315T100000');
    expect(read.events.map((event) => new Date(event.startsAt).toISOString())).toEqual(
      expect.arrayContaining(['2026-03-02T00:00:00.000Z', '2026-03-15T15:00:00.000Z']),
    );

    const service = read.events.find((event) => event.summary === 'Funeral service — Ingrid Marie Björk')!;
    const caseUrl = `${company.siteUrl}/staff/cases/${directed.caseId}`;
    expect(service.location).toMatch(/, East chapel, /);
    expect(service.url).toBe(caseUrl);
    expect(service.description).toContain(`Case ${caseReference(directed.caseId)}: ${caseUrl}`);
    expect(service.description).toMatch(/^Director: \S/);
    expect(service.description).toContain(
      'Double booking: East chapel is also booked for Funeral service for Otto Lindqvist',
    );
    // The other company's case is nowhere in it.
    expect(document).not.toContain('Trelawny');

    const mine = myCalendarFeed.parse(await (await call('GET', '/api/staff/calendar-feed', owner)).json());
    expect(mine).toEqual({ feed: { scope: 'all', createdAt: now.toISOString(), lastFetchedAt: now.toISOString() } });
    expect(JSON.stringify(mine)).not.toContain('calendar-feeds/');
  });

  it('keeps an event’s UID when the editor moves it, and drops an event the editor removes', async () => {
    const feed = await makeFeed(director, 'all');
    const before = readFeed(await feedOf(feed.url)).events;
    const obituary = await readObituary(directed.obituaryId);
    const [visitation, service, burial] = obituary.content.events;
    expect([visitation?.kind, service?.kind, burial?.kind]).toEqual(['visitation', 'service', 'burial']);

    // The service an hour later; the burial cancelled (taken off the schedule).
    const moved = { ...service!, startsAt: '2026-03-15T11:00', endsAt: '2026-03-15T12:30' };
    const saved = await call(
      'PUT',
      `/api/staff/obituaries/${directed.obituaryId}`,
      director,
      obituaryForm(obituary, [visitation!, moved]),
    );
    expect(saved.status, await saved.clone().text()).toBe(200);

    const after = readFeed(await feedOf(feed.url)).events;
    const uids = (events: typeof after) => events.map((event) => event.uid).sort();
    expect(uids(after)).toEqual(uids(before).filter((uid) => uid !== uidOf(burial!.id)));
    const movedEvent = after.find((event) => event.uid === uidOf(service!.id))!;
    expect(new Date(movedEvent.startsAt).toISOString()).toBe('2026-03-15T16:00:00.000Z');
    expect(after.filter((event) => event.summary.startsWith('Burial'))).toEqual([]);
  });

  it('holds only the cases I direct when I ask, at a new address that stops the old one', async () => {
    const all = await makeFeed(director, 'all');
    const mine = await makeFeed(director, 'mine');
    expect(mine.url).not.toBe(all.url);
    expect((await fetchFeed(all.url)).status).toBe(404);
    const read = readFeed(await feedOf(mine.url));
    expect(read.name).toBe('Prairie Rest Funeral Home services (my cases)');
    expect(read.events.length).toBeGreaterThan(0);
    expect(read.events.every((event) => event.summary.endsWith('— Ingrid Marie Björk'))).toBe(true);
    // The owner directs nothing here: an empty calendar, still a calendar.
    const owners = await makeFeed(owner, 'mine');
    expect(readFeed(await feedOf(owners.url)).events).toEqual([]);
  });

  it('answers 404 once stopped, for a token that was never made, and for a disabled account', async () => {
    const feed = await makeFeed(director, 'all');
    expect((await call('DELETE', '/api/staff/calendar-feed', director)).status).toBe(204);
    expect((await call('DELETE', '/api/staff/calendar-feed', director)).status).toBe(204);
    const stopped = await fetchFeed(feed.url);
    expect(stopped.status).toBe(404);
    expect(await stopped.json()).toEqual({ status: 404, message: 'Not Found' });
    expect(myCalendarFeed.parse(await (await call('GET', '/api/staff/calendar-feed', director)).json())).toEqual({
      feed: null,
    });
    const unknown = await fetchFeed(feed.url.replace(/calendar-feeds\/[^/]+/, `calendar-feeds/${'Z'.repeat(43)}`));
    expect([unknown.status, await unknown.json()]).toEqual([404, { status: 404, message: 'Not Found' }]);

    const leaver = await freshStaffAccount(company.scope, 'director');
    const theirs = await makeFeed(await signIn(t.app, company.host, leaver), 'all');
    expect((await fetchFeed(theirs.url)).status).toBe(200);
    await company.scope.update(users, { disabledAt: now }, eq(users.id, leaver.id));
    expect((await fetchFeed(theirs.url)).status).toBe(404);
  });

  it('opens only on its own company’s host, with only that company’s events', async () => {
    const otherDirector = await signIn(t.app, other.host, {
      email: EVERGREEN_DIRECTOR_EMAIL,
      password: EVERGREEN_DIRECTOR_PASSWORD,
    });
    const theirs = await makeFeed(otherDirector, 'all', other.host);
    expect((await fetchFeed(theirs.url, company.host)).status).toBe(404);
    const read = readFeed(await (await fetchFeed(theirs.url, other.host)).text());
    expect(read.events.map((event) => event.summary)).toEqual(['Funeral service — Jory Trelawny']);
  });

  it('counts every fetch from one address before it looks at the token: past the limit even the right one waits', async () => {
    const feed = await makeFeed(owner, 'all');
    const from = { [testClientAddressHeader]: '198.51.100.7' };
    const { limit } = rateLimits.calendarFeedPerAddress;
    for (let guess = 0; guess < limit; guess += 1) {
      const token = `${String(guess).padStart(3, '0')}${'x'.repeat(40)}`;
      expect(
        (await fetchFeed(`${company.siteUrl}/api/calendar-feeds/${token}/calendar.ics`, company.host, from)).status,
      ).toBe(404);
    }
    const refused = await fetchFeed(feed.url, company.host, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await fetchFeed(feed.url)).status).toBe(200);
  });
});
