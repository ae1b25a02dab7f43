import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { taskTitles } from '#contract/task-kinds.ts';
import { STATEMENT_TITLE } from '#contract/statement-text.ts';
import { expect, test } from './fixtures.ts';
import { atCase, signInAsFamily } from './family-portal-steps.ts';
import { recordScripts, totalGzip, type LoadedScript } from './script-weight.ts';

/**
 * Families open the portal from a mailed link, on a phone (issue 42): a signed-in family's case home
 * loads at most 150 KB of gzipped JavaScript from a fresh start (the public entry, React, the router
 * and Query, are 118 KB of it; decision 0090), and each further portal page at most 30 KB more, the
 * way a family reaches it: a link of the portal. No portal page loads zod (the answers are parsed
 * only in development, portal forms check with contract/plain-checks.ts) or the staff console.
 */
const CASE_HOME_BYTES = 150 * 1024;
const FURTHER_PAGE_BYTES = 30 * 1024;

/** zod's classes, by the names its constructors register ("ZodError", "$ZodString"…): in no code but zod's. */
const zodCode = /["'`]\$?Zod[A-Z]\w*["'`]/;
const consoleChunk = /\/console-[^/]*\.js$/;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const names = (scripts: readonly LoadedScript[]) => scripts.map((script) => new URL(script.url).pathname);

/** Waits until the page has asked for no further script for half a second (its lazy chunks included). */
async function settled(scripts: readonly LoadedScript[]) {
  let seen = -1;
  await expect
    .poll(
      () => {
        const now = scripts.length;
        const still = now === seen;
        seen = now;
        return still;
      },
      { intervals: [500], timeout: 15_000 },
    )
    .toBe(true);
}

/** What no portal page may load: zod, or any of the staff console's chunks. */
function expectNoZodNorConsole(scripts: readonly LoadedScript[], page: string) {
  expect(
    scripts.filter((script) => zodCode.test(script.source)).map((script) => new URL(script.url).pathname),
    `scripts with zod on ${page}`,
  ).toEqual([]);
  expect(
    names(scripts).filter((name) => consoleChunk.test(name)),
    `console chunks on ${page}`,
  ).toEqual([]);
}

/**
 * A phone that kept the family signed in, following the mailed link to the case: a new browser
 * context (nothing cached) holding only what the sign-in kept on the device.
 */
async function openCaseHome(browser: Browser, device: BrowserContextOptions['storageState'], casePath: string) {
  const context = await browser.newContext({ storageState: device });
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(casePath);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('table', { name: "The family's tasks" })).toBeVisible();
  await settled(scripts);
  return { page, scripts };
}

const furtherPages: { name: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'arrangements',
    open: async (page) => {
      await page.getByRole('navigation').getByRole('link', { name: 'Arrangements', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Packages' })).toBeVisible();
    },
  },
  {
    name: 'statement',
    open: async (page) => {
      await page.getByRole('navigation').getByRole('link', { name: 'Statement', exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: STATEMENT_TITLE })).toBeVisible();
    },
  },
  {
    name: 'the add-details task',
    open: async (page) => {
      const title = taskTitles['add-details'];
      await page.getByRole('table', { name: "The family's tasks" }).getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    },
  },
];

test('a signed-in family on a phone loads at most 150 KB of script for the case home, and 30 KB more for each further page', async ({
  browser,
  family,
}) => {
  test.setTimeout(90_000);
  // Signed in through the real page, kept on the device as a family on a phone would.
  const signIn = await browser.newContext();
  const signInPage = await signIn.newPage();
  await signInPage.goto('/family-portal/login');
  await signInPage.getByLabel('Keep me signed in on this device').check();
  await signInAsFamily(signInPage, family);
  await expect(signInPage).toHaveURL(atCase(family));
  await expect(signInPage.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const device = await signIn.storageState();
  await signIn.close();

  const home = await openCaseHome(browser, device, family.casePath);
  const homeBytes = totalGzip(home.scripts);
  console.log(`case home: ${kb(homeBytes)} in ${home.scripts.length} files`);
  expectNoZodNorConsole(home.scripts, 'the case home');
  expect(homeBytes).toBeLessThanOrEqual(CASE_HOME_BYTES);
  await home.page.context().close();

  for (const further of furtherPages) {
    const { page, scripts } = await openCaseHome(browser, device, family.casePath);
    const before = totalGzip(scripts);
    const loadedBefore = scripts.length;
    await further.open(page);
    await settled(scripts);
    const more = totalGzip(scripts) - before;
    console.log(
      `${further.name}: ${kb(more)} more in ${scripts.length - loadedBefore} files (${names(scripts.slice(loadedBefore)).join(', ')})`,
    );
    expectNoZodNorConsole(scripts, further.name);
    expect(more, further.name).toBeLessThanOrEqual(FURTHER_PAGE_BYTES);
    await page.context().close();
  }
});
