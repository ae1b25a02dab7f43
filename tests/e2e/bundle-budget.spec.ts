import { expect, test } from './fixtures.ts';
import { recordScripts, totalGzip } from './script-weight.ts';

/**
 * The JavaScript the home page loads stays within budget, and holds no portal,
 * builder or wizard code. The page is rendered on the server and loads only its boot script until the
 * visitor shows intent (decision 0097): at most 100 KB gzip before then. What the first tap loads,
 * the app (React, ReactDOM, the router and TanStack Query are 99 KB of it, decision 0090), keeps the
 * 120 KB budget the home page had while it loaded the app at once. That no public page loads the staff console is checked on every
 * page by every-page-on-a-phone.spec.ts.
 */
const UNTIL_INTENT_BYTES = 100 * 1024;
const APP_BYTES = 120 * 1024;
const privateCode = /plan-now|planning|family-portal|portal|builder|wizard|console/i;

test('the home page loads at most 100 KB of gzipped JavaScript until the first tap, which the app then answers', async ({
  browser,
}) => {
  // A visitor's own page: the fixture's page shows intent as it arrives (fixtures.ts).
  const visitor = await browser.newPage();
  const scripts = recordScripts(visitor);
  await visitor.goto('/', { waitUntil: 'networkidle' });
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  const untilIntent = totalGzip(scripts);
  expect(scripts.length).toBeGreaterThan(0);
  expect(untilIntent).toBeLessThanOrEqual(UNTIL_INTENT_BYTES);
  await expect(visitor.locator('#root[data-hydrated]')).toHaveCount(0);

  // The first tap is on a button only React answers: it loads the app, and is made again once the
  // app has hydrated the page, so the visitor taps once.
  const toggle = visitor.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services pages' });
  await toggle.click();
  await expect(visitor.locator('#root[data-hydrated]')).toBeAttached();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(
    visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cremation' }),
  ).toBeVisible();

  const withApp = totalGzip(scripts);
  const app = withApp - untilIntent;
  console.log(
    `home page JavaScript, gzip: ${(untilIntent / 1024).toFixed(1)} KB until intent, then the app's ` +
      `${(app / 1024).toFixed(1)} KB (${(withApp / 1024).toFixed(1)} KB in all, ${scripts.length} files)`,
  );
  expect(app).toBeLessThanOrEqual(APP_BYTES);
  expect(scripts.map((script) => script.url).filter((url) => privateCode.test(url))).toEqual([]);
  await visitor.close();
});

test('a link followed before the app loads the next page whole from the server, without the app', async ({
  browser,
}) => {
  // Decision 0122: the app fetched on the way would be thrown away with the page it was fetched for.
  const visitor = await browser.newPage({ hasTouch: true });
  const scripts = recordScripts(visitor);
  await visitor.goto('/', { waitUntil: 'networkidle' });
  await visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Obituaries' }).tap();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Obituaries' })).toBeVisible();
  await visitor.waitForLoadState('networkidle');
  // Each page's boot script, and nothing else.
  const boot = expect.stringMatching(/^\/assets\/rendered-[\w-]+\.js$/);
  expect(scripts.map((script) => new URL(script.url).pathname)).toEqual([boot, boot]);
  await expect(visitor.locator('#root[data-hydrated]')).toHaveCount(0);
  await visitor.close();
});
