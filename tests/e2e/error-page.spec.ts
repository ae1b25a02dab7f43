import { expect, expectAccessible, hydrateByIntent, test } from './fixtures.ts';

test.describe('error page (spec §2)', () => {
  // The router reports the error it catches to the console; that line is the point of one test here.
  test.use({ expectedConsoleErrors: [/ApiFatalError: Service Unavailable/] });

  test('an unknown path answers 404 and shows the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: "Sorry, we can't find that page" })).toBeVisible();
    await expect(
      page.getByText("The page you're looking for might have been removed, or it could be an old link."),
    ).toBeVisible();
    await expect(page).toHaveTitle('404 - Page Not Found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('link', { name: 'Search for a loved one' })).toHaveAttribute('href', '/obituaries');
    await expectAccessible(page);
    await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a non-numeric article id is a 404', async ({ page }) => {
    const response = await page.goto('/blog/article/not-a-number');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('404 - Page Not Found');
  });

  test('a failing site shows the temporarily unavailable page with a hidden copy of the error', async ({ page }) => {
    // When the server's own lookup fails, the shell carries no site data (decision 0029) and the
    // browser asks the API, which fails too: the page goes out without its data blocks here.
    await page.route('**/about', async (route) => {
      // Node cannot resolve the test company's *.localhost name: ask the loopback, naming the site by X-Host.
      const url = new URL(route.request().url());
      const response = await route.fetch({
        url: `http://127.0.0.1:${url.port}${url.pathname}`,
        headers: { ...route.request().headers(), 'X-Host': url.host },
      });
      const html = await response.text();
      expect(html).toContain('<script type="application/json"');
      await route.fulfill({
        response,
        body: html.replace(/<script type="application\/json"[^>]*>.*?<\/script>/gs, ''),
      });
    });
    await page.route('**/api/web/render-context/approved', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"status":503,"message":"Service Unavailable"}',
      }),
    );
    await page.goto('/about');
    // The visitor acts, the app loads (decision 0097) and, finding no data, asks the API.
    await hydrateByIntent(page);
    await expect(
      page.getByText("The page you're looking for is temporarily unavailable. Please try again later."),
    ).toBeVisible();
    await expect(page).toHaveTitle('503 Service Unavailable');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('[data-error-details]')).toBeHidden();
    await expect(page.locator('[data-error-details]')).toHaveText(/"status":503/);
    // The site's logo is unknown when the site failed: the tab icon falls back to /favicon.ico.
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico');
    await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expectAccessible(page);
  });
});

test.describe('error page for crawlers', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('a crawler gets the real 404 status and noindex, not an error page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { name: "Sorry, we can't find that page" })).toHaveCount(0);
  });
});
