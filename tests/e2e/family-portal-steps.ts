import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The seeded family mid-arrangement: every test company is a copy of the demo seed, so each has her. */
export const ROSE = { email: 'rose.whitfield@family.example', password: 'willow-candle-4821' };

/**
 * Rose has one case, and the portal opens a lone case: a journey that signs her in ends at her case home, so a
 * test waits for that rather than for /family-portal, which is only passed through on the way.
 */
export const atRosesCase = (url: URL) => /^\/family-portal\/\d+\/harold-james-whitfield$/.test(url.pathname);

/** Signs in on the family login page the browser is on. */
export async function signInAsFamily(page: Page, account: { email: string; password: string } = ROSE) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the family portal' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
