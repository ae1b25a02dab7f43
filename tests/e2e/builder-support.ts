import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TestCompany } from '#tests/server/test-companies.ts';

/*
 * Builder gestures the specs share. Each test has its own company (tests/fixtures/company.ts), so
 * a test that saves, publishes or rolls back changes no other test's site and restores nothing.
 */

type Staff = TestCompany['staff'];

/** Signs in through the preview's own sign-in panel, as staff do. */
export async function signInToPreview(page: Page, staff: Staff, path = '/') {
  await page.goto(`${path}?preview=true`);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(previewBar(page)).toBeVisible();
  await expect(previewStatus(page)).toHaveText(/You are seeing the draft/);
}

/** A token for API calls (and for skipping the sign-in form where it is not the point). */
export async function staffToken(request: APIRequestContext, staff: Staff): Promise<string> {
  const response = await request.post('/api/auth/login', { data: staff });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Opens a page in preview already signed in (the token is where the app keeps it: sessionStorage). */
export async function openPreviewSignedIn(page: Page, token: string, path = '/') {
  await page.addInitScript((value) => window.sessionStorage.setItem('lantern.session-token', value), token);
  await page.goto(`${path}?preview=true`);
  await expect(previewBar(page)).toBeVisible();
}

export const previewBar = (page: Page) => page.getByRole('region', { name: 'Website preview' });
export const previewStatus = (page: Page) => previewBar(page).getByRole('status');
export const editorPanel = (page: Page) =>
  page.getByRole('complementary').filter({ has: page.locator('#builder-editor-panel-title') });

/** The published versions, newest first, as the API tells them. */
export async function publishedVersions(request: APIRequestContext, token: string) {
  const response = await request.get('/api/web/builder/versions', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Array<{ version: number; current: boolean }> }).items;
}
