import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/* Every public page describes itself to search engines (Lighthouse SEO): one meta description, its own. */
const description = (page: Page) => page.locator('head meta[name="description"]');

test.describe('page descriptions', () => {
  const pages: [path: string, heading: RegExp, text: RegExp][] = [
    ['/', /Honoring every life/, /Family-owned funeral homes in the Portland area/],
    ['/about', /Our story/, /Three generations of the Ellison family/],
    ['/plan-now', /How can we help\?/, /Plan a funeral with Evergreen Funeral Homes/],
    ['/blog', /^Blog$/, /Articles from Evergreen Funeral Homes/],
    ['/terms-of-use', /Terms of Use/, /The terms that apply when you use/],
  ];
  for (const [path, heading, text] of pages) {
    test(`${path} has its own meta description`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(description(page)).toHaveCount(1);
      await expect(description(page)).toHaveAttribute('content', text);
    });
  }

  test('moving within the site replaces the description, never adds a second', async ({ page }) => {
    await page.goto('/about');
    await expect(description(page)).toHaveAttribute('content', /Three generations/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Plan Now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    await expect(description(page)).toHaveCount(1);
    await expect(description(page)).toHaveAttribute('content', /Plan a funeral with Evergreen Funeral Homes/);
  });
});
