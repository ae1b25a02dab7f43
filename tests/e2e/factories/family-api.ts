import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** A family member's sign-in (a FamilyMember, or any account with an email and a password). */
export interface FamilyAccount {
  email: string;
  password: string;
}

/**
 * The portal's calls as a family member makes them: signed in through POST /api/auth/login, then
 * every call with the session's bearer token, so the test's own `request` keeps no family cookie.
 */
export interface FamilyApi {
  token: string;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, data?: unknown, headers?: Record<string, string>): Promise<T>;
  patch<T>(path: string, data: unknown): Promise<T>;
}

export async function familyApi(request: APIRequestContext, account: FamilyAccount): Promise<FamilyApi> {
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.status(), `sign-in of ${account.email}`).toBe(200);
  const token = ((await login.json()) as { token: string }).token;
  const headers = { Authorization: `Bearer ${token}` };
  const answer = async <T>(call: string, response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok(), `${call}: ${response.status()} ${await response.text()}`).toBe(true);
    // A decision or a setting saved may answer 204, with no body.
    const body = await response.text();
    return (body === '' ? undefined : JSON.parse(body)) as T;
  };
  return {
    token,
    get: async (path) => answer(`GET ${path}`, await request.get(path, { headers })),
    post: async (path, data, extra) =>
      answer(`POST ${path}`, await request.post(path, { headers: { ...headers, ...extra }, data: data ?? {} })),
    patch: async (path, data) => answer(`PATCH ${path}`, await request.patch(path, { headers, data })),
  };
}

/** A fresh Idempotency-Key, as the portal makes one for each attempt (`prefix-` and random characters). */
export const idempotencyKey = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
