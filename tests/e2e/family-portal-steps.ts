import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * The portal opens a lone case: a journey that signs in a member of one case ends at that case's home,
 * so a test waits for that rather than for /family-portal, which is only passed through on the way.
 */
export const atCase =
  (member: { casePath: string }) =>
  (url: URL): boolean =>
    url.pathname === member.casePath;

/** Signs in on the family login page the browser is on. */
export async function signInAsFamily(page: Page, account: { email: string; password: string }) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the family portal' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
