import { expect, test } from './fixtures.ts';
import { recordScripts, totalGzip } from './script-weight.ts';

/** Issue 2: the JavaScript the home page loads stays within 120 KB gzip, and holds no portal, builder or wizard code. */
const BUDGET_BYTES = 120 * 1024;
const privateCode = /plan-now|planning|family-portal|portal|builder|wizard/i;

test('the home page loads at most 120 KB of gzipped JavaScript and no private code', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const total = totalGzip(scripts);
  console.log(`home page JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files`);
  expect(scripts.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(scripts.map((script) => script.url).filter((url) => privateCode.test(url))).toEqual([]);
});
