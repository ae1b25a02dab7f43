import { parseOptions } from '@node-rs/argon2';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailedMessage, loginResult, loginThrottledMessage, session } from '#contract/auth.ts';
import { apiError } from '#contract/errors.ts';
import { loginFailures, sessions, users } from '#server/db/schema.ts';
import { EVERGREEN_STAFF_EMAIL, EVERGREEN_STAFF_PASSWORD } from '#server/seed/evergreen/staff.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import { LOGIN_FAILURE_LIMIT, createUser, hashToken } from '#server/services/auth.ts';
import { createTestApp, get, type TestApp } from '#server/testing/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';

let database: TestDatabase;
let t: TestApp;
let now = new Date('2026-03-02T09:00:00.000Z');

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { clock: { now: () => now } });
  await createUser(tenantScope(database.db, database.otherCompanyId), {
    email: 'Keeper@Harbor.example',
    name: 'Harbor Keeper',
    role: 'staff',
    password: 'harbor-password-1961',
  });
  await createUser(tenantScope(database.db, database.demoCompanyId), {
    email: 'family@evergreen.example',
    name: 'Family Member',
    role: 'family',
    password: 'family-password-2026',
  });
});
afterAll(() => database.close());

const post = (path: string, body: unknown, init: { host?: string; token?: string } = {}) =>
  t.app.request(path, {
    method: 'POST',
    headers: {
      'X-Host': init.host ?? 'localhost',
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const signIn = async (email = EVERGREEN_STAFF_EMAIL, password = EVERGREEN_STAFF_PASSWORD, host = 'localhost') =>
  post('/api/auth/login', { email, password }, { host });

describe('POST /api/auth/login', () => {
  it('answers a long random token, the user with role staff, and a 12 h expiry', async () => {
    const response = await signIn();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const result = loginResult.parse(await response.json());
    expect(result.token).toMatch(/^[\w-]{43}$/); // 32 bytes, base64url
    expect(result.user).toMatchObject({ email: EVERGREEN_STAFF_EMAIL, name: 'Dana Ellison', role: 'staff' });
    expect(result.expiresAt).toBe('2026-03-02T21:00:00.000Z');

    // Only the token's hash is stored.
    const stored = await database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.map((row) => row.tokenHash)).toContain(hashToken(result.token));
    expect(JSON.stringify(stored)).not.toContain(result.token);
  });

  it('matches the address whatever its case', async () => {
    expect((await signIn('STAFF@Evergreen.Example')).status).toBe(200);
  });

  it('stores passwords as argon2id with the OWASP parameters', async () => {
    const [row] = await database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, EVERGREEN_STAFF_EMAIL));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
    expect(parseOptions(row?.hash ?? '')).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  });

  it('answers the same 401 for a wrong password and an unknown address', async () => {
    for (const response of [
      await signIn(EVERGREEN_STAFF_EMAIL, 'wrong'),
      await signIn('nobody@evergreen.example', 'x'),
    ]) {
      expect(response.status).toBe(401);
      expect(apiError.parse(await response.json())).toEqual({
        status: 401,
        message: 'Unauthorized',
        issues: [{ path: '', message: loginFailedMessage }],
      });
    }
  });

  it("refuses another company's account on this company's host", async () => {
    expect((await signIn('keeper@harbor.example', 'harbor-password-1961')).status).toBe(401);
    expect((await signIn('keeper@harbor.example', 'harbor-password-1961', 'other.test')).status).toBe(200);
  });

  it('checks the body with spec §5 messages (422)', async () => {
    const response = await post('/api/auth/login', { email: 'not-an-email' });
    expect(response.status).toBe(422);
    expect(apiError.parse(await response.json()).issues).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'password', message: 'This field is required' },
    ]);
    expect((await post('/api/auth/login', '{"email":')).status).toBe(400);
  });

  it(`refuses sign-in for a while after ${LOGIN_FAILURE_LIMIT} failures for one address`, async () => {
    const email = 'guessed@evergreen.example';
    await createUser(tenantScope(database.db, database.demoCompanyId), {
      email,
      name: 'Guessed',
      role: 'staff',
      password: 'the-right-one',
    });
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt += 1)
      expect((await signIn(email, `guess-${attempt}`)).status).toBe(401);

    const throttled = await signIn(email, 'the-right-one');
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('900');
    expect(apiError.parse(await throttled.json()).issues).toEqual([{ path: '', message: loginThrottledMessage }]);
    // Other addresses are not affected.
    expect((await signIn()).status).toBe(200);

    now = new Date(now.getTime() + 16 * 60_000);
    expect((await signIn(email, 'the-right-one')).status).toBe(200);
    const [left] = await database.db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.companyId, database.demoCompanyId), eq(loginFailures.email, email)));
    expect(left?.n).toBe(0);
  });
});

describe('GET /api/auth/session and POST /api/auth/logout', () => {
  it('tells who the token belongs to, with or without a doubled "Bearer "', async () => {
    const { token } = loginResult.parse(await (await signIn()).json());
    for (const authorization of [`Bearer ${token}`, `bearer Bearer ${token}`]) {
      const response = await get(t.app, '/api/auth/session', { headers: { Authorization: authorization } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(session.parse(await response.json()).user.role).toBe('staff');
    }
  });

  it('tells the family role too (the portal will sign in the same way)', async () => {
    const { token, user } = loginResult.parse(
      await (await signIn('family@evergreen.example', 'family-password-2026')).json(),
    );
    expect(user.role).toBe('family');
    const response = await get(t.app, '/api/auth/session', { headers: { Authorization: `Bearer ${token}` } });
    expect(session.parse(await response.json()).user.role).toBe('family');
  });

  it('answers 401 without a token, with a made-up one, or on another company host', async () => {
    const { token } = loginResult.parse(await (await signIn()).json());
    const missing = await get(t.app, '/api/auth/session');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await get(t.app, '/api/auth/session', { headers: { Authorization: 'Bearer made-up' } })).status).toBe(401);
    expect(
      (await get(t.app, '/api/auth/session', { host: 'other.test', headers: { Authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(401);
  });

  it('stops accepting the token when the session ends', async () => {
    const { token } = loginResult.parse(await (await signIn()).json());
    const headers = { Authorization: `Bearer ${token}` };
    now = new Date(now.getTime() + 11 * 3_600_000);
    expect((await get(t.app, '/api/auth/session', { headers })).status).toBe(200);
    now = new Date(now.getTime() + 1 * 3_600_000 + 1);
    expect((await get(t.app, '/api/auth/session', { headers })).status).toBe(401);
  });

  it('ends the session at once on logout', async () => {
    const { token } = loginResult.parse(await (await signIn()).json());
    const headers = { Authorization: `Bearer ${token}` };
    const out = await post('/api/auth/logout', undefined, { token });
    expect(out.status).toBe(204);
    expect((await get(t.app, '/api/auth/session', { headers })).status).toBe(401);
    expect((await post('/api/auth/logout', undefined, { token })).status).toBe(401);
  });
});
