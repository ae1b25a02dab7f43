import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** An account's sign-in: a staff member's (`company.director`) or a family member's. */
export interface Account {
  email: string;
  password: string;
}

/**
 * The API's calls as a signed-in person makes them: signed in through POST /api/auth/login with the
 * company's X-Host (the `request` fixture's), then every call with the session's bearer token, so the
 * test's own `request` keeps no session cookie. A call that fails fails the test with its answer.
 */
export interface SignedInApi {
  token: string;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, data?: unknown, headers?: Record<string, string>): Promise<T>;
  put<T>(path: string, data: unknown): Promise<T>;
  patch<T>(path: string, data: unknown): Promise<T>;
}

export async function signedInApi(request: APIRequestContext, account: Account): Promise<SignedInApi> {
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
    put: async (path, data) => answer(`PUT ${path}`, await request.put(path, { headers, data })),
    patch: async (path, data) => answer(`PATCH ${path}`, await request.patch(path, { headers, data })),
  };
}
