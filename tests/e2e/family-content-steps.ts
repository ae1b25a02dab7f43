import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A staff account's sign-in (the test company's, e.g. `company.director`). */
type Staff = { email: string; password: string };

/**
 * The funeral home publishes the case's obituary as a director does: signed in through
 * POST /api/auth/login with the company's X-Host (the `request` fixture's), found by its case among
 * the console's obituaries, then POST .../publish. The case's obituary must be ready (`readyObituary`,
 * factories/obituaries.ts); what the family approves from then on is public at once.
 */
export async function publishObituary(request: APIRequestContext, director: Staff, caseId: number) {
  const login = await request.post('/api/auth/login', { data: director });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const list = await request.get(`/api/staff/obituaries?caseId=${caseId}`, { headers });
  expect(list.status()).toBe(200);
  const [listed] = ((await list.json()) as { items: { id: number; state: string }[] }).items;
  expect(listed?.state, "the case's obituary is ready to publish").toBe('ready');
  const published = await request.post(`/api/staff/obituaries/${listed!.id}/publish`, { headers });
  expect(published.status()).toBe(200);
  const { id, state, publicPath } = (await published.json()) as { id: number; state: string; publicPath: string };
  expect(state).toBe('published');
  const found = await request.get(`/api/web/obituaries/${id}`);
  expect(found.status()).toBe(200);
  const { nameSlug } = (await found.json()) as { nameSlug: string };
  expect(publicPath).toBe(`/obituaries/${id}/${nameSlug}`);
  return { id, nameSlug, path: publicPath };
}

/** Presses Tab until the element with this accessible role and name has the focus (keyboard only). */
export async function tabTo(page: Page, role: Parameters<Page['getByRole']>[0], name: string) {
  const target = page.getByRole(role, { name, exact: true });
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${role} "${name}"`);
}
