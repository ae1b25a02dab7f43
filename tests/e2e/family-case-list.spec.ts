import type { APIRequestContext, Page } from '@playwright/test';
import { eventTimeText } from '#contract/time-text.ts';
import { firstChapel, secondChapel } from '#tests/server/test-catalogue/chapels.ts';
import { burialPackage } from '#tests/server/test-catalogue/price-list.ts';
import { arrangePackage } from './factories/arrangements.ts';
import { chapels } from './factories/chapels.ts';
import { familyCase, furtherCase } from './factories/family-cases.ts';
import { daysAgo, writeObituary } from './factories/obituaries.ts';
import type { StaffAccount } from './factories/staff-api.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { casesOf, signIn } from './family-case-steps.ts';
import { tabTo } from './planning-steps.ts';

/*
 * The list of cases (/family-portal) for a person who belongs to more than one: the test's
 * own family member, who pre-planned her mother's funeral and is now arranging her father's (two
 * cases made by hand in the console; she accepted the second invitation signed in). With one case the
 * list opens it (family-case.spec.ts); with two it stays, and tells them apart.
 */

const father = 'Victor Alan Pruitt';
const mother = 'Dorothy Pruitt';

/** The chapel's place in the company's list, as the site lists its chapels. */
async function chapelIndex(request: APIRequestContext, name: string) {
  const locations = await chapels(request);
  const index = locations.findIndex((location) => location.name === name);
  expect(index, `a chapel named ${name}`).toBeGreaterThanOrEqual(0);
  return index;
}

/**
 * The mother's pre-plan first (a package chosen at the second chapel), then the father's case at the
 * first, whose service the director schedules in the obituary written for it.
 */
async function twoCases(request: APIRequestContext, director: StaffAccount) {
  const preplan = await familyCase(request, director, {
    decedentName: mother,
    contactName: 'Nora Pruitt',
    status: 'PRE_PLAN',
    locationIndex: await chapelIndex(request, secondChapel.name),
  });
  await arrangePackage(request, preplan, burialPackage.name);
  const atNeed = await furtherCase(request, director, preplan, {
    decedentName: father,
    locationIndex: await chapelIndex(request, firstChapel.name),
  });
  await writeObituary(request, director, {
    caseId: atNeed.caseId,
    fullName: father,
    diedOn: daysAgo(3),
    events: [
      {
        kind: 'service',
        startsAt: `${daysAgo(-4)}T10:30`,
        endsAt: null,
        timeZone: 'America/Los_Angeles',
        flowersUntil: null,
        location: firstChapel.name,
      },
    ],
  });
  return preplan;
}

async function openList(page: Page, request: APIRequestContext, director: StaffAccount) {
  const token = await signIn(page, request, await twoCases(request, director));
  const cases = await casesOf(request, token);
  expect(cases.items.map((item) => item.decedentName)).toEqual([father, mother]);
  await page.goto('/family-portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cases' })).toBeVisible();
  const pathOf = (name: string) => {
    const found = cases.items.find((item) => item.decedentName === name)!;
    return { ...found, path: `/family-portal/${found.id}/${found.nameSlug}` };
  };
  return { fathers: pathOf(father), mothers: pathOf(mother) };
}

test.describe('the list of cases', () => {
  test('shows both cases, newest first, each with its kind, place, service and where it stands', async ({
    page,
    request,
    company,
  }) => {
    const { fathers, mothers } = await openList(page, request, company.director);
    await expect(page).toHaveURL(/\/family-portal$/);
    const items = page.getByRole('list', { name: 'Your cases' }).getByRole('listitem');
    await expect(items).toHaveCount(2);

    const first = items.nth(0);
    await expect(first.getByRole('link', { name: father })).toHaveAttribute('href', fathers.path);
    await expect(first.getByText('At need', { exact: true })).toBeVisible();
    await expect(first.getByText(firstChapel.name, { exact: true })).toBeVisible();
    await expect(first.getByText(eventTimeText(fathers.serviceAt!, fathers.serviceTimeZone!))).toBeVisible();
    await expect(first.getByText('No package chosen yet', { exact: true })).toBeVisible();

    const second = items.nth(1);
    await expect(second.getByRole('link', { name: mother })).toHaveAttribute('href', mothers.path);
    await expect(second.getByText('Pre-plan', { exact: true })).toBeVisible();
    await expect(second.getByText(secondChapel.name, { exact: true })).toBeVisible();
    await expect(second.getByText('Package chosen, not signed yet', { exact: true })).toBeVisible();
    // A pre-plan is for someone living: no service to show.
    await expect(second.getByText('Service', { exact: true })).toHaveCount(0);
    await expectAccessible(page);

    await second.getByRole('link', { name: mother }).click();
    await expect(page).toHaveURL(mothers.path);
    await expect(page.getByRole('heading', { level: 1, name: mother })).toBeVisible();
    const about = page.getByRole('region', { name: 'About the arrangements' });
    await expect(about.getByText('Pre-plan', { exact: true })).toBeVisible();
    await expect(about.getByText('Service', { exact: true })).toHaveCount(0);
  });

  test('keyboard only: Tab reaches each case and Enter opens it', async ({ page, request, company }) => {
    const { fathers } = await openList(page, request, company.director);
    const list = page.getByRole('list', { name: 'Your cases' });
    await tabTo(page, list.getByRole('link', { name: father }));
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link', { name: mother })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(fathers.path);
    await expect(page.getByRole('heading', { level: 1, name: father })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Where you stand' }).getByRole('link', { name: 'Choose a package' }),
    ).toHaveAttribute('href', `${fathers.path}/arrangements`);
  });
});
