import type { Page } from '@playwright/test';
import { GPL_CAPTION } from '#contract/funeral-rule.ts';
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

/*
 * Issue 42: the home page, the obituaries' search and the price list preview as a card when shared
 * (Open Graph) and name their canonical address. That address starts with the company's configured
 * site address (the demo seed's, which test companies keep), never with the one the page was asked at.
 */
test.describe('share tags and canonical links', () => {
  const siteUrl = 'http://localhost:3000';
  const canonical = (page: Page) => page.locator('head link[rel="canonical"]');
  const property = (page: Page, name: string) => page.locator(`head meta[property="${name}"]`);
  const pages: [path: string, canonicalPath: string, title: string][] = [
    ['/', '/', 'Evergreen Funeral Homes'],
    // A search and a page of its results are the same page to share and to index.
    ['/obituaries?q=penhallow&page=2', '/obituaries', 'Obituaries'],
    ['/price-list', '/price-list', GPL_CAPTION],
  ];

  test.describe('in the HTML the server sends', () => {
    test.use({ javaScriptEnabled: false });

    for (const [path, canonicalPath, title] of pages) {
      test(`${path} has Open Graph tags and its canonical link`, async ({ page, baseURL }) => {
        expect(new URL(baseURL!).origin).not.toBe(siteUrl);
        await page.goto(path);
        await expect(canonical(page)).toHaveCount(1);
        await expect(canonical(page)).toHaveAttribute('href', `${siteUrl}${canonicalPath}`);
        await expect(property(page, 'og:url')).toHaveAttribute('content', `${siteUrl}${canonicalPath}`);
        await expect(property(page, 'og:type')).toHaveAttribute('content', 'website');
        await expect(property(page, 'og:site_name')).toHaveAttribute('content', 'Evergreen Funeral Homes');
        await expect(property(page, 'og:title')).toHaveAttribute('content', title);
        const text = await description(page).getAttribute('content');
        await expect(property(page, 'og:description')).toHaveAttribute('content', text!);
        // The demo's logo is an SVG, which share previews do not show: no card image rather than a broken one.
        await expect(property(page, 'og:image')).toHaveCount(0);
      });
    }
  });

  // The tags are the server's HTML's (PageHead): the app drops them as it starts, so a page reached
  // within the site never keeps the canonical address of the one before it.
  test('moving within the site leaves no canonical link of the page before', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#root[data-hydrated]')).toBeAttached();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Obituaries' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Obituaries' })).toBeVisible();
    await expect(page.locator('head link[rel="canonical"]:not([href$="/obituaries"])')).toHaveCount(0);
    await expect(page.locator('head meta[property="og:title"]:not([content="Obituaries"])')).toHaveCount(0);
  });
});
