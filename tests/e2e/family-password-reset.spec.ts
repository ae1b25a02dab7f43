import type { APIRequestContext, Page } from '@playwright/test';
import { serverOrigin } from '../fixtures/company.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { atCase, signInAsFamily } from './family-portal-steps.ts';
import { mailsNow } from './mailbox.ts';

/**
 * Password reset through the suite's SMTP server. Each test's family member has an address
 * of their own (the `family` fixture); the link is still checked to be one this company's server knows.
 */

const sentWords =
  'If an account exists for that address, we have sent a link to reset the password. It works for one hour.';
const expiredWords = 'This reset link has expired or was already used. Ask for a new one.';
const linkPattern = /https?:\/\/\S+\/family-portal\/password-reset\/([\w-]+)/;

/** Asks for a link on the page and answers the path of the mailed one this company's server knows. */
async function askForLink(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/family-portal/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toHaveText(sentWords);

  let path: string | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of (await mailsNow((mail) => mail.to.includes(email))).reverse()) {
          const match = linkPattern.exec(mail.text);
          if (!match?.[1]) continue;
          if ((await request.get(`/api/auth/password-reset/${match[1]}`)).status() !== 200) continue;
          path = new URL(match[0]).pathname;
          return true;
        }
        return false;
      },
      { message: 'a mailed reset link of this company', timeout: 15_000 },
    )
    .toBe(true);
  return path!;
}

test('an unknown address gets the same words', async ({ page }) => {
  await page.goto('/family-portal/password-reset');
  await page.getByLabel('Email').fill('nobody-at-all@family.example');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toHaveText(sentWords);
  await expectAccessible(page);
});

test.describe('refused passwords', () => {
  // A refused password answers 422, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 422/] });

  test('the mailed link works once: too short and too common are refused beside the field', async ({
    page,
    request,
    family,
  }) => {
    test.setTimeout(60_000);
    const path = await askForLink(page, request, family.email);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expectAccessible(page);

    const password = page.getByLabel(/^New password/);
    const repeat = page.getByLabel(/^Repeat the new password/);
    await password.fill('short-one');
    await repeat.fill('short-one');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(password).toHaveAccessibleDescription(/Must be at least 12 characters/);

    await password.fill('password1234');
    await repeat.fill('password1234');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(password).toHaveAccessibleDescription(
      /This password is too common or too easy to guess\. Try a longer phrase of unrelated words\./,
    );
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await password.fill('quiet-harbor-copper-kettle');
    await repeat.fill('quiet-harbor-copper-kettle');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Sign in' }).click();
    await signInAsFamily(page, { email: family.email, password: 'quiet-harbor-copper-kettle' });
    await expect(page).toHaveURL(atCase(family));

    // The same link again: spent.
    await page.goto(path);
    await expect(page.getByRole('alert')).toHaveText(expiredWords);
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    await expectAccessible(page);
  });
});

test('an expired link says so, with a way to ask again', async ({ page, request, company, playwright, family }) => {
  const path = await askForLink(page, request, family.email);
  const api = await playwright.request.newContext({ baseURL: serverOrigin() });
  const aged = await api.post('/api/testing/password-reset/expire', {
    data: { companyId: company.companyId, email: family.email },
  });
  expect(await aged.json()).toEqual({ aged: 1 });
  await api.dispose();

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'This reset link no longer works' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(expiredWords);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
});
