import type { APIRequestContext, Page } from '@playwright/test';
import type { FamilyCase, FamilyCasesPage } from '#contract/family-cases.ts';
import type { FamilyPaymentsPage } from '#contract/family-payments.ts';
import type { CaseStatement } from '#contract/family-statement.ts';
import { expect } from './fixtures.ts';

/** Signs in through the API; the answer's bearer token. */
export async function familyToken(request: APIRequestContext, who: { email: string; password: string }) {
  const response = await request.post('/api/auth/login', { data: who });
  expect(response.status(), `sign-in of ${who.email}`).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Signs the page in as the app does: the token kept in sessionStorage (decision 0012). */
export async function signIn(page: Page, request: APIRequestContext, who: { email: string; password: string }) {
  const token = await familyToken(request, who);
  await page.addInitScript((value) => window.sessionStorage.setItem('lantern.session-token', value), token);
  return token;
}

const asFamily = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

async function getJson<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(path, asFamily(token));
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** The first page of the person's cases, as the API lists them. */
export const casesOf = (request: APIRequestContext, token: string) =>
  getJson<FamilyCasesPage>(request, '/api/family/cases', token);

/** The person's one case, as the API lists it, with its canonical address. */
export async function onlyCase(request: APIRequestContext, token: string) {
  const cases = await casesOf(request, token);
  expect(cases.total).toBe(1);
  const found = await getJson<FamilyCase>(request, `/api/family/cases/${cases.items[0]!.id}`, token);
  return { ...found, path: `/family-portal/${found.id}/${found.nameSlug}` };
}

export const statementOf = (request: APIRequestContext, token: string, caseId: number) =>
  getJson<CaseStatement>(request, `/api/family/cases/${caseId}/statement`, token);

export const paymentsOf = (request: APIRequestContext, token: string, caseId: number) =>
  getJson<FamilyPaymentsPage>(request, `/api/family/cases/${caseId}/payments`, token);

/** The payments this page posted. */
export function countPaymentPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/family\/cases\/\d+\/payments$/.test(request.url())) posts += 1;
  });
  return () => posts;
}
