import { afterAll, beforeAll, expect, it } from 'vitest';
import { staffCalendar } from '#contract/staff-calendar.ts';
import { dayIn } from '#contract/time-text.ts';
import { EVERGREEN_DIRECTOR_EMAIL, EVERGREEN_DIRECTOR_PASSWORD } from '#server/seed/evergreen/staff.ts';
import { shiftDate } from '#contract/calendar-dates.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * The demo's calendar as `npm start` leaves it (decision 0125): the director opens the console on
 * today's two events, and two days on, José Núñez García's reception and Grace Okafor's service share
 * Riverside's main chapel: the double booking the demo shows. The seed dates events on the funeral
 * home's own days, so this holds whatever the hour of the UTC day.
 */

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { media: database.media });
});
afterAll(() => database.close());

it("shows the demo director today's services and the demo's double booking in two days", async () => {
  const token = await signIn(t.app, 'localhost', {
    email: EVERGREEN_DIRECTOR_EMAIL,
    password: EVERGREEN_DIRECTOR_PASSWORD,
  });
  const day = async (date: string) =>
    staffCalendar.parse(
      await (
        await request(t.app, 'GET', `/api/staff/calendar?view=day&date=${date}`, { host: 'localhost', token })
      ).json(),
    );
  const today = dayIn(new Date(), 'America/Los_Angeles');
  const now = await day(today);
  expect(now.today).toBe(today);
  expect(now.entries.map((entry) => `${entry.name}: ${entry.case.decedentName}`)).toEqual([
    "Scattering of ashes: Margaret Ellen O'Brien",
    'Visitation: José Antonio Núñez García',
  ]);
  expect(now.entries[1]).toMatchObject({ chapel: { name: 'Main chapel' }, director: { name: 'Samuel Ortiz' } });

  const later = await day(shiftDate(today, 2));
  const booked = later.entries.filter((entry) => entry.conflicts.length > 0);
  expect(booked.map((entry) => `${entry.name}: ${entry.case.decedentName}`)).toEqual([
    'Reception: José Antonio Núñez García',
    'Funeral service: Grace Adaeze Okafor',
  ]);
  expect(booked[0]!.conflicts.map((conflict) => conflict.over)).toEqual(['chapel', 'director']);
});
