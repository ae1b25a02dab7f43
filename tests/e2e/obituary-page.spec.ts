import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

/** The id of one of the company's demo obituaries, found as a visitor would: by searching. */
async function findObituary(request: APIRequestContext, name: string) {
  const response = await request.get(`/api/web/obituaries?q=${encodeURIComponent(name)}`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { id: number; nameSlug: string }[] };
  const found = items[0];
  if (!found) throw new Error(`${name} is not among the demo obituaries`);
  return found;
}

test.describe('obituary page (spec §2 /obituaries/{id}/{name})', () => {
  test('shows who the person was, the text, and the sub-page navigation', async ({ page, request }) => {
    const ingrid = await findObituary(request, 'Björk');
    const response = await page.goto(`/obituaries/${ingrid.id}/${ingrid.nameSlug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Ingrid Marie Björk' })).toBeVisible();
    await expect(page.getByText('March 14, 1941 –')).toBeVisible();
    await expect(page.getByText('taught piano to three generations')).toBeVisible();
    await expect(page).toHaveTitle(/^Ingrid Marie Björk Obituary/);
    const sections = page.getByRole('navigation', { name: 'About Ingrid Marie Björk' });
    await expect(sections.getByRole('link', { name: 'Obituary' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Photos', 'Memories', 'Memorial video', 'Shop']) {
      await expect(sections.getByRole('link', { name })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('a wrong name in the address goes to the canonical one', async ({ page, request }) => {
    const jose = await findObituary(request, 'nunez');
    await page.goto(`/obituaries/${jose.id}/someone-else?from=share`);
    await expect(page).toHaveURL(`/obituaries/${jose.id}/jose-antonio-nunez-garcia?from=share`);
    await expect(page.getByRole('heading', { level: 1, name: 'José Antonio Núñez García' })).toBeVisible();
  });

  test('a non-numeric id is a 404 "Page Not Found"', async ({ page }) => {
    const response = await page.goto('/obituaries/abc/x');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('404 - Page Not Found');
    await expect(page.getByRole('heading', { level: 1, name: "Sorry, we can't find that page" })).toBeVisible();
    await expectAccessible(page);
  });

  test('an id that is no obituary of this site shows the same page', async ({ page }) => {
    await page.goto('/obituaries/2147483647/nobody');
    await expect(page).toHaveTitle('404 - Page Not Found');
    await expect(page.getByRole('heading', { level: 1, name: "Sorry, we can't find that page" })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the HTML carries the Open Graph tags a shared link previews', async ({ page, request }) => {
      const ingrid = await findObituary(request, 'Björk');
      await page.goto(`/obituaries/${ingrid.id}/${ingrid.nameSlug}`);
      await expect(page).toHaveTitle('Ingrid Marie Björk Obituary | Evergreen Funeral Homes');
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        'Ingrid Marie Björk (1941–2026)',
      );
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        new RegExp(`/obituaries/${ingrid.id}/ingrid-marie-bjork$`),
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Ingrid Marie Björk, 85/);
    });
  });

  test('with JavaScript the page keeps one title and one description', async ({ page, request }) => {
    const ingrid = await findObituary(request, 'Björk');
    await page.goto(`/obituaries/${ingrid.id}/${ingrid.nameSlug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ingrid Marie Björk' })).toBeVisible();
    await expect(page).toHaveTitle('Ingrid Marie Björk Obituary | Evergreen Funeral Homes');
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('[data-shell-head]')).toHaveCount(0);
  });
});
