import type { Locator, Page, Request } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Gestures and checks the planning journeys share. */

/** A contact address only this test uses, so its mails are told from every other test's. */
export const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form control by its label as shown, which ends in " (required)" for required fields. */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escaped(label)}( \\(required\\))?$`));

/** Moves focus with Tab only, until `target` has it: the keyboard's way to a control. */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} cannot be reached with Tab`);
}

/** Types into a control reached by Tab. */
export async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** The step heading has focus after every move (WCAG 2.4.3): checked, not assumed. */
export async function expectStep(page: Page, heading: string | RegExp, step: string) {
  const title = page.getByRole('heading', { level: 1, name: heading });
  await expect(title).toBeVisible();
  await expect(title).toBeFocused();
  await expect(page.getByText(step, { exact: true })).toBeVisible();
}

/** The error shown for a control: in words under it, named by aria-describedby, marked invalid. */
export async function expectFieldError(control: Locator, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(new RegExp(escaped(message)));
}

export async function expectNoFieldError(control: Locator) {
  await expect(control).not.toHaveAttribute('aria-invalid', 'true');
}

/** The submit request of the page, with its body and Idempotency-Key, and the answer it got. */
export interface SubmitCall {
  request: Request;
  body: unknown;
  key: string | undefined;
  status: number;
  result: { caseId: number; caseStatus: string; reference: string; locationId: number };
}

export async function captureSubmit(page: Page, act: () => Promise<void>): Promise<SubmitCall> {
  const responded = page.waitForResponse(
    (response) => response.url().endsWith('/api/web/planning/submit') && response.request().method() === 'POST',
  );
  await act();
  const response = await responded;
  const request = response.request();
  return {
    request,
    body: request.postDataJSON(),
    key: await request.headerValue('idempotency-key').then((value) => value ?? undefined),
    status: response.status(),
    result: (await response.json()) as SubmitCall['result'],
  };
}

/** Who asks for help now on /plan-now, and for whom. */
export interface AtNeedAsk {
  /** Another company's site ('http://harbor.localhost:3107'); omitted, the page's own. */
  origin?: string;
  chapel: string;
  companyName: string;
  contact: { first: string; last: string; email: string; phone: string };
  decedent: { first: string; last: string; diedOn: string };
}

/**
 * A family's at-need request through the whole wizard, up to the thank-you page. `page` is the
 * fixture's, whose goto waits for the rendered page's hydration before the first choice is made.
 */
export async function askForHelpNow(page: Page, ask: AtNeedAsk) {
  await page.goto(`${ask.origin ?? ''}/plan-now`);
  await page.getByRole('radio', { name: 'Someone has died and I need help now' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: ask.chapel }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Tell us about yourself', 'Step 1 of 7');
  await field(page, 'First name').fill(ask.contact.first);
  await field(page, 'Last name').fill(ask.contact.last);
  await field(page, 'Email').fill(ask.contact.email);
  await field(page, 'Phone number').fill(ask.contact.phone);
  await page.getByRole('radio', { name: 'By phone' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await field(page, 'First name').fill(ask.decedent.first);
  await field(page, 'Last name').fill(ask.decedent.last);
  await field(page, 'Date of passing').fill(ask.decedent.diedOn);
  await field(page, 'Your relationship to the person who has died').selectOption('child');
  await field(page, 'Place of passing').fill('At home');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 'Additional Family', 'Step 3 of 7');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Did not serve' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Review my answers' }).click();
  await page.getByRole('button', { name: `Send to ${ask.companyName}` }).click();
  await expect(page).toHaveURL(/\/plan-now\/thank-you$/);
}
