import { expect, expectAccessible, test } from './fixtures.ts';

/** The demo company's six published obituaries (server/seed/evergreen/obituaries.ts). */
const ALL_PUBLISHED = '6 obituaries';

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
    await results.getByRole('link', { name: 'Ingrid Marie Björk' }).click();

    await expect(page).toHaveURL(/\/obituaries\/\d+\/ingrid-marie-bjork$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ingrid Marie Björk' })).toBeVisible();
  });

  test('narrows by location, and the address keeps the search through a reload and the back button', async ({
    page,
  }) => {
    await page.goto('/obituaries');
    const search = page.getByRole('search', { name: 'Search obituaries' });
    await search.getByLabel('Location').selectOption({ label: 'Riverside Chapel' });
    await search.getByRole('button', { name: 'Search' }).click();

    const results = page.getByRole('list', { name: 'Search results' });
    await expect(page.getByRole('status')).toHaveText('2 obituaries');
    // Newest death first.
    await expect(results.getByRole('heading', { level: 2 })).toHaveText([
      'José Antonio Núñez García',
      'Søren Åge Lindqvist',
    ]);
    await expect(results).toContainText('Riverside Chapel');
    const sharedSearch = page.url();
    expect(new URL(sharedSearch).searchParams.get('locationId')).toMatch(/^\d+$/);

    // A shared link (here: the same address, loaded afresh) shows the same search.
    await page.reload();
    await expect(page.getByRole('status')).toHaveText('2 obituaries');
    await expect(search.getByLabel('Location')).toHaveValue(new URL(sharedSearch).searchParams.get('locationId')!);

    // A second search is a new history entry; back returns to the first, form and all.
    await search.getByLabel('Location').selectOption({ label: 'All locations' });
    await search.getByLabel('Name').fill('okafor');
    await search.getByLabel('Name').press('Enter');
    await expect(page.getByRole('status')).toHaveText('1 obituary');
    // The form stays as it was, focus included: the visitor can refine the name at once.
    await expect(search.getByLabel('Name')).toBeFocused();
    await expect(results.getByRole('link', { name: 'Thomas Chukwuemeka Okafor' })).toBeVisible();

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
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem')).toHaveCount(6);
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
  // The module's limit is 4; newest death first, the unpublished draft never among them.
  await expect(recent.getByRole('heading', { level: 3 })).toHaveText([
    'Ingrid Marie Björk',
    'José Antonio Núñez García',
    "Margaret Ellen O'Brien",
    'Thomas Chukwuemeka Okafor',
  ]);
  await recent.getByRole('link', { name: 'José Antonio Núñez García' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'José Antonio Núñez García' })).toBeVisible();

  await page.goBack();
  await page
    .getByRole('region', { name: 'Recent obituaries' })
    .getByRole('link', { name: 'See all obituaries' })
    .click();
  await expect(page).toHaveURL(/\/obituaries$/);
  await expect(page.getByRole('status')).toHaveText(ALL_PUBLISHED);
});
