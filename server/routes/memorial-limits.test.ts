import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { memoryThrottledMessage } from '#contract/memorial.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import {
  demoObituary,
  demoScope,
  postMemoryForm,
  setWall,
  streamMemoryForm,
} from '#server/testing/memorial-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';

/*
 * Issue 11: writing memories is limited per client address and per obituary (decision 0028), with
 * 429, Retry-After and words that say how long to wait. Issue 21 §3: the limits, the obituary and
 * the wall are checked before the form is read (decision 0055), so refused posts cost no body read.
 */

const { memoryPerAddress, memoryPerObituary } = rateLimits;

let database: TestDatabase;
let t: TestApp;
let now = new Date('2026-07-01T09:00:00.000Z');

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { media: database.media, clock: { now: () => now } });
});
afterAll(() => database.close());

const memory = { name: 'Lee', email: 'lee@example.net', text: 'Remembering.' };

async function expectThrottled(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(apiError.parse(await response.json()).issues).toEqual([
    { path: '', message: memoryThrottledMessage(retryAfter) },
  ]);
}

describe('memory limits', () => {
  it('limits one client address, on any obituary, until its window ends', async () => {
    const scope = demoScope(database);
    const ingrid = await demoObituary(scope, 'Ingrid Marie Björk');
    const jose = await demoObituary(scope, 'José Antonio Núñez García');
    const from = '198.51.100.7';
    for (let i = 0; i < memoryPerAddress.limit; i += 1)
      expect((await postMemoryForm(t.app, i % 2 ? ingrid.id : jose.id, memory, { from })).status).toBe(201);
    await expectThrottled(await postMemoryForm(t.app, ingrid.id, memory, { from }));
    expect(memoryThrottledMessage(3600)).toBe(
      'Many memories were shared from here in a short time. Please wait 60 minutes and try again.',
    );
    // Someone else is not held back.
    expect((await postMemoryForm(t.app, ingrid.id, memory, { from: '198.51.100.8' })).status).toBe(201);
    now = new Date(now.getTime() + memoryPerAddress.windowSeconds * 1000);
    expect((await postMemoryForm(t.app, ingrid.id, memory, { from })).status).toBe(201);
  });

  it('limits one obituary from all addresses together', async () => {
    const margaret = await demoObituary(demoScope(database), "Margaret Ellen O'Brien");
    for (let i = 0; i < memoryPerObituary.limit; i += 1)
      expect((await postMemoryForm(t.app, margaret.id, memory, { from: `192.0.2.${i + 1}` })).status).toBe(201);
    await expectThrottled(await postMemoryForm(t.app, margaret.id, memory, { from: '192.0.2.200' }));
    // The same company's other obituaries are not.
    const thomas = await demoObituary(demoScope(database), 'Thomas Chukwuemeka Okafor');
    expect((await postMemoryForm(t.app, thomas.id, memory, { from: '192.0.2.201' })).status).toBe(201);
  });

  it('refuses a throttled post before reading its form', async () => {
    const ingrid = await demoObituary(demoScope(database), 'Ingrid Marie Björk');
    const from = '198.51.100.21';
    for (let i = 0; i < memoryPerAddress.limit; i += 1)
      expect((await postMemoryForm(t.app, ingrid.id, memory, { from })).status).toBe(201);
    // A valid form with a 2 MB photo: read, it would be parsed whole before the handler ran.
    const { response, pulled } = streamMemoryForm(t.app, ingrid.id, { photoBytes: 2 * 1024 * 1024, from });
    await expectThrottled(await response);
    // A stream fills its queue with one chunk before anyone reads it; the form has 34.
    expect(pulled.chunks).toBeLessThanOrEqual(1);
  });

  it('answers an unknown obituary and a hidden wall before reading the form', async () => {
    const scope = demoScope(database);
    const unknown = streamMemoryForm(t.app, 2_147_483_647, { photoBytes: 1024 * 1024, from: '198.51.100.22' });
    expect((await unknown.response).status).toBe(404);
    expect(unknown.pulled.chunks).toBeLessThanOrEqual(1);
    const thomas = await demoObituary(scope, 'Thomas Chukwuemeka Okafor');
    await setWall(scope, thomas.caseId, { shown: false });
    const hidden = streamMemoryForm(t.app, thomas.id, { photoBytes: 1024 * 1024, from: '198.51.100.23' });
    expect((await hidden.response).status).toBe(403);
    expect(hidden.pulled.chunks).toBeLessThanOrEqual(1);
    await setWall(scope, thomas.caseId, {});
  });
});
