import { mkdir, rm, stat } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The demo company's staff account (README; server/seed/evergreen/staff.ts). */
export const STAFF_EMAIL = 'staff@evergreen.example';
export const STAFF_PASSWORD = 'evergreen-preview-1952';

const port = process.env.E2E_PORT ?? '3100';
const lockDir = `.tmp/builder-site-lock-${port}`;
const STALE_MS = 5 * 60_000;

/**
 * The site has one draft and one published version, shared by every test of a run, and tests run
 * in parallel workers. Tests that save, publish or roll back take this lock (a directory, so it
 * holds across worker processes) and leave the site as they found it.
 */
export async function withSiteLock<T>(work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 240_000;
  for (;;) {
    try {
      await mkdir(lockDir, { recursive: false });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        await mkdir('.tmp', { recursive: true });
        continue;
      }
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A worker that died holding the lock must not block the run forever.
      const held = await stat(lockDir).catch(() => null);
      if (held && Date.now() - held.mtimeMs > STALE_MS) await rm(lockDir, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error('Timed out waiting for the builder site lock');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lockDir, { recursive: true, force: true });
  }
}

/** Signs in through the preview's own sign-in panel, as staff do. */
export async function signInToPreview(page: Page, path = '/') {
  await page.goto(`${path}?preview=true`);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Email').fill(STAFF_EMAIL);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(previewBar(page)).toBeVisible();
  await expect(previewStatus(page)).toHaveText(/You are seeing the draft/);
}

/** A token for API calls (and for skipping the sign-in form where it is not the point). */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: STAFF_EMAIL, password: STAFF_PASSWORD } });
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

/** Puts the site back to a version (and the draft with it), whatever a test did. */
export async function restoreVersion(request: APIRequestContext, token: string, version: number) {
  const response = await request.post(`/api/web/builder/versions/${version}/rollback`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
}
