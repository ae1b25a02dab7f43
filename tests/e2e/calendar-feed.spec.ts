import { firstChapel } from '#tests/server/test-catalogue/chapels.ts';
import { readFeed } from '#tests/server/ical-feed.ts';
import { serverOrigin } from '../fixtures/company.ts';
import { daysAgo, daysAhead, writeObituary } from './factories/obituaries.ts';
import { expect, expectAccessibleOnPhone, test } from './fixtures.ts';

/*
 * Issue 43, decision 0128: a director makes a private calendar feed in the console; its address,
 * fetched as a calendar app fetches it (no session, no cookies), is an iCalendar document that ical.js
 * reads as the company's events at their instants; the same address with one character changed
 * answers 404.
 */

test('a director’s calendar feed holds the events without a session, and a changed address answers 404', async ({
  page,
  playwright,
  request,
  company,
  family,
}) => {
  // The family's case (Harold James Penhallow's) and its schedule, written as a director writes it: a
  // funeral service and the burial after it.
  const obituary = await writeObituary(request, company.director, {
    caseId: family.caseId,
    fullName: 'Harold James Penhallow',
    diedOn: daysAgo(2),
    events: [
      {
        kind: 'service',
        startsAt: daysAhead(3, '10:30'),
        endsAt: daysAhead(3, '12:00'),
        timeZone: 'America/Los_Angeles',
        flowersUntil: null,
        location: firstChapel.name,
      },
      {
        kind: 'burial',
        startsAt: daysAhead(3, '13:00'),
        endsAt: null,
        timeZone: 'America/Los_Angeles',
        flowersUntil: null,
        location: firstChapel.name,
      },
    ],
  });

  await page.goto('/staff/calendar');
  await page.getByLabel('Email').fill(company.director.email);
  await page.getByLabel(/^Password/).fill(company.director.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const section = page.getByRole('region', { name: 'Calendar feed' });
  await expect(section).toContainText('You have no calendar feed.');
  await section.getByRole('radio', { name: 'Every event of the funeral home' }).check();
  await section.getByRole('button', { name: 'Make my feed address' }).click();
  const address = section.getByRole('textbox', { name: /Your feed’s address/ });
  await expect(address).toHaveValue(/\/api\/calendar-feeds\/[\w-]{43}\/calendar\.ics$/);
  await expect(address).toBeFocused();
  await expect(section.getByRole('button', { name: 'Make a new address' })).toBeVisible();
  await expectAccessibleOnPhone(page);

  // A calendar app: a request context of its own, no cookies, no session, on the company's host.
  const path = new URL(await address.inputValue()).pathname;
  const calendarApp = await playwright.request.newContext({
    baseURL: serverOrigin(),
    extraHTTPHeaders: { 'X-Host': company.host },
  });
  try {
    const response = await calendarApp.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const feed = readFeed(await response.text());
    expect(feed.zones).toEqual([feed.timeZone]);
    const instants = obituary.content.events.map((event) => ({
      summary: `${event.kind === 'service' ? 'Funeral service' : 'Burial'} — Harold James Penhallow`,
      startsAt: Date.parse(event.startsAtInstant),
    }));
    expect(feed.events.map(({ summary, startsAt }) => ({ summary, startsAt }))).toEqual(instants);

    const token = /calendar-feeds\/([^/]+)\//.exec(path)![1]!;
    const changed = path.replace(token, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    const refused = await calendarApp.get(changed);
    expect(refused.status()).toBe(404);
    expect(await refused.json()).toEqual({ status: 404, message: 'Not Found' });
  } finally {
    await calendarApp.dispose();
  }
});
