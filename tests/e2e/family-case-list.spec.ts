import type { Page } from '@playwright/test';
import { eventTimeText } from '#contract/shop-text.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { casesOf, lucia, signIn } from './family-case-steps.ts';
import { tabTo } from './planning-steps.ts';

// Still reads the demo's people (server/seed/evergreen); see docs/testing.md, "Tests own their data".
test.use({ companyData: 'demo' });

/*
 * Issue 12, the list of cases (/family-portal) for a person who belongs to more than one: the demo's
 * Lucia Moreno, arranging her father's funeral and her mother's pre-plan. With one case the list opens
 * it (family-case.spec.ts); with two it stays, and tells them apart.
 */

const father = 'Arturo Luis Moreno';
const mother = 'Teresa Moreno';

async function openList(page: Page, request: Parameters<typeof signIn>[1]) {
  const token = await signIn(page, request, lucia);
  const cases = await casesOf(request, token);
  expect(cases.items.map((item) => item.decedentName)).toEqual([father, mother]);
  await page.goto('/family-portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cases' })).toBeVisible();
  const pathOf = (name: string) => {
    const found = cases.items.find((item) => item.decedentName === name)!;
    return { ...found, path: `/family-portal/${found.id}/${found.nameSlug}` };
  };
  return { arturo: pathOf(father), teresa: pathOf(mother) };
}

test.describe('the list of cases', () => {
  test('shows both cases, newest first, each with its kind, place, service and where it stands', async ({
    page,
    request,
  }) => {
    const { arturo, teresa } = await openList(page, request);
    await expect(page).toHaveURL(/\/family-portal$/);
    const items = page.getByRole('list', { name: 'Your cases' }).getByRole('listitem');
    await expect(items).toHaveCount(2);

    const first = items.nth(0);
    await expect(first.getByRole('link', { name: father })).toHaveAttribute('href', arturo.path);
    await expect(first.getByText('At need', { exact: true })).toBeVisible();
    await expect(first.getByText('Maple Grove Chapel', { exact: true })).toBeVisible();
    await expect(first.getByText(eventTimeText(arturo.serviceAt!, arturo.serviceTimeZone!))).toBeVisible();
    await expect(first.getByText('No package chosen yet', { exact: true })).toBeVisible();

    const second = items.nth(1);
    await expect(second.getByRole('link', { name: mother })).toHaveAttribute('href', teresa.path);
    await expect(second.getByText('Pre-plan', { exact: true })).toBeVisible();
    await expect(second.getByText('Riverside Chapel', { exact: true })).toBeVisible();
    await expect(second.getByText('Package chosen, not signed yet', { exact: true })).toBeVisible();
    // A pre-plan is for someone living: no service to show.
    await expect(second.getByText('Service', { exact: true })).toHaveCount(0);
    await expectAccessible(page);

    await second.getByRole('link', { name: mother }).click();
    await expect(page).toHaveURL(teresa.path);
    await expect(page.getByRole('heading', { level: 1, name: mother })).toBeVisible();
    const about = page.getByRole('region', { name: 'About the arrangements' });
    await expect(about.getByText('Pre-plan', { exact: true })).toBeVisible();
    await expect(about.getByText('Service', { exact: true })).toHaveCount(0);
  });

  test('keyboard only: Tab reaches each case and Enter opens it', async ({ page, request }) => {
    const { arturo } = await openList(page, request);
    const list = page.getByRole('list', { name: 'Your cases' });
    await tabTo(page, list.getByRole('link', { name: father }));
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link', { name: mother })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(arturo.path);
    await expect(page.getByRole('heading', { level: 1, name: father })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Where you stand' }).getByRole('link', { name: 'Choose a package' }),
    ).toHaveAttribute('href', `${arturo.path}/arrangements`);
  });
});
