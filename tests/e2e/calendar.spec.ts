import type { DirectorChoices } from '#contract/staff-cases.ts';
import type { ServiceResource } from '#contract/staff-calendar.ts';
import { dayIn } from '#contract/time-text.ts';
import { firstChapel } from '#tests/server/test-catalogue/chapels.ts';
import { chapels } from './factories/chapels.ts';
import { daysAgo, writeObituary } from './factories/obituaries.ts';
import { staffApi } from './factories/staff-api.ts';
import { expect, expectAccessibleOnPhone, test } from './fixtures.ts';

/*
 * Issue 43, decision 0125: a director's day. Today's services are on the calendar, on the funeral home's
 * clock, each linked to its case; an event saved in the obituary editor over another in the same chapel
 * is saved, with the double booking said under it.
 */

const ZONE = 'America/Los_Angeles';

test('a director sees today’s service on the calendar, opens its case, is warned of a double booking on save, and keeps an event private', async ({
  page,
  request,
  company,
  family,
}) => {
  // The funeral home's today, whatever the hour of the UTC day the test runs at.
  const today = dayIn(new Date(), ZONE);
  const owner = await staffApi(request, company.owner);
  const locationId = (await chapels(request))[0]!.id;
  const chapel = await owner.post<ServiceResource>('/api/staff/chapels-and-hearses', {
    kind: 'chapel',
    name: 'Main chapel',
    locationId,
    retired: false,
  });
  await writeObituary(request, company.director, {
    caseId: family.caseId,
    fullName: 'Harold James Penhallow',
    diedOn: daysAgo(2),
    events: [
      {
        kind: 'service',
        startsAt: `${today}T11:00`,
        endsAt: `${today}T12:00`,
        timeZone: ZONE,
        flowersUntil: null,
        location: firstChapel.name,
        chapelId: chapel.id,
      },
    ],
  });
  // The family's case is the director's (the console's "Director" choice).
  const director = await staffApi(request, company.director);
  const { directors } = await director.get<DirectorChoices>('/api/staff/directors');
  const me = directors.find((choice) => choice.name === company.director.name)!;
  await director.put(`/api/staff/cases/${family.caseId}/director`, { userId: me.id });
  const other = await writeObituary(request, company.director, { fullName: 'Ruth Calloway', diedOn: daysAgo(1) });

  await page.goto('/staff/calendar?view=day');
  await page.getByLabel('Email').fill(company.director.email);
  await page.getByLabel(/^Password/).fill(company.director.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /\(today\)$/ })).toBeVisible();
  const entry = page
    .getByRole('list', { name: /^Events on / })
    .getByRole('listitem')
    .filter({ hasText: 'Funeral service: Harold James Penhallow' });
  await expect(entry).toContainText('11:00');
  await expect(entry).toContainText('Main chapel');
  await expect(entry).toContainText(`Director: ${company.director.name}`);
  await expectAccessibleOnPhone(page);
  await entry.getByRole('link', { name: 'Harold James Penhallow' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harold James Penhallow' })).toBeVisible();

  // Another family's visitation, put in the same chapel half an hour into the service.
  await page.goto(`/staff/obituaries/${other.id}`);
  const form = page.getByRole('form', { name: 'Obituary' });
  await form.getByRole('button', { name: 'Add an event' }).click();
  const visitation = form.getByRole('group', { name: 'Event 1: Funeral service' });
  await visitation.getByLabel('Kind').selectOption('visitation');
  const event = form.getByRole('group', { name: 'Event 1: Visitation' });
  await event.getByLabel('Time zone').selectOption(ZONE);
  await event.getByLabel('Starts').fill(`${today}T11:30`);
  await event.getByLabel(/^Ends/).fill(`${today}T12:30`);
  await event.getByLabel(/^Chapel/).selectOption({ label: 'Main chapel' });
  // Kept off the public page: on the funeral home's calendar only, and marked so there.
  await event.getByRole('checkbox', { name: /^Private/ }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await expect(event).toContainText('Double booking');
  await expect(event).toContainText('Main chapel is also booked for Funeral service for Harold James Penhallow');
  await expect(event.getByRole('checkbox', { name: /^Private/ })).toBeChecked();
  await expectAccessibleOnPhone(page);
  await page.goto('/staff/calendar?view=day');
  // Ruth Calloway's obituary was written with no case name: the calendar names its case by reference.
  await expect(
    page
      .getByRole('list', { name: /^Events on / })
      .getByRole('listitem')
      .filter({ hasText: 'Visitation (private): Case' }),
  ).toBeVisible();
});
