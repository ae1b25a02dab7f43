import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { planningLocations, planningThrottledMessage } from '#contract/planning.ts';
import { cases, mailOutbox } from '#server/db/schema.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { contactEmail, preplan } from '#tests/server/planning-answers.ts';
import { createTestApp, get, testClientAddressHeader, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * Planning submit mails the typed contact address, so it is limited per client address
 * and per contact email (README "Security"), in the database (decision 0028) so every process counts alike.
 */

const { planningPerAddress, planningPerRecipient } = rateLimits;

let database: TestDatabase;
let t: TestApp;
let now = new Date('2026-07-01T09:00:00.000Z');
const locationIdOf: Record<string, number> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { clock: { now: () => now } });
  for (const host of ['localhost', 'other.test'])
    locationIdOf[host] = planningLocations.parse(
      await (await get(t.app, '/api/web/planning/locations', { host })).json(),
    ).locations[0]!.id;
});
afterAll(() => database.close());

let addresses = 0;
/** A client address no other test uses. */
const newAddress = () => `198.51.100.${(addresses += 1)}`;

// Each company has its own form: the demo's (localhost) and Quiet Harbor's (other.test).
const answersOf: Record<string, (email: string) => object> = {
  localhost: preplan,
  'other.test': (email) => ({ name: 'Ann', email, firstName: 'Jo' }),
};

const submit = (
  from: string,
  { email = contactEmail(), key = undefined as string | undefined, host = 'localhost' } = {},
) =>
  t.app.request('/api/web/planning/submit', {
    method: 'POST',
    headers: {
      'X-Host': host,
      'Content-Type': 'application/json',
      Accept: 'application/json',
      [testClientAddressHeader]: from,
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify({ locationId: locationIdOf[host], caseStatus: 'PRE_PLAN', fields: answersOf[host]!(email) }),
  });

const casesOf = async (companyId: number) =>
  (await database.db.select({ n: count() }).from(cases).where(eq(cases.companyId, companyId)))[0]!.n;
const mailsOf = async (companyId: number) =>
  (await database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.companyId, companyId)))[0]!.n;

async function expectThrottled(response: Response, retryAfterSeconds: number) {
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe(String(retryAfterSeconds));
  expect(apiError.parse(await response.json())).toEqual({
    status: 429,
    message: 'Too Many Requests',
    issues: [{ path: '', message: planningThrottledMessage(retryAfterSeconds) }],
  });
}

const minutes = (n: number) => (now = new Date(now.getTime() + n * 60_000));

describe('POST /api/web/planning/submit: limits', () => {
  it(`answers 429 with Retry-After after ${planningPerAddress.limit} plans from one address, and creates nothing`, async () => {
    const from = newAddress();
    for (let n = 0; n < planningPerAddress.limit; n += 1) expect((await submit(from)).status).toBe(201);
    const [casesBefore, mailsBefore] = [await casesOf(database.demoCompanyId), await mailsOf(database.demoCompanyId)];

    await expectThrottled(await submit(from), planningPerAddress.windowSeconds);
    expect(await casesOf(database.demoCompanyId)).toBe(casesBefore);
    expect(await mailsOf(database.demoCompanyId)).toBe(mailsBefore);

    // The wait counts down from the first plan of the window, and says so.
    minutes(25);
    await expectThrottled(await submit(from), planningPerAddress.windowSeconds - 25 * 60);
    // Another address is not held back.
    expect((await submit(newAddress())).status).toBe(201);

    minutes(planningPerAddress.windowSeconds / 60 - 25);
    expect((await submit(from)).status).toBe(201);
  });

  it(`answers 429 after ${planningPerRecipient.limit} plans to one contact email, from any addresses`, async () => {
    const email = contactEmail();
    for (let n = 0; n < planningPerRecipient.limit; n += 1)
      expect((await submit(newAddress(), { email })).status).toBe(201);
    await expectThrottled(
      await submit(newAddress(), { email: email.toUpperCase() }),
      planningPerRecipient.windowSeconds,
    );
    expect((await submit(newAddress())).status).toBe(201);
  });

  it('does not count a repeat with the same Idempotency-Key (it sends nothing)', async () => {
    const from = newAddress();
    const key = `plan-limits-replay-${from}`;
    const email = contactEmail();
    expect((await submit(from, { key, email })).status).toBe(201);
    for (let n = 0; n < planningPerAddress.limit + 2; n += 1) {
      const repeat = await submit(from, { key, email });
      expect(repeat.status).toBe(201);
      expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    }
    // The repeats took none of the address's plans: all but the first are left.
    for (let n = 1; n < planningPerAddress.limit; n += 1) expect((await submit(from)).status).toBe(201);
    await expectThrottled(await submit(from), planningPerAddress.windowSeconds);
  });

  it("counts each company's plans apart (the limits are per company)", async () => {
    const from = newAddress();
    for (let n = 0; n < planningPerAddress.limit; n += 1) expect((await submit(from)).status).toBe(201);
    expect((await submit(from)).status).toBe(429);
    expect((await submit(from, { host: 'other.test' })).status).toBe(201);
  });

  it('does not count answers refused as invalid (422), so a family can correct them', async () => {
    const from = newAddress();
    const invalid = () =>
      t.app.request('/api/web/planning/submit', {
        method: 'POST',
        headers: { 'X-Host': 'localhost', 'Content-Type': 'application/json', [testClientAddressHeader]: from },
        body: JSON.stringify({ locationId: locationIdOf.localhost, caseStatus: 'PRE_PLAN', fields: {} }),
      });
    for (let n = 0; n < planningPerAddress.limit + 1; n += 1) expect((await invalid()).status).toBe(422);
    expect((await submit(from)).status).toBe(201);
  });
});
