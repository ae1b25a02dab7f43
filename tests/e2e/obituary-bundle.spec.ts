import { firstChapel } from '#tests/server/test-catalogue/chapels.ts';
import { expect, hydrateByIntent, test } from './fixtures.ts';
import { daysAgo, publishedObituary } from './factories/obituaries.ts';
import { recordScripts, totalGzip } from './script-weight.ts';

/**
 * Obituary pages are the most visited and most shared; the JavaScript one loads stays
 * within 15 KB gzip of the home page's, and holds no zod, builder, wizard, shop or staff console code.
 */
const MARGIN_BYTES = 15 * 1024;

test('an obituary page loads at most 15 KB more gzipped JavaScript than the home page', async ({
  page,
  browser,
  company,
  request,
}) => {
  await publishedObituary(request, company.director, {
    fullName: 'Nora Quill',
    diedOn: daysAgo(2),
    textHtml: '<p>Nora kept <b>bees</b> and <i>books</i>.</p>',
    events: [
      {
        kind: 'service',
        startsAt: `${daysAgo(-5)}T11:00`,
        endsAt: `${daysAgo(-5)}T12:00`,
        timeZone: 'America/Los_Angeles',
        flowersUntil: `${daysAgo(-5)}T09:00`,
        location: firstChapel.name,
      },
    ],
  });
  const homeScripts = recordScripts(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const link = page.getByRole('region', { name: 'Recent obituaries' }).getByRole('link').first();
  const obituaryPath = new URL((await link.getAttribute('href'))!, company.origin).pathname;

  // A first visit straight to the obituary, as from a shared link: a fresh browser cache.
  const visitor = await browser.newPage();
  const obituaryScripts = recordScripts(visitor);
  await visitor.goto(obituaryPath, { waitUntil: 'networkidle' });
  await expect(visitor.getByRole('region', { name: 'Service schedule' })).toBeVisible();
  // The app as well as the page: both pages are measured hydrated (the fixture's goto did the home page).
  await hydrateByIntent(visitor);
  await visitor.close();

  const home = totalGzip(homeScripts);
  const obituary = totalGzip(obituaryScripts);
  console.log(
    `JavaScript, gzip: home ${(home / 1024).toFixed(1)} KB, obituary ${(obituary / 1024).toFixed(1)} KB ` +
      `(${obituaryScripts.length} files)`,
  );
  expect(obituary - home).toBeLessThanOrEqual(MARGIN_BYTES);
  const names = obituaryScripts.map((script) => new URL(script.url).pathname);
  // `text-…` is contract/text.ts's chunk (zod's strings); a chunk merely ending in "text" (time-text) is not.
  expect(names.filter((name) => /builder|planning|wizard|shop|checkout|\/text-|console-/i.test(name))).toEqual([]);
});
