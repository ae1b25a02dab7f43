import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { onlyCase, rose, signIn } from './family-case-steps.ts';

/** Rose signed in, her case (Harold Whitfield, seeded with memories and proofs) and its task pages' address. */
export async function roseCase(page: Page, request: APIRequestContext) {
  const token = await signIn(page, request, rose);
  const found = await onlyCase(request, token);
  return { token, found, task: (name: string) => `${found.path}/task/${name}` };
}

/** The funeral home publishes the case's obituary (a test-only call): what the family approves becomes public. */
export async function publishObituary(request: APIRequestContext, companyId: number, caseId: number) {
  const response = await request.post('/api/testing/obituaries/publish', { data: { companyId, caseId } });
  expect(response.status()).toBe(200);
  const { obituaryId } = (await response.json()) as { obituaryId: number };
  const found = await request.get(`/api/web/obituaries/${obituaryId}`);
  const { nameSlug } = (await found.json()) as { nameSlug: string };
  return { id: obituaryId, nameSlug, path: `/obituaries/${obituaryId}/${nameSlug}` };
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
