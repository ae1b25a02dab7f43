import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { passwordResetCheck } from '#contract/password-reset.ts';
import { passwordResetTokens } from '#server/db/schema.ts';
import { hashToken } from '#server/services/auth.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createFamilyMember } from '#tests/server/factories/family.ts';
import { mailedLinkToken, outboxMailsTo } from '#tests/server/outbox-mails.ts';
import { createTestApp, testClientAddressHeader, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

let database: TestDatabase;
let t: TestApp;
/** This file's company, whose mails link to `siteUrl`, and another company. */
let company: FactoryCompany;
let other: FactoryCompany;
let now = new Date('2026-03-02T09:00:00.000Z');
const minutes = (n: number) => n * 60_000;
const siteUrl = 'https://evergreen-funerals.example';
const expiredMessage = 'This reset link has expired or was already used. Ask for a new one.';

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { clock: { now: () => now } });
  company = await createCompany(database, { name: 'Juniper Hill Funeral Home', siteUrl });
  other = await createCompany(database, { name: 'Harbor Light Chapel' });
});
afterAll(() => database.close());

interface RequestInit {
  host?: string;
  token?: string;
  from?: string;
  headers?: Record<string, string>;
}

const call = (method: string, path: string, body: unknown, init: RequestInit = {}) =>
  t.app.request(path, {
    method,
    headers: {
      'X-Host': init.host ?? company.host,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.from ? { [testClientAddressHeader]: init.from } : {}),
      ...init.headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

let accounts = 0;
/** A family account of its own for each test (so no test sees another's links, limits or password). */
async function newAccount() {
  accounts += 1;
  const email = `reset-${accounts}@family.example`;
  const password = `first-lantern-password-${accounts}`;
  await createFamilyMember(company.scope, { email, name: 'Rose Ashdown', password });
  return { email, password };
}

const askForLink = (email: string, init?: RequestInit) => call('POST', '/api/auth/password-reset', { email }, init);

const mailsTo = (email: string) => outboxMailsTo(database.db, t.mail, email);

/** The token of the latest link mailed to `email`. */
const mailedToken = (email: string) =>
  mailedLinkToken(database.db, t.mail, email, /\/family-portal\/password-reset\/([\w-]+)/);

const check = (token: string, host?: string) => call('GET', `/api/auth/password-reset/${token}`, undefined, { host });
const setPassword = (token: string, password: string, host?: string) =>
  call('POST', `/api/auth/password-reset/${token}`, { password }, { host });
const signIn = async (email: string, password: string) => {
  const response = await call('POST', '/api/auth/login', { email, password });
  return response.status === 200 ? ((await response.json()) as { token: string }).token : null;
};

async function expectExpired(response: Response) {
  expect(response.status).toBe(404);
  expect(apiError.parse(await response.json()).issues).toEqual([{ path: '', message: expiredMessage }]);
}

describe('POST /api/auth/password-reset', () => {
  it('mails a link from the configured site URL, even when the request names another host', async () => {
    const { email } = await newAccount();
    const response = await askForLink(email.toUpperCase(), {
      headers: { 'X-Forwarded-Host': 'attacker.example', Forwarded: 'host=attacker.example' },
    });
    expect(response.status).toBe(202);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Reset your Juniper Hill Funeral Home password');
    expect(mail?.text).toMatch(
      new RegExp(`^${siteUrl.replace(/\./g, '\\.')}/family-portal/password-reset/[\\w-]{43}$`, 'm'),
    );
    expect(mail?.text).not.toContain('attacker');
  });

  it('keeps only the hash of a token of 32 random bytes', async () => {
    const { email } = await newAccount();
    await askForLink(email);
    const token = await mailedToken(email);
    expect(token).toMatch(/^[\w-]{43}$/);
    const stored = await database.db.select({ tokenHash: passwordResetTokens.tokenHash }).from(passwordResetTokens);
    expect(stored.map((row) => row.tokenHash)).toContain(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const { email } = await newAccount();
    const known = await askForLink(email);
    const unknown = await askForLink('nobody-here@family.example');
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
    expect(await mailsTo('nobody-here@family.example')).toEqual([]);
  });

  it('refuses what is not an email address in spec §5 words', async () => {
    const response = await askForLink('rose');
    expect(response.status).toBe(422);
    expect(apiError.parse(await response.json()).issues).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
  });

  it('voids the earlier link of the account when a new one is asked for', async () => {
    const { email } = await newAccount();
    await askForLink(email);
    const first = await mailedToken(email);
    await askForLink(email);
    const second = await mailedToken(email);
    await expectExpired(await check(first));
    expect((await check(second)).status).toBe(200);
  });

  it('answers 429 past the limit per client address, whether the accounts exist or not', async () => {
    const from = '198.51.100.7';
    const { limit } = rateLimits.passwordResetPerAddress;
    for (let i = 0; i < limit; i += 1)
      expect((await askForLink(`spray-${i}@family.example`, { from })).status).toBe(202);
    const refused = await askForLink('spray-last@family.example', { from });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(3600);
    expect(apiError.parse(await refused.json()).issues).toEqual([
      { path: '', message: 'Too many requests to reset a password. Please wait 60 minutes and try again.' },
    ]);
    // Another address is not held back.
    expect((await askForLink('spray-last@family.example', { from: '198.51.100.8' })).status).toBe(202);
  });

  it('past the limit per email address from other addresses, answers as for any address, mails nothing and keeps the newest link', async () => {
    const { email } = await newAccount();
    const { limit } = rateLimits.passwordResetPerAccount;
    for (let i = 0; i < limit; i += 1) expect((await askForLink(email, { from: `203.0.113.${i}` })).status).toBe(202);
    const newest = await mailedToken(email);
    // Whoever keeps asking gets the answer anyone gets, and the person's inbox no more mail.
    for (const from of ['203.0.113.200', '203.0.113.201']) expect((await askForLink(email, { from })).status).toBe(202);
    expect(await mailsTo(email)).toHaveLength(limit);
    expect((await check(newest)).status).toBe(200);
    // The window ends after an hour.
    now = new Date(now.getTime() + minutes(61));
    expect((await askForLink(email, { from: '203.0.113.202' })).status).toBe(202);
    expect(await mailsTo(email)).toHaveLength(limit + 1);
  });

  it('past the limit per email address, still mails a link to the address the account signs in from', async () => {
    const { email, password } = await newAccount();
    const home = '198.51.100.77';
    // The owner signed in from home: it is the account's known address.
    expect((await call('POST', '/api/auth/login', { email, password }, { from: home })).status).toBe(200);
    const { limit } = rateLimits.passwordResetPerAccount;
    for (let i = 0; i < limit + 3; i += 1) await askForLink(email, { from: `192.0.2.${100 + i}` });
    expect(await mailsTo(email)).toHaveLength(limit);
    expect((await askForLink(email, { from: home })).status).toBe(202);
    expect(await mailsTo(email)).toHaveLength(limit + 1);
    expect((await check(await mailedToken(email))).status).toBe(200);
  });
});

describe('GET and POST /api/auth/password-reset/{token}', () => {
  it('works once: sets the password, ends every session of the account, then the link is spent', async () => {
    const { email, password } = await newAccount();
    const sessions = [await signIn(email, password), await signIn(email, password)];
    await askForLink(email);
    const token = await mailedToken(email);

    const checked = await check(token);
    expect(checked.status).toBe(200);
    expect(passwordResetCheck.parse(await checked.json())).toEqual({
      email,
      expiresAt: new Date(now.getTime() + minutes(60)).toISOString(),
    });

    expect((await setPassword(token, 'tidewater-lantern-morning')).status).toBe(204);
    for (const session of sessions)
      expect((await call('GET', '/api/auth/session', undefined, { token: session! })).status).toBe(401);
    expect(await signIn(email, password)).toBeNull();
    expect(await signIn(email, 'tidewater-lantern-morning')).not.toBeNull();

    await expectExpired(await setPassword(token, 'another-quiet-harbor-lamp'));
    await expectExpired(await check(token));
    expect(await signIn(email, 'another-quiet-harbor-lamp')).toBeNull();
  });

  it('lets only one of two uses at the same time succeed', async () => {
    const { email } = await newAccount();
    await askForLink(email);
    const token = await mailedToken(email);
    const answers = await Promise.all([
      setPassword(token, 'first-racer-copper-kettle'),
      setPassword(token, 'second-racer-willow-bench'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 404]);
  });

  it('works until an hour has passed, not after', async () => {
    const { email } = await newAccount();
    await askForLink(email);
    const token = await mailedToken(email);
    const askedAt = now;
    now = new Date(askedAt.getTime() + minutes(60) - 1000);
    expect((await check(token)).status).toBe(200);
    now = new Date(askedAt.getTime() + minutes(60));
    await expectExpired(await check(token));
    await expectExpired(await setPassword(token, 'tidewater-lantern-morning'));
  });

  it("is no link on another company's site", async () => {
    const { email } = await newAccount();
    await askForLink(email);
    const token = await mailedToken(email);
    await expectExpired(await check(token, other.host));
    await expectExpired(await setPassword(token, 'tidewater-lantern-morning', other.host));
    expect((await check(token)).status).toBe(200);
  });

  it('answers 404 for a token nobody was given', async () => {
    await expectExpired(await check('A'.repeat(43)));
    await expectExpired(await setPassword('A'.repeat(43), 'tidewater-lantern-morning'));
  });

  it('refuses a short, a long and an easy password beside the field, keeping the link', async () => {
    const { email, password } = await newAccount();
    await askForLink(email);
    const token = await mailedToken(email);
    const issuesOf = async (candidate: string) => {
      const response = await setPassword(token, candidate);
      expect(response.status).toBe(422);
      return apiError.parse(await response.json()).issues ?? [];
    };
    expect(await issuesOf('short-pass')).toEqual([{ path: 'password', message: 'Must be at least 12 characters' }]);
    expect(await issuesOf('p'.repeat(129))).toEqual([{ path: 'password', message: 'Cannot exceed 128 characters' }]);
    expect(await issuesOf('password1234')).toEqual([
      {
        path: 'password',
        message:
          'This password is too common or too easy to guess. Try a longer phrase of unrelated words. ' +
          'This is similar to a commonly used password.',
      },
    ]);
    // The account's own words count as easy to guess.
    const [own] = await issuesOf('ashdownrose2');
    expect(own?.message).toMatch(/^This password is too common or too easy to guess/);
    expect(await signIn(email, password)).not.toBeNull();
    expect((await check(token)).status).toBe(200);
  });

  it("refuses a new password made of the account's own name and address", async () => {
    accounts += 1;
    const email = `lucia.moreno.${accounts}@family.example`;
    await createFamilyMember(company.scope, { email, name: 'Lucia Moreno', password: 'first-lantern-password-1' });
    await askForLink(email);
    const token = await mailedToken(email);
    const refused = await setPassword(token, 'lucia.moreno2026');
    expect(refused.status).toBe(422);
    expect(apiError.parse(await refused.json()).issues).toEqual([
      { path: 'password', message: expect.stringMatching(/^This password is too common or too easy to guess/) },
    ]);
    expect((await setPassword(token, 'tidewater-lantern-morning')).status).toBe(204);
  });

  it('stores the new password as argon2id and leaves other accounts alone', async () => {
    const { email } = await newAccount();
    const other = await newAccount();
    await askForLink(email);
    expect((await setPassword(await mailedToken(email), 'tidewater-lantern-morning')).status).toBe(204);
    expect(await signIn(other.email, other.password)).not.toBeNull();
    const used = await database.db
      .select({ usedAt: passwordResetTokens.usedAt })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.companyId, company.companyId)));
    expect(used.some((row) => row.usedAt?.getTime() === now.getTime())).toBe(true);
  });
});

describe('guessing mailed links', () => {
  const { oneTimeLinkPerAddress } = rateLimits;

  it(`answers 429 past ${oneTimeLinkPerAddress.limit} reset or invitation links tried from one address, counted before the lookup`, async () => {
    const guesser = '198.51.100.21';
    const guess = (attempt: number) => `guessed-${attempt}-${'x'.repeat(32)}`;
    const tries = [
      (attempt: number) => call('GET', `/api/auth/password-reset/${guess(attempt)}`, undefined, { from: guesser }),
      (attempt: number) =>
        call('POST', `/api/auth/password-reset/${guess(attempt)}`, { password: 'x'.repeat(16) }, { from: guesser }),
      (attempt: number) => call('GET', `/api/family/invitation/${guess(attempt)}`, undefined, { from: guesser }),
    ];
    // All at once: the count comes first, so no more than the limit are looked up however they race.
    const answers = await Promise.all(
      Array.from({ length: oneTimeLinkPerAddress.limit + 15 }, (_, attempt) => tries[attempt % tries.length]!(attempt)),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(oneTimeLinkPerAddress.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);

    const refused = await call('GET', `/api/family/invitation/${guess(99)}`, undefined, { from: guesser });
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(apiError.parse(await refused.json()).issues).toEqual([
      { path: '', message: 'Too many links were opened from here. Please wait 60 minutes and try again.' },
    ]);
    // Another address is not held back.
    expect(
      (await call('GET', `/api/auth/password-reset/${guess(100)}`, undefined, { from: '198.51.100.22' })).status,
    ).toBe(404);
  });
});
