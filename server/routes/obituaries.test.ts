import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { obituary, obituarySearchPage } from '#contract/obituaries.ts';
import { obituaries } from '#server/db/schema.ts';
import { createTestApp, get, type TestApp } from '#server/testing/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db);
});
afterAll(() => database.close());

const search = async (query: string, host?: string) => {
  const response = await get(t.app, `/api/web/obituaries${query}`, host ? { host } : {});
  expect(response.status).toBe(200);
  return obituarySearchPage.parse(await response.json());
};
const names = async (query: string) => (await search(query)).items.map((item) => item.fullName);

const idOf = async (fullName: string) => {
  const [row] = await database.db
    .select({ id: obituaries.id })
    .from(obituaries)
    .where(eq(obituaries.fullName, fullName));
  if (!row) throw new Error(`${fullName} is not seeded`);
  return row.id;
};

describe('GET /api/web/obituaries', () => {
  it('lists the published obituaries, newest death first, without the unpublished one', async () => {
    const list = await search('');
    expect(list).toMatchObject({ page: 1, pageSize: 20, total: 6 });
    expect(list.items.map((item) => item.fullName)).toEqual([
      'Ingrid Marie Björk',
      'José Antonio Núñez García',
      "Margaret Ellen O'Brien",
      'Thomas Chukwuemeka Okafor',
      'Eleanor Ruth Whitfield',
      'Søren Åge Lindqvist',
    ]);
    expect(list.items[0]).toMatchObject({ nameSlug: 'ingrid-marie-bjork', locationName: 'Maple Grove Chapel' });
    expect(list.items[0]).not.toHaveProperty('textHtml');
  });

  it.each([
    ['bjo', ['Ingrid Marie Björk']],
    ['BJÖ', ['Ingrid Marie Björk']],
    ['nunez', ['José Antonio Núñez García']],
    ['soren age', ['Søren Åge Lindqvist']],
    ['  marie   bj ', ['Ingrid Marie Björk']],
    ["o'bri", ["Margaret Ellen O'Brien"]],
    ['walter', []],
    ['%', []],
    ['_', []],
  ])('finds %j by part of the name, whatever the accents and case', async (q, expected) => {
    expect(await names(`?q=${encodeURIComponent(q)}`)).toEqual(expected);
  });

  it('filters by date of death (inclusive) and by location, and counts what matches', async () => {
    const ingrid = (await search('?q=ingrid')).items[0];
    if (!ingrid) throw new Error('Ingrid missing');
    const sameDay = await search(`?diedFrom=${ingrid.diedOn}&diedTo=${ingrid.diedOn}`);
    expect(sameDay.items.map((item) => item.fullName)).toEqual(['Ingrid Marie Björk']);
    expect(sameDay.total).toBe(1);

    const atMapleGrove = await search(`?locationId=${ingrid.locationId}`);
    expect(atMapleGrove.items.map((item) => item.fullName)).toEqual([
      'Ingrid Marie Björk',
      'Thomas Chukwuemeka Okafor',
    ]);
    expect(atMapleGrove.total).toBe(2);
    expect((await search(`?locationId=${ingrid.locationId}&q=nunez`)).total).toBe(0);
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
    const response = await get(t.app, `/api/web/obituaries?${query}`);
    expect(response.status).toBe(422);
    expect(apiError.parse(await response.json()).issues?.map((issue) => issue.path)).toEqual([path]);
  });

  it("shows only the host's company", async () => {
    const other = await search('', 'other.test');
    expect(other.items.map((item) => item.fullName)).toEqual(['Abigail Penobscot Hale']);
    expect(other.total).toBe(1);
  });
});

describe('GET /api/web/obituaries/{id}', () => {
  it('answers the text, a plain summary and the schedule in order, each event in its own zone', async () => {
    const response = await get(t.app, `/api/web/obituaries/${await idOf('Ingrid Marie Björk')}`);
    expect(response.status).toBe(200);
    const found = obituary.parse(await response.json());
    expect(found.textHtml).toContain('<em>every</em>');
    expect(found.summary).toMatch(/^Ingrid Marie Björk, 85, of Portland, passed away peacefully/);
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
    const unpublished = await idOf('Walter James Brooks');
    const published = await idOf('Ingrid Marie Björk');
    for (const [path, host] of [
      [`/api/web/obituaries/${unpublished}`, undefined],
      ['/api/web/obituaries/2147483647', undefined],
      [`/api/web/obituaries/${published}`, 'other.test'],
    ] as const) {
      const response = await get(t.app, path, host ? { host } : {});
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ status: 404, message: 'Not Found' });
    }
  });

  it('answers 422 for a number no row id can be, 404 for an id that is no number (decision 0056)', async () => {
    for (const id of ['0', '2147483648']) {
      expect((await get(t.app, `/api/web/obituaries/${id}`)).status).toBe(422);
    }
    const published = await idOf('Ingrid Marie Björk');
    for (const id of ['abc', `0${published}`, `${published}.0`, `%2B${published}`]) {
      expect((await get(t.app, `/api/web/obituaries/${id}`)).status, id).toBe(404);
    }
  });
});

describe('GET /api/web/obituaries/{id}/events/{eventId}/calendar.ics', () => {
  const firstEvent = async (fullName: string) => {
    const id = await idOf(fullName);
    const found = obituary.parse(await (await get(t.app, `/api/web/obituaries/${id}`)).json());
    return { id, event: found.events[0]! };
  };

  it('downloads the event as an iCalendar file linking to the obituary', async () => {
    const { id, event } = await firstEvent('Ingrid Marie Björk');
    const response = await get(t.app, `/api/web/obituaries/${id}/events/${event.id}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="visitation-ingrid-marie-bjork.ics"',
    );
    const file = (await response.text()).replace(/\r\n /g, '');
    expect(file).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(file).toContain('SUMMARY:Visitation for Ingrid Marie Björk\r\n');
    expect(file).toContain(`URL:http://localhost:3000/obituaries/${id}/ingrid-marie-bjork\r\n`);
    expect(file).toContain(`DTSTART:${event.startsAt.replace(/[-:]/g, '').replace('.000', '')}\r\n`);
  });

  it("answers 404 for another obituary's event, like an event that does not exist", async () => {
    const { event } = await firstEvent('Ingrid Marie Björk');
    const jose = await idOf('José Antonio Núñez García');
    for (const path of [
      `/api/web/obituaries/${jose}/events/${event.id}/calendar.ics`,
      `/api/web/obituaries/${jose}/events/2147483647/calendar.ics`,
    ]) {
      const response = await get(t.app, path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ status: 404, message: 'Not Found' });
    }
  });
});
