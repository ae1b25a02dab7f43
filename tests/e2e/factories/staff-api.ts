import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** A staff account's sign-in (the test company's, e.g. `company.director`). */
export interface StaffAccount {
  email: string;
  password: string;
}

/**
 * The console's calls as a staff member makes them: signed in through POST /api/auth/login with
 * the company's X-Host (the `request` fixture's), then every call with the session's bearer token,
 * so the test's own `request` keeps no staff cookie.
 */
export interface StaffApi {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, data?: unknown): Promise<T>;
  put<T>(path: string, data: unknown): Promise<T>;
}

export async function staffApi(request: APIRequestContext, account: StaffAccount): Promise<StaffApi> {
  const login = await request.post('/api/auth/login', { data: account });
  expect(login.status(), `staff sign-in of ${account.email}`).toBe(200);
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const answer = async <T>(call: string, response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok(), `${call}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  return {
    get: async (path) => answer(`GET ${path}`, await request.get(path, { headers })),
    post: async (path, data) => answer(`POST ${path}`, await request.post(path, { headers, data: data ?? {} })),
    put: async (path, data) => answer(`PUT ${path}`, await request.put(path, { headers, data })),
  };
}
