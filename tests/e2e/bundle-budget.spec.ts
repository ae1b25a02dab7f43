import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Issue 2: the JavaScript the home page loads stays within 120 KB gzip, and holds no portal, builder or wizard code. */
const BUDGET_BYTES = 120 * 1024;
/** Issue 11: an obituary page, the most shared page of a site, loads at most 15 KB more than the home page. */
const OBITUARY_EXTRA_BYTES = 15 * 1024;
const privateCode = /plan-now|planning|family-portal|portal|builder|wizard/i;

/** The scripts a page loads, each with its gzipped size, once the network is quiet. */
async function scriptsOf(page: Page, path: string) {
  const responses: { url: string; body: Promise<Buffer> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push({ url: response.url(), body: response.body() });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const scripts = await Promise.all(
    responses.map(async (script) => ({ url: script.url, gzip: gzipSync(await script.body, { level: 9 }).length })),
  );
  return { scripts, total: scripts.reduce((sum, script) => sum + script.gzip, 0) };
}

test('the home page loads at most 120 KB of gzipped JavaScript and no private code', async ({ page }) => {
  const { scripts, total } = await scriptsOf(page, '/');
  console.log(`home page JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files`);
  expect(scripts.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(scripts.map((script) => script.url).filter((url) => privateCode.test(url))).toEqual([]);
});

test('an obituary page loads at most 15 KB of JavaScript more than the home page', async ({ page, request }) => {
  const { items } = (await (await request.get('/api/web/obituaries?pageSize=1')).json()) as {
    items: { id: number; nameSlug: string }[];
  };
  const home = await scriptsOf(page, '/');
  const obituary = await scriptsOf(page, `/obituaries/${items[0]!.id}/${items[0]!.nameSlug}`);
  console.log(
    `obituary page JavaScript: ${((obituary.total - home.total) / 1024).toFixed(1)} KB gzip beyond the home page`,
  );
  expect(obituary.total - home.total).toBeLessThanOrEqual(OBITUARY_EXTRA_BYTES);
  expect(obituary.scripts.map((script) => script.url).filter((url) => privateCode.test(url))).toEqual([]);
});
