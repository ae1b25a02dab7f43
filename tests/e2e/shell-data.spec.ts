import { expect, expectAccessible, test } from './fixtures.ts';

/* Decision 0029: public pages paint from the data the HTML shell carries, with no API round trip first. */
test.describe('site data in the page (decision 0029)', () => {
  test('the home page renders without asking the API for the render context or the redirects', async ({ page }) => {
    const siteCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/web\/(render-context|redirects)/.test(request.url())) siteCalls.push(request.url());
    });
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Honoring every life with dignity and care' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Evergreen Funeral Homes');
    // Read once, then gone from the document.
    await expect(page.locator('script[type="application/json"]')).toHaveCount(0);
    await expectAccessible(page);
    // A page opened from the menu uses the same data.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveTitle('About Us | Evergreen Funeral Homes');
    expect(siteCalls).toEqual([]);
  });
});
