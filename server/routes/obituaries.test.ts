import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { obituary, obituarySearchPage } from '#contract/obituaries.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createObituary } from '#tests/server/factories/obituary.ts';
import { createTestApp, get, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

let database: TestDatabase;
let t: TestApp;
let company: FactoryCompany;
let other: FactoryCompany;
/** Obituary ids by full name, in this file's own company. */
const ids = new Map<string, number>();

/*
 * The company's known set: six published obituaries, deaths 3 to 45 days ago at its three
 * locations (names with accents, letters outside ASCII and an apostrophe, for search), and one not
 * published. The other company has one of its own.
 */
const published = [
  { fullName: 'Linnea Maja Sjöberg', diedDaysAgo: 3, location: 0 },
  { fullName: 'Ramón Ibáñez Peña', diedDaysAgo: 6, location: 1 },
  { fullName: "Siobhán Mary O'Connell", diedDaysAgo: 12, location: 2 },
  { fullName: 'Kofi Mensah Boateng', diedDaysAgo: 20, location: 0 },
  { fullName: 'Ruth Anne Calloway', diedDaysAgo: 34, location: 2 },
  { fullName: 'Bjørn Åke Dahl', diedDaysAgo: 45, location: 1 },
];

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db);
  company = await createCompany(database);
  other = await createCompany(database, { name: 'Harbor Light Chapel' });
  for (const seed of published) {
    const details =
      seed.fullName === 'Linnea Maja Sjöberg'
        ? {
            bornOn: '1941-03-14',
            textHtml:
              '<p>Linnea Maja Sjöberg, 85, of Portland, passed away peacefully at home.</p>' +
              '<p>She taught piano and loved <em>every</em> dog she ever met.</p>',
            livestreamUrl: 'https://www.youtube.com/watch?v=ysz5S6PUM-U',
            events: [
              { kind: 'visitation' as const, daysFromNow: 4, localTime: '17:00', minutes: 120 },
              { kind: 'service' as const, daysFromNow: 5, localTime: '10:30', minutes: 90 },
              {
                kind: 'burial' as const,
                daysFromNow: 7,
                localTime: '14:00',
                timeZone: 'America/Boise',
                placeName: 'Morris Hill Cemetery',
                address: { line1: '317 N Latah St', city: 'Boise', region: 'ID', postalCode: '83706', country: 'US' },
              },
            ],
          }
        : { events: [{ kind: 'service' as const, daysFromNow: 2 }] };
    ids.set(seed.fullName, (await createObituary(company.scope, { ...seed, ...details })).id);
  }
  ids.set(
    'Oswald Pending Hart',
    (await createObituary(company.scope, { fullName: 'Oswald Pending Hart', published: false })).id,
  );
  await createObituary(other.scope, { fullName: 'Abigail Harbor Hale' });
});
afterAll(() => database.close());

const search = async (query: string, host = company.host) => {
  const response = await get(t.app, `/api/web/obituaries${query}`, { host });
  expect(response.status).toBe(200);
  return obituarySearchPage.parse(await response.json());
};
const names = async (query: string) => (await search(query)).items.map((item) => item.fullName);

const idOf = (fullName: string) => {
  const id = ids.get(fullName);
  if (id === undefined) throw new Error(`${fullName} was not made`);
  return id;
};
const getOwn = (path: string) => get(t.app, path, { host: company.host });

describe('GET /api/web/obituaries', () => {
  it('lists the published obituaries, newest death first, without the unpublished one', async () => {
    const list = await search('');
    expect(list).toMatchObject({ page: 1, pageSize: 20, total: 6 });
    expect(list.items.map((item) => item.fullName)).toEqual(published.map((seed) => seed.fullName));
    expect(list.items[0]).toMatchObject({ nameSlug: 'linnea-maja-sjoberg', locationName: company.locations[0]!.name });
    expect(list.items[0]).not.toHaveProperty('textHtml');
  });

  it.each([
    ['sjo', ['Linnea Maja Sjöberg']],
    ['SJÖ', ['Linnea Maja Sjöberg']],
    ['ibanez', ['Ramón Ibáñez Peña']],
    ['bjorn ake', ['Bjørn Åke Dahl']],
    ['  maja   sj ', ['Linnea Maja Sjöberg']],
    ["o'con", ["Siobhán Mary O'Connell"]],
    ['oswald', []],
    ['%', []],
    ['_', []],
  ])('finds %j by part of the name, whatever the accents and case', async (q, expected) => {
    expect(await names(`?q=${encodeURIComponent(q)}`)).toEqual(expected);
  });

  it('filters by date of death (inclusive) and by location, and counts what matches', async () => {
    const linnea = (await search('?q=linnea')).items[0];
    if (!linnea) throw new Error('Linnea missing');
    const sameDay = await search(`?diedFrom=${linnea.diedOn}&diedTo=${linnea.diedOn}`);
    expect(sameDay.items.map((item) => item.fullName)).toEqual(['Linnea Maja Sjöberg']);
    expect(sameDay.total).toBe(1);

    const atFirstLocation = await search(`?locationId=${linnea.locationId}`);
    expect(linnea.locationId).toBe(company.locations[0]!.id);
    expect(atFirstLocation.items.map((item) => item.fullName)).toEqual(['Linnea Maja Sjöberg', 'Kofi Mensah Boateng']);
    expect(atFirstLocation.total).toBe(2);
    expect((await search(`?locationId=${linnea.locationId}&q=ibanez`)).total).toBe(0);
  });

  it('pages without overlap', async () => {
    const pages = await Promise.all([1, 2, 3].map((n) => search(`?page=${n}&pageSize=2`)));
    const ids = pages.flatMap((page) => page.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(6);
    expect(pages[2]).toMatchObject({ total: 6, page: 3, pageSize: 2 });
  });

  it.each([
    ['diedFrom=yesterday', 'diedFrom'],
    ['diedTo=2026-13-01', 'diedTo'],
    ['locationId=0', 'locationId'],
    ['locationId=01', 'locationId'],
    ['page=%2B2', 'page'],
    [`q=${'a'.repeat(101)}`, 'q'],
    ['pageSize=101', 'pageSize'],
  ])('answers 422 for %s', async (query, path) => {
    const response = await getOwn(`/api/web/obituaries?${query}`);
    expect(response.status).toBe(422);
    expect(apiError.parse(await response.json()).issues?.map((issue) => issue.path)).toEqual([path]);
  });

  it("shows only the host's company", async () => {
    const theirs = await search('', other.host);
    expect(theirs.items.map((item) => item.fullName)).toEqual(['Abigail Harbor Hale']);
    expect(theirs.total).toBe(1);
  });
});

describe('GET /api/web/obituaries/{id}', () => {
  it('answers the text, a plain summary and the schedule in order, each event in its own zone', async () => {
    const response = await getOwn(`/api/web/obituaries/${idOf('Linnea Maja Sjöberg')}`);
    expect(response.status).toBe(200);
    const found = obituary.parse(await response.json());
    expect(found.textHtml).toContain('<em>every</em>');
    expect(found.summary).toMatch(/^Linnea Maja Sjöberg, 85, of Portland, passed away peacefully/);
    expect(found.summary).not.toContain('<');
    expect(found.events.map((event) => [event.kind, event.timeZone])).toEqual([
      ['visitation', 'America/Los_Angeles'],
      ['service', 'America/Los_Angeles'],
      ['burial', 'America/Boise'],
    ]);
    expect(found.events[2]).toMatchObject({ placeName: 'Morris Hill Cemetery', address: { city: 'Boise' } });
    expect(found.livestreamUrl).toMatch(/^https:\/\//);
  });

  it('answers 404 for an unpublished, unknown or other company obituary, alike', async () => {
    const unpublished = idOf('Oswald Pending Hart');
    const linnea = idOf('Linnea Maja Sjöberg');
    for (const [path, host] of [
      [`/api/web/obituaries/${unpublished}`, company.host],
      ['/api/web/obituaries/2147483647', company.host],
      [`/api/web/obituaries/${linnea}`, other.host],
    ] as const) {
      const response = await get(t.app, path, { host });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ status: 404, message: 'Not Found' });
    }
  });

  it('answers 422 for a number no row id can be, 404 for an id that is no number (decision 0056)', async () => {
    for (const id of ['0', '2147483648']) {
      expect((await getOwn(`/api/web/obituaries/${id}`)).status).toBe(422);
    }
    const linnea = idOf('Linnea Maja Sjöberg');
    expect((await getOwn(`/api/web/obituaries/${linnea}`)).status).toBe(200);
    for (const id of ['abc', `0${linnea}`, `${linnea}.0`, `%2B${linnea}`]) {
      expect((await getOwn(`/api/web/obituaries/${id}`)).status, id).toBe(404);
    }
  });
});

describe('GET /api/web/obituaries/{id}/events/{eventId}/calendar.ics', () => {
  const firstEvent = async (fullName: string) => {
    const id = idOf(fullName);
    const found = obituary.parse(await (await getOwn(`/api/web/obituaries/${id}`)).json());
    return { id, event: found.events[0]! };
  };

  it('downloads the event as an iCalendar file linking to the obituary', async () => {
    const { id, event } = await firstEvent('Linnea Maja Sjöberg');
    const response = await getOwn(`/api/web/obituaries/${id}/events/${event.id}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="visitation-linnea-maja-sjoberg.ics"',
    );
    const file = (await response.text()).replace(/\r\n /g, '');
    expect(file).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(file).toContain('SUMMARY:Visitation for Linnea Maja Sjöberg\r\n');
    expect(file).toContain(`URL:${company.siteUrl}/obituaries/${id}/linnea-maja-sjoberg\r\n`);
    expect(file).toContain(`DTSTART:${event.startsAt.replace(/[-:]/g, '').replace('.000', '')}\r\n`);
  });

  it("answers 404 for another obituary's event, like an event that does not exist", async () => {
    const { event } = await firstEvent('Linnea Maja Sjöberg');
    const ramon = idOf('Ramón Ibáñez Peña');
    for (const path of [
      `/api/web/obituaries/${ramon}/events/${event.id}/calendar.ics`,
      `/api/web/obituaries/${ramon}/events/2147483647/calendar.ics`,
    ]) {
      const response = await getOwn(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ status: 404, message: 'Not Found' });
    }
  });
});
