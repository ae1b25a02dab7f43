import { expect, test } from './fixtures.ts';
import { daysAgo, publishedObituary } from './factories/obituaries.ts';
import { recordScripts, totalGzip } from './script-weight.ts';

/**
 * Issue 2: the JavaScript the home page loads stays within budget, and holds no portal, builder or
 * wizard code. 120 KB gzip: React, ReactDOM, the router and TanStack Query alone are 99 KB of it; what
 * the page loads, why the budget moved over time, and what would take it to 100 KB are in decision 0090.
 */
const BUDGET_BYTES = 120 * 1024;
const privateCode = /plan-now|planning|family-portal|portal|builder|wizard|console/i;

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

/**
 * Decision 0062: the staff console's code is built into chunks named console-… (vite.config.ts), and
 * no public page loads one; the console's own sign-in page does, so the names are still there to see.
 */
test('no public page loads the staff console', async ({ page, browser, company, request }) => {
  await publishedObituary(request, company.director, { fullName: 'Nora Quill', diedOn: daysAgo(2) });
  const publicPaths = ['/', '/obituaries', '/plan-now', '/blog', '/family-portal/login'];
  await page.goto('/', { waitUntil: 'networkidle' });
  const obituary = page.getByRole('region', { name: 'Recent obituaries' }).getByRole('link').first();
  publicPaths.push(new URL((await obituary.getAttribute('href'))!, company.origin).pathname);

  const consoleChunk = /\/assets\/console-[^/]*\.js$/;
  for (const path of publicPaths) {
    const visitor = await browser.newPage();
    const scripts = recordScripts(visitor);
    await visitor.goto(path, { waitUntil: 'networkidle' });
    await expect(visitor.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await visitor.close();
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(
      scripts.map((script) => new URL(script.url).pathname).filter((name) => consoleChunk.test(name)),
      path,
    ).toEqual([]);
  }

  const staff = await browser.newPage();
  const consoleScripts = recordScripts(staff);
  await staff.goto('/staff/sign-in', { waitUntil: 'networkidle' });
  await expect(staff.getByRole('heading', { level: 1, name: 'Sign in to the staff console' })).toBeVisible();
  await staff.close();
  expect(consoleScripts.some((script) => consoleChunk.test(new URL(script.url).pathname))).toBe(true);
});
