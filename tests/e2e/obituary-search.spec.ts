import type { APIRequestContext } from '@playwright/test';
import { firstChapel, secondChapel } from '#tests/server/test-catalogue/chapels.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { daysAgo, publishedObituary, unpublishObituary } from './factories/obituaries.ts';
import type { StaffAccount } from './factories/staff-api.ts';

/** Five published obituaries, newest death first, published by the test's own director. */
const published = [
  { fullName: 'Elin Sofia Björnberg', bornOn: '1941-03-14', diedOn: daysAgo(3), location: firstChapel.name },
  { fullName: 'Mateo Ibáñez Ruiz', diedOn: daysAgo(9), location: secondChapel.name },
  { fullName: "Declan Patrick O'Shea", diedOn: daysAgo(15), location: firstChapel.name },
  { fullName: 'Chinedu Emeka Adeyemi', diedOn: daysAgo(21), location: firstChapel.name },
  { fullName: 'Åsa Lindgren Holm', diedOn: daysAgo(27), location: secondChapel.name },
];
const ALL_PUBLISHED = '5 obituaries';

/** The company's obituaries: the five, and a newer one published once and taken down since. */
async function publishTheFive(request: APIRequestContext, director: StaffAccount) {
  for (const order of published) await publishedObituary(request, director, order);
  const withdrawn = await publishedObituary(request, director, { fullName: 'Wren Withdrawn', diedOn: daysAgo(1) });
  await unpublishObituary(request, director, withdrawn.id);
}

test.beforeEach(async ({ request, company }) => publishTheFive(request, company.director));

test.describe('obituary search (spec §2 /obituaries)', () => {
  test('finds a loved one by part of the name, without accents, and opens the obituary', async ({ page }) => {
    await page.goto('/obituaries');
    await expect(page.getByRole('heading', { level: 1, name: 'Obituaries' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(ALL_PUBLISHED);

    const search = page.getByRole('search', { name: 'Search obituaries' });
    await search.getByLabel('Name').fill('bjo');
    await search.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(/\/obituaries\?q=bjo$/);
    await expect(page.getByRole('status')).toHaveText('1 obituary');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await results.getByRole('link', { name: 'Elin Sofia Björnberg' }).click();

    await expect(page).toHaveURL(/\/obituaries\/\d+\/elin-sofia-bjornberg$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Elin Sofia Björnberg' })).toBeVisible();
  });

  test('narrows by location, and the address keeps the search through a reload and the back button', async ({
    page,
  }) => {
    await page.goto('/obituaries');
    const search = page.getByRole('search', { name: 'Search obituaries' });
    await search.getByLabel('Location').selectOption({ label: secondChapel.name });
    await search.getByRole('button', { name: 'Search' }).click();

    const results = page.getByRole('list', { name: 'Search results' });
    await expect(page.getByRole('status')).toHaveText('2 obituaries');
    // Newest death first.
    await expect(results.getByRole('heading', { level: 2 })).toHaveText(['Mateo Ibáñez Ruiz', 'Åsa Lindgren Holm']);
    await expect(results).toContainText(secondChapel.name);
    const sharedSearch = page.url();
    expect(new URL(sharedSearch).searchParams.get('locationId')).toMatch(/^\d+$/);

    // A shared link (here: the same address, loaded afresh) shows the same search.
    await page.reload();
    await expect(page.getByRole('status')).toHaveText('2 obituaries');
    await expect(search.getByLabel('Location')).toHaveValue(new URL(sharedSearch).searchParams.get('locationId')!);

    // A second search is a new history entry; back returns to the first, form and all.
    await search.getByLabel('Location').selectOption({ label: 'All locations' });
    await search.getByLabel('Name').fill('adeyemi');
    await search.getByLabel('Name').press('Enter');
    await expect(page.getByRole('status')).toHaveText('1 obituary');
    // The form stays as it was, focus included: the visitor can refine the name at once.
    await expect(search.getByLabel('Name')).toBeFocused();
    await expect(results.getByRole('link', { name: 'Chinedu Emeka Adeyemi' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(sharedSearch);
    await expect(page.getByRole('status')).toHaveText('2 obituaries');
    await expect(search.getByLabel('Name')).toHaveValue('');
    await expect(search.getByLabel('Location')).toHaveValue(new URL(sharedSearch).searchParams.get('locationId')!);
  });

  test('searches by date of death, and a mangled address still shows a search', async ({ page }) => {
    // diedTo is no date and page is no page: both dropped, the name kept.
    await page.goto('/obituaries?q=%22o%22&diedTo=yesterday&page=-1');
    await expect(page.getByRole('search').getByLabel('Name')).toHaveValue('o');
    await expect(page.getByRole('heading', { level: 1, name: 'Obituaries' })).toBeVisible();

    const today = new Date().toISOString().slice(0, 10);
    await page.goto(`/obituaries?diedFrom=${today}`);
    await expect(page.getByRole('status')).toHaveText('No obituaries match your search');
  });

  test('says when nothing matches and clears the search; both states pass axe', async ({ page }) => {
    await page.goto('/obituaries');
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem')).toHaveCount(5);
    await expectAccessible(page);

    const search = page.getByRole('search', { name: 'Search obituaries' });
    await search.getByLabel('Name').fill('Nobody Ever');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status')).toHaveText('No obituaries match your search');
    await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/obituaries$/);
    await expect(page.getByRole('status')).toHaveText(ALL_PUBLISHED);
    await expect(search.getByLabel('Name')).toHaveValue('');
  });
});

test('the home page shows the recent obituaries, each a link to its obituary, and leads to the search', async ({
  page,
}) => {
  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Recent obituaries' });
  // The module's limit is 4; newest death first, the withdrawn obituary never among them.
  await expect(recent.getByRole('heading', { level: 3 })).toHaveText([
    'Elin Sofia Björnberg',
    'Mateo Ibáñez Ruiz',
    "Declan Patrick O'Shea",
    'Chinedu Emeka Adeyemi',
  ]);
  await recent.getByRole('link', { name: 'Mateo Ibáñez Ruiz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mateo Ibáñez Ruiz' })).toBeVisible();

  await page.goBack();
  await page
    .getByRole('region', { name: 'Recent obituaries' })
    .getByRole('link', { name: 'See all obituaries' })
    .click();
  await expect(page).toHaveURL(/\/obituaries$/);
  await expect(page.getByRole('status')).toHaveText(ALL_PUBLISHED);
});
