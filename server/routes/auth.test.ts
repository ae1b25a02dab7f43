import { parseOptions } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginAccountLockedMessage,
  loginFailedMessage,
  loginResult,
  loginThrottledMessage,
  session,
} from '#contract/auth.ts';
import { apiError } from '#contract/errors.ts';
import { sessions, users } from '#server/db/schema.ts';
import { EVERGREEN_STAFF_EMAIL, EVERGREEN_STAFF_PASSWORD } from '#server/seed/evergreen/staff.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import { createUser, hashToken } from '#server/services/auth.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { mailedLinkToken } from '#tests/server/outbox-mails.ts';
import { createTestApp, get, testClientAddressHeader, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

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
    staffRole: 'owner',
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

const post = (path: string, body: unknown, init: { host?: string; token?: string; from?: string } = {}) =>
  t.app.request(path, {
    method: 'POST',
    headers: {
      'X-Host': init.host ?? 'localhost',
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.from ? { [testClientAddressHeader]: init.from } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const signIn = async (
  email = EVERGREEN_STAFF_EMAIL,
  password = EVERGREEN_STAFF_PASSWORD,
  host = 'localhost',
  from?: string,
) => post('/api/auth/login', { email, password }, { host, from });

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
});

describe('POST /api/auth/login: throttles (README "Security")', () => {
  const { signInPerAccountAndAddress, signInPerAddress, signInPerAccount } = rateLimits;
  let accounts = 0;
  const newAccount = async () => {
    const email = `guessed-${(accounts += 1)}@evergreen.example`;
    await createUser(tenantScope(database.db, database.demoCompanyId), {
      email,
      name: 'Guessed',
      role: 'staff',
      staffRole: 'owner',
      password: 'the-right-one',
    });
    return email;
  };
  let addresses = 0;
  const newAddress = () => `203.0.113.${(addresses += 1)}`;

  async function expectThrottled(response: Response, retryAfterSeconds: number, message = loginThrottledMessage) {
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe(String(retryAfterSeconds));
    expect(apiError.parse(await response.json()).issues).toEqual([{ path: '', message: message(retryAfterSeconds) }]);
  }

  async function fail(email: string, from: string, times: number) {
    for (let attempt = 0; attempt < times; attempt += 1)
      expect((await signIn(email, `guess-${attempt}`, 'localhost', from)).status).toBe(401);
  }

  it(`refuses an account to the address that failed ${signInPerAccountAndAddress.limit} times; its owner elsewhere signs in`, async () => {
    const email = await newAccount();
    const [guesser, owner] = [newAddress(), newAddress()];
    await fail(email, guesser, signInPerAccountAndAddress.limit);

    // Even the right password is refused there, with how long to wait.
    await expectThrottled(await signIn(email, 'the-right-one', 'localhost', guesser), 900);
    expect((await signIn(email, 'the-right-one', 'localhost', owner)).status).toBe(200);
    // The guesser's other accounts are not held back either.
    expect((await signIn(EVERGREEN_STAFF_EMAIL, EVERGREEN_STAFF_PASSWORD, 'localhost', guesser)).status).toBe(200);

    now = new Date(now.getTime() + 5 * 60_000);
    await expectThrottled(await signIn(email, 'the-right-one', 'localhost', guesser), 600);
    now = new Date(now.getTime() + 11 * 60_000);
    expect((await signIn(email, 'the-right-one', 'localhost', guesser)).status).toBe(200);
  });

  it('forgets the failures of an account and address when it signs in there', async () => {
    const email = await newAccount();
    const from = newAddress();
    await fail(email, from, signInPerAccountAndAddress.limit - 1);
    expect((await signIn(email, 'the-right-one', 'localhost', from)).status).toBe(200);
    await fail(email, from, signInPerAccountAndAddress.limit - 1);
    expect((await signIn(email, 'the-right-one', 'localhost', from)).status).toBe(200);
  });

  it(`refuses an address that failed ${signInPerAddress.limit} times over any accounts`, async () => {
    const sprayer = newAddress();
    for (let attempt = 0; attempt < signInPerAddress.limit; attempt += 1)
      expect((await signIn(`nobody-${attempt}@evergreen.example`, 'guess', 'localhost', sprayer)).status).toBe(401);
    await expectThrottled(await signIn(EVERGREEN_STAFF_EMAIL, EVERGREEN_STAFF_PASSWORD, 'localhost', sprayer), 900);
    expect((await signIn(EVERGREEN_STAFF_EMAIL, EVERGREEN_STAFF_PASSWORD, 'localhost', newAddress())).status).toBe(200);
  });

  it(`refuses new addresses to an account failed ${signInPerAccount.limit} times from many; its owner's address passes`, async () => {
    const email = await newAccount();
    const owner = newAddress();
    expect((await signIn(email, 'the-right-one', 'localhost', owner)).status).toBe(200);
    now = new Date(now.getTime() + 60_000);
    // Spread so that no one address reaches its own limit.
    const perAddress = signInPerAccountAndAddress.limit - 1;
    for (let failed = 0; failed < signInPerAccount.limit; failed += perAddress)
      await fail(email, newAddress(), Math.min(perAddress, signInPerAccount.limit - failed));

    await expectThrottled(
      await signIn(email, 'the-right-one', 'localhost', newAddress()),
      3600,
      loginAccountLockedMessage,
    );
    expect((await signIn(email, 'the-right-one', 'localhost', owner)).status).toBe(200);
  });

  it(`checks ${signInPerAccountAndAddress.limit} of a burst of 200 wrong passwords for one account from one address`, async () => {
    const email = await newAccount();
    const from = newAddress();
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, attempt) => signIn(email, `burst-${attempt}`, 'localhost', from)),
    );
    // Only a checked password answers 401; the rest were refused before any check.
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(signInPerAccountAndAddress.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - signInPerAccountAndAddress.limit);
  });

  it(`checks ${signInPerAddress.limit} of a burst of 60 accounts sprayed at once from one address`, async () => {
    const from = newAddress();
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, attempt) =>
        signIn(`sprayed-${attempt}@evergreen.example`, 'x', 'localhost', from),
      ),
    );
    expect(burst.filter((response) => response.status === 401)).toHaveLength(signInPerAddress.limit);
  });

  it("does not count refused attempts: one address's flood leaves the account-wide ceiling to others", async () => {
    const email = await newAccount();
    await fail(email, newAddress(), signInPerAccountAndAddress.limit);
    const guesser = newAddress();
    for (let attempt = 0; attempt < signInPerAccount.limit; attempt += 1)
      expect([401, 429]).toContain((await signIn(email, `flood-${attempt}`, 'localhost', guesser)).status);
    // 20 failures were checked in all, far from the ceiling: a new address still signs in.
    expect((await signIn(email, 'the-right-one', 'localhost', newAddress())).status).toBe(200);
  });

  it('lets the owner past the account-wide ceiling with a reset link, from the address it was used at', async () => {
    const email = await newAccount();
    const perAddress = signInPerAccountAndAddress.limit - 1;
    for (let failed = 0; failed < signInPerAccount.limit; failed += perAddress)
      await fail(email, newAddress(), Math.min(perAddress, signInPerAccount.limit - failed));

    // The owner has never signed in: the page says how to get in now.
    const owner = newAddress();
    await expectThrottled(await signIn(email, 'the-right-one', 'localhost', owner), 3600, loginAccountLockedMessage);

    // A staff account: its reset link leads to the console's page (decision 0062).
    expect((await post('/api/auth/password-reset', { email }, { from: owner })).status).toBe(202);
    const token = await mailedLinkToken(database.db, t.mail, email, /\/staff\/password-reset\/([\w-]+)/);
    const password = 'a quiet harbour at dusk 1961';
    expect((await post(`/api/auth/password-reset/${token}`, { password }, { from: owner })).status).toBe(204);

    expect((await signIn(email, password, 'localhost', owner)).status).toBe(200);
    // Anywhere else, the ceiling still holds until its window ends.
    await expectThrottled(await signIn(email, password, 'localhost', newAddress()), 3600, loginAccountLockedMessage);
  });

  it('answers an unknown account exactly as a known one while throttled', async () => {
    const from = newAddress();
    await fail('nobody-throttled@evergreen.example', from, signInPerAccountAndAddress.limit);
    await expectThrottled(await signIn('nobody-throttled@evergreen.example', 'x', 'localhost', from), 900);
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

describe('keep me signed in (decision 0073)', () => {
  const days = (n: number) => n * 86_400_000;
  const login = (email: string, password: string, keepSignedIn?: boolean) =>
    post('/api/auth/login', { email, password, ...(keepSignedIn === undefined ? {} : { keepSignedIn }) });
  const expiryOf = async (response: Response) =>
    new Date(loginResult.parse(await response.json()).expiresAt).getTime() - now.getTime();

  it('keeps a family session 30 days when asked, 12 hours when not; a staff session 12 hours either way', async () => {
    expect(await expiryOf(await login('family@evergreen.example', 'family-password-2026', true))).toBe(days(30));
    expect(await expiryOf(await login('family@evergreen.example', 'family-password-2026', false))).toBe(12 * 3_600_000);
    expect(await expiryOf(await login('family@evergreen.example', 'family-password-2026'))).toBe(12 * 3_600_000);
    expect(await expiryOf(await login(EVERGREEN_STAFF_EMAIL, EVERGREEN_STAFF_PASSWORD, true))).toBe(12 * 3_600_000);
    const stored = await database.db.select({ expiresAt: sessions.expiresAt }).from(sessions);
    expect(stored.some((row) => row.expiresAt.getTime() === now.getTime() + days(30))).toBe(true);
  });

  it('works until its 30 days are over, and signing out ends it at once', async () => {
    const started = now;
    try {
      const kept = loginResult.parse(
        await (await login('family@evergreen.example', 'family-password-2026', true)).json(),
      );
      const headers = { Authorization: `Bearer ${kept.token}` };
      now = new Date(started.getTime() + days(30) - 1);
      expect((await get(t.app, '/api/auth/session', { headers })).status).toBe(200);
      now = new Date(started.getTime() + days(30));
      expect((await get(t.app, '/api/auth/session', { headers })).status).toBe(401);

      now = started;
      const again = loginResult.parse(
        await (await login('family@evergreen.example', 'family-password-2026', true)).json(),
      );
      expect((await post('/api/auth/logout', undefined, { token: again.token })).status).toBe(204);
      expect(
        (await get(t.app, '/api/auth/session', { headers: { Authorization: `Bearer ${again.token}` } })).status,
      ).toBe(401);
    } finally {
      now = started;
    }
  });
});
