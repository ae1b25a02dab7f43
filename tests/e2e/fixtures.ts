import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page, Response } from '@playwright/test';
import { shellDataIds } from '#contract/shell-data.ts';
import { expect, test as companyTest } from '../fixtures/company.ts';
import { familyCase, type FamilyMember } from './factories/family-cases.ts';

/**
 * Every test has its own company (tests/fixtures/company.ts), and fails on a browser console error,
 * an uncaught page error (epic-stack habit) or anything the Content-Security-Policy blocked.
 */
export const test = companyTest.extend<{
  /** The page, whose goto and reload wait for a server-rendered page's hydration (waitForHydration). */
  page: Page;
  /**
   * A family member signed up on a case of the test's company, made through the console's and the
   * portal's calls (tests/e2e/factories/family-cases.ts) when a test asks for it.
   */
  family: FamilyMember;
  consoleErrors: string[];
  expectedConsoleErrors: RegExp[];
  cspViolations: string[];
  expectedCspViolations: RegExp[];
}>({
  family: async ({ request, company }, provide) =>
    provide(
      await familyCase(request, company.director, {
        decedentName: 'Harold James Penhallow',
        contactName: 'Rose Penhallow',
      }),
    ),
  page: async ({ page, javaScriptEnabled }, provide) => {
    // Without JavaScript the page is the server's HTML for good: nothing to wait for.
    if (javaScriptEnabled === false) return provide(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => waitForHydration(page, await goto(...args));
    page.reload = async (...args) => waitForHydration(page, await reload(...args));
    await provide(page);
  },
  /** A test that provokes an error on purpose names the console lines it expects. */
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      // A hydration error is never a test's point: a page the server rendered differed in the browser.
      const expected = (text: string) =>
        !hydrationError.test(text) &&
        (expectedConsoleNoise(text) || expectedConsoleErrors.some((pattern) => pattern.test(text)));
      page.on('console', (message) => {
        if (message.type() === 'error' && !expected(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
  /** Every page of every test runs under the server's real policy (decision 0024); a violation fails it. */
  /** A test that breaks the policy on purpose names the violations it expects. */
  expectedCspViolations: [[], { option: true }],
  cspViolations: [
    async ({ page, expectedCspViolations }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__lanternCspViolation', (line: string) => violations.push(line));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __lanternCspViolation(line: string): void }).__lanternCspViolation;
          report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}`);
        });
      });
      await use(violations);
      const unexpected = violations.filter((line) => !expectedCspViolations.some((pattern) => pattern.test(line)));
      expect(unexpected, 'Content-Security-Policy violations during the test').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * A 404 document or a deliberately failed API call logs a network error line; that's the test's point.
 * The browser's own line for a CSP violation is left to the cspViolations fixture, which judges each one.
 */
/**
 * React's production build reports a server-rendered page (decision 0091) that the browser rendered
 * differently as one of these errors (#418 text or markup, #419/#423 a boundary or the root fell back
 * to the browser, #425 text): each fails the test, as a page error or a console error.
 */
const hydrationError = /Minified React error #(418|419|423|425)\b|hydrat/i;

const expectedConsoleNoise = (text: string) =>
  /Failed to load resource: the server responded with a status of (404|503)/.test(text) ||
  /violates the following Content Security Policy directive/.test(text);

export { expect };

/**
 * After a navigation to a page the server rendered (decision 0091), shows intent and waits until React has hydrated it
 * (#root[data-hydrated], src/lib/hydration/HydratedMark.tsx): before then the page shows but does not
 * answer (its links load the whole page again, its buttons do nothing). Its forms hold their submit
 * buttons disabled until then (decision 0092) for people; tests wait once, here, for everything else.
 */
async function waitForHydration(page: Page, response: Response | null): Promise<Response | null> {
  const body = await response?.text().catch(() => '');
  if (body?.includes(`id="${shellDataIds.rendered}"`)) await hydrateByIntent(page);
  return response;
}

/**
 * A server-rendered page loads the app at the visitor's first sign of intent (decision 0097): here the
 * visitor presses a key (Shift, which changes nothing on the page), and React hydrates the page.
 */
export async function hydrateByIntent(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
}

/** WCAG 2.2 A/AA (and 2.0/2.1, which 2.2 includes) with no violations. */
/** axe-core's script, put into a page once per document (a page's CSP does not apply to the test's own evaluation). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's run over the page's document (or the element `within` selects) for the WCAG 2.2 AA tags. Its script goes in once per
 * document, not once per scan, and runs in the page itself: @axe-core/playwright's AxeBuilder put the
 * script in again for every scan and finished each in a new blank page, 600–700 ms a scan where this
 * takes 130–230 ms (our pages have no frames of their own to scan).
 */
export async function axeScan(page: Page, within?: string): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    ([values, selector]) =>
      (window as unknown as { axe: { run: (context: unknown, options: object) => Promise<AxeResults> } }).axe.run(
        selector ?? document,
        {
          runOnly: { type: 'tag', values },
          // Only violations are read: axe then skips gathering each passing element (the scan's larger half).
          resultTypes: ['violations'],
        },
      ),
    [axeTags, within] as const,
  );
}

/** One axe violation, short: its rule, what it asks for, and the elements that break it. */
export interface AxeViolation {
  id: string;
  help: string;
  targets: string[];
}

/** axe's violations on the page at rest (WCAG 2.2 AA), each as its rule, help and elements. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Scanned at rest: a toast fading in measures at part of its contrast (a flaky color-contrast).
  // Endless animations (a spinner) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await axeScan(page);
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

export async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** The phone every page must fit (house rule): 360 px wide, no sideways scrolling. */
export const phone = { width: 360, height: 740 };

/** How wide the page's content is: wider than the window means it scrolls sideways. */
export const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Axe, and no sideways scrolling on a 360 px phone (axe again there), then back to the width it had. */
export async function expectAccessibleOnPhone(page: Page) {
  await expectAccessible(page);
  const size = page.viewportSize();
  await page.setViewportSize(phone);
  await expect
    .poll(() => pageWidth(page), { message: `no sideways scroll at ${phone.width} px` })
    .toBeLessThanOrEqual(phone.width);
  await expectAccessible(page);
  if (size) await page.setViewportSize(size);
}
