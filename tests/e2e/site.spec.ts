import { expect, expectAccessible, phone, test } from './fixtures.ts';

test.describe('public site', () => {
  test('home renders the header navigation from the render context', async ({ page }) => {
    await page.goto('/');
    // The server rendered the page and the browser hydrated it (decision 0091); a hydration error
    // would have failed the test already (the consoleErrors fixture).
    await expect(page.locator('#root[data-hydrated]')).toBeAttached();
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'About', 'Services', 'Blog', 'Contact', 'Obituaries']) {
      await expect(main.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    // Spec §2: 'Plan Now' is in the navigation but hidden in the header.
    await expect(main.getByRole('link', { name: 'Plan Now' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Plan Now' })).toHaveAttribute(
      'href',
      '/plan-now',
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Honoring every life with dignity and care' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Evergreen Funeral Homes');
    // Spec §2: the tab icon is the configured logo.
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/media/evergreen-logo.svg');
    await expectAccessible(page);
  });

  test('a child page opens from its parent menu with the keyboard', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    const toggle = main.getByRole('button', { name: 'Services pages' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await main.getByRole('link', { name: 'Cremation' }).click();
    await expect(page).toHaveURL('/services/cremation');
    await expect(page.getByRole('heading', { level: 1, name: 'Cremation Services' })).toBeVisible();
  });

  test('a CMS page is found by its path', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About Us | Evergreen Funeral Homes');
    await expect(page.getByRole('main')).toBeVisible();
    await expectAccessible(page);
  });

  test('a page without modules redirects to its first child', async ({ page }) => {
    await page.goto('/services/planning-ahead');
    await expect(page).toHaveURL('/services/planning-ahead/why-plan-ahead');
    await expect(page).toHaveTitle('Why Plan Ahead | Evergreen Funeral Homes');
  });

  // An HTTP redirect now (decision 0091): server-render.spec.ts checks every redirect's status and
  // Location, the one to another site too (a browser cannot be shown it arrive: no internet here, and
  // page.route never sees a redirect's second request).
  test('an internal server redirect lands on its target', async ({ page }) => {
    await page.goto('/old-about');
    await expect(page).toHaveURL('/about');
    await expect(page).toHaveTitle('About Us | Evergreen Funeral Homes');
  });

  for (const [path, title] of [
    ['/terms-of-use', 'Terms of Use'],
    ['/accessibility', 'Accessibility'],
    ['/privacy-policy', 'Privacy Policy'],
  ] as const) {
    test(`the static page ${path} renders`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Evergreen Funeral Homes`);
      await expectAccessible(page);
    });
  }

  // Issue 42: the way into the family portal, from every public page (every-page-on-a-phone.spec.ts checks each).
  test("the footer's Family portal link is reached with the keyboard and opens the portal's sign-in", async ({
    page,
  }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const portal = footer.getByRole('link', { name: 'Family portal' });
    await expect(portal).toHaveAttribute('href', '/family-portal/login');
    // On a wide screen the header's menu leaves it to the footer.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Family portal' }),
    ).toHaveCount(0);
    // In the tab order, right before the footer's next link.
    await footer.getByRole('link', { name: 'General price list' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(portal).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/family-portal/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the family portal' })).toBeVisible();
  });

  test("on a phone the header's menu has the Family portal link too", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/obituaries');
    const portal = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Family portal' });
    await expect(portal).toBeVisible();
    await expectAccessible(page);
    await portal.click();
    await expect(page).toHaveURL('/family-portal/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the family portal' })).toBeVisible();
  });

  test('the blog lists articles and opens one', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expectAccessible(page);
    // Article ids are the database's, counted across every test's company: the link says which.
    const article = page.getByRole('link', { name: 'Why Planning Ahead Is a Gift to Your Family' });
    const href = await article.getAttribute('href');
    expect(href).toMatch(/^\/blog\/article\/\d+$/);
    await article.click();
    await expect(page).toHaveURL(href ?? '');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Why Planning Ahead Is a Gift to Your Family' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Why Planning Ahead Is a Gift to Your Family | Evergreen Funeral Homes');
    await expectAccessible(page);
  });
});
