import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResult, loginThrottledMessage } from '#contract/auth.ts';
import { apiError } from '#contract/errors.ts';
import { signInCodeThrottledMessage } from '#contract/sign-in-code.ts';
import { signInCodes, users } from '#server/db/schema.ts';
import { createUser } from '#server/services/auth.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createFamilyMember } from '#tests/server/factories/family.ts';
import { outboxMailsTo } from '#tests/server/outbox-mails.ts';
import { createTestApp, testClientAddressHeader, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * Signing in with a mailed code (decision 0074), in this file's own company: each test
 * has an account of its own, so no test sees another's codes, mails or limits.
 */

let database: TestDatabase;
let t: TestApp;
let company: FactoryCompany;
let now = new Date('2026-03-02T09:00:00.000Z');
const minutes = (n: number) => n * 60_000;
const failed = 'That code is wrong or no longer works. Check the latest email, or ask for a new code.';

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { clock: { now: () => now } });
  company = await createCompany(database, { name: 'Juniper Hill Funeral Home' });
});
afterAll(async () => {
  await t.mail.flush();
  await database.close();
});

const call = (path: string, body: unknown, from?: string) =>
  t.app.request(path, {
    method: 'POST',
    headers: {
      'X-Host': company.host,
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(from ? { [testClientAddressHeader]: from } : {}),
    },
    body: JSON.stringify(body),
  });

let accounts = 0;
async function newAccount() {
  accounts += 1;
  const email = `code-${accounts}@family.example`;
  const member = await createFamilyMember(company.scope, { email, name: 'Rose Ashdown' });
  return { email, userId: member.memberId };
}
let addresses = 0;
const newAddress = () => `203.0.113.${(addresses += 1)}`;

const askForCode = (email: string, from?: string) => call('/api/auth/sign-in-code', { email }, from);
const tryCode = (email: string, code: string, from?: string, keepSignedIn?: boolean) =>
  call('/api/auth/sign-in-code/verify', { email, code, ...(keepSignedIn === undefined ? {} : { keepSignedIn }) }, from);
const mailsTo = (email: string) => outboxMailsTo(database.db, t.mail, email);

/** The code in the latest mail to `email`. */
async function mailedCode(email: string): Promise<string> {
  const match = /^(\d{6})$/m.exec((await mailsTo(email)).at(-1)?.text ?? '');
  if (!match?.[1]) throw new Error(`no code mailed to ${email}`);
  return match[1];
}

/** A code that is not the one mailed (the next one, wrapping). */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function expectFailed(response: Response) {
  expect(response.status).toBe(401);
  expect(apiError.parse(await response.json()).issues).toEqual([{ path: '', message: failed }]);
}

describe('POST /api/auth/sign-in-code', () => {
  it('mails a 6-digit code and keeps only its argon2id hash', async () => {
    const { email, userId } = await newAccount();
    const response = await askForCode(email.toUpperCase());
    expect(response.status).toBe(202);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Your Juniper Hill Funeral Home sign-in code');
    const code = await mailedCode(email);
    expect(mail?.subject).not.toContain(code);
    const rows = await company.scope.selectAll(signInCodes, eq(signInCodes.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(rows[0]!.codeHash, code)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]!.expiresAt.getTime() - now.getTime()).toBe(minutes(10));
  });

  it('answers an unknown, a staff and a disabled address exactly as a family one, and mails none of them', async () => {
    const { email } = await newAccount();
    const staff = `staff-${accounts}@juniper.example`;
    await createUser(company.scope, { email: staff, name: 'Staff', role: 'staff', staffRole: 'staff', password: 'x' });
    const disabled = (await newAccount()).email;
    await company.scope.update(users, { disabledAt: now }, eq(users.email, disabled));
    const known = await askForCode(email);
    for (const other of ['nobody-here@family.example', staff, disabled]) {
      const answer = await askForCode(other);
      expect(answer.status).toBe(known.status);
      expect(await answer.text()).toBe('');
      expect([...answer.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
      expect(await mailsTo(other)).toEqual([]);
    }
    expect(await known.text()).toBe('');
  });

  const { signInCodePerAccount, signInCodePerAddress } = rateLimits;

  it(`mails ${signInCodePerAccount.limit} codes of a burst of 12 asks for one address from other addresses, counted before the lookup, and answers all alike`, async () => {
    const { email } = await newAccount();
    const answers = await Promise.all(Array.from({ length: 12 }, () => askForCode(email, newAddress())));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 12 }, () => 202));
    expect(await mailsTo(email)).toHaveLength(signInCodePerAccount.limit);
    // The asks past the limit voided nothing: the newest code mailed still signs in.
    expect((await tryCode(email, await mailedCode(email))).status).toBe(200);
    // An address nobody has answers the same, and nothing is mailed.
    const nobody = await Promise.all(
      Array.from({ length: 7 }, () => askForCode('nobody-either@family.example', newAddress())),
    );
    expect(nobody.map((answer) => answer.status)).toEqual(Array.from({ length: 7 }, () => 202));
  });

  it('past the limit per email address, still mails a code to the address the account signs in from', async () => {
    const { email } = await newAccount();
    const home = newAddress();
    await askForCode(email, home);
    // Signing in with the code from home makes it the account's known address.
    expect((await tryCode(email, await mailedCode(email), home)).status).toBe(200);
    for (let n = 0; n < signInCodePerAccount.limit + 2; n += 1) await askForCode(email, newAddress());
    const before = (await mailsTo(email)).length;
    expect((await askForCode(email, home)).status).toBe(202);
    expect(await mailsTo(email)).toHaveLength(before + 1);
  });

  it(`refuses a client address after ${signInCodePerAddress.limit} asks for any addresses`, async () => {
    const from = newAddress();
    for (let n = 0; n < signInCodePerAddress.limit; n += 1)
      expect((await askForCode(`sprayed-${n}@family.example`, from)).status).toBe(202);
    const refused = await askForCode((await newAccount()).email, from);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(apiError.parse(await refused.json()).issues).toEqual([
      { path: '', message: signInCodeThrottledMessage(3600) },
    ]);
  });
});

describe('POST /api/auth/sign-in-code/verify', () => {
  it('signs the family in with the mailed code, once', async () => {
    const { email } = await newAccount();
    await askForCode(email);
    const code = await mailedCode(email);
    const response = await tryCode(email, code);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const result = loginResult.parse(await response.json());
    expect(result.user).toMatchObject({ email, role: 'family' });
    expect(new Date(result.expiresAt).getTime() - now.getTime()).toBe(12 * 3_600_000);
    await expectFailed(await tryCode(email, code));
  });

  it('keeps the session 30 days on the device when asked', async () => {
    const { email } = await newAccount();
    await askForCode(email);
    const result = loginResult.parse(await (await tryCode(email, await mailedCode(email), undefined, true)).json());
    expect(new Date(result.expiresAt).getTime() - now.getTime()).toBe(30 * 86_400_000);
  });

  it('works for 10 minutes, by the clock, and not at 10', async () => {
    const started = now;
    try {
      const { email } = await newAccount();
      await askForCode(email);
      now = new Date(started.getTime() + minutes(10) - 1);
      expect((await tryCode(email, await mailedCode(email))).status).toBe(200);

      now = started;
      await askForCode(email);
      now = new Date(started.getTime() + minutes(10));
      await expectFailed(await tryCode(email, await mailedCode(email)));
    } finally {
      now = started;
    }
  });

  it('is void after 5 wrong codes, even the right one; 4 wrong leave it working', async () => {
    const { email } = await newAccount();
    const from = newAddress();
    await askForCode(email);
    const first = await mailedCode(email);
    for (let n = 0; n < 5; n += 1) await expectFailed(await tryCode(email, wrong(first), from));
    await expectFailed(await tryCode(email, first, from));

    await askForCode(email);
    const second = await mailedCode(email);
    for (let n = 0; n < 4; n += 1) await expectFailed(await tryCode(email, wrong(second), newAddress()));
    expect((await tryCode(email, second, newAddress())).status).toBe(200);
  });

  it('checks 5 tries of a burst of 10 at once, the right code among them signs in once at most', async () => {
    const { email, userId } = await newAccount();
    await askForCode(email);
    const code = await mailedCode(email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => tryCode(email, n === 9 ? code : wrong(code), newAddress())),
    );
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
    const [row] = await company.scope.selectAll(signInCodes, eq(signInCodes.userId, userId));
    expect(row!.attempts).toBe(5);
  });

  it('stops working when a new code is asked for', async () => {
    const { email } = await newAccount();
    await askForCode(email);
    const earlier = await mailedCode(email);
    await askForCode(email);
    const later = await mailedCode(email);
    if (later !== earlier) await expectFailed(await tryCode(email, earlier));
    expect((await tryCode(email, later)).status).toBe(200);
  });

  it('answers an unknown address, and an address with no code, as a wrong code', async () => {
    await expectFailed(await tryCode('nobody-here@family.example', '123456'));
    await expectFailed(await tryCode((await newAccount()).email, '123456'));
  });

  it('counts every try on the sign-in limits before the code is checked', async () => {
    const { signInPerAccountAndAddress } = rateLimits;
    const { email } = await newAccount();
    const from = newAddress();
    for (let n = 0; n < signInPerAccountAndAddress.limit; n += 1)
      await expectFailed(await tryCode(email, '000000', from));
    await askForCode(email);
    const refused = await tryCode(email, await mailedCode(email), from);
    expect(refused.status).toBe(429);
    expect(apiError.parse(await refused.json()).issues).toEqual([
      { path: '', message: loginThrottledMessage(signInPerAccountAndAddress.windowSeconds) },
    ]);
  });

  it('refuses a code that is not 6 digits in spec §5 words', async () => {
    const response = await tryCode('rose@family.example', '12345');
    expect(response.status).toBe(422);
    expect(apiError.parse(await response.json()).issues).toEqual([
      { path: 'code', message: 'Please enter a valid format' },
    ]);
  });
});

describe('without SMTP_URL (README "What to try")', () => {
  it('logs the kept mail with its code, and that code signs in', async () => {
    const { email } = await newAccount();
    expect((await askForCode(email, newAddress())).status).toBe(202);
    await t.mail.flush();
    const line = t.logs.findLast(
      (entry) =>
        entry.msg === 'mail kept in the outbox (no SMTP_URL set)' &&
        (entry.mail as { to?: string } | undefined)?.to === email,
    );
    const codes = (line?.mail as { codes?: string[] } | undefined)?.codes ?? [];
    expect(codes).toEqual([await mailedCode(email)]);
    expect((await tryCode(email, codes[0]!, newAddress())).status).toBe(200);
  });
});
