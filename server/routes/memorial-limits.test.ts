import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { memoryThrottledMessage } from '#contract/memorial.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createObituary } from '#tests/server/factories/obituary.ts';
import { postMemoryForm, setWall, streamMemoryForm } from '#tests/server/memorial-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * Writing memories is limited per client address and per obituary (decision 0028), with
 * 429, Retry-After and words that say how long to wait. The limits, the obituary and
 * the wall are checked before the form is read (decision 0055), so refused posts cost no body read.
 * The obituaries are this file's own.
 */

const { memoryPerAddress, memoryPerObituary } = rateLimits;

let database: TestDatabase;
let t: TestApp;
let company: FactoryCompany;
let now = new Date('2026-07-01T09:00:00.000Z');
let astrid: { id: number; caseId: number };
let mateo: { id: number; caseId: number };
let maeve: { id: number; caseId: number };
let emeka: { id: number; caseId: number };

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { media: database.media, clock: { now: () => now } });
  company = await createCompany(database);
  astrid = await createObituary(company.scope, { fullName: 'Astrid Elin Nyberg' });
  mateo = await createObituary(company.scope, { fullName: 'Mateo Ruiz Ortega' });
  maeve = await createObituary(company.scope, { fullName: "Maeve Ann O'Hara" });
  emeka = await createObituary(company.scope, { fullName: 'Emeka Obi Nwosu' });
});
afterAll(() => database.close());

const post = (obituaryId: number, form: Parameters<typeof postMemoryForm>[2], from: string) =>
  postMemoryForm(t.app, obituaryId, form, { host: company.host, from });
const stream = (obituaryId: number, { photoBytes, from }: { photoBytes: number; from: string }) =>
  streamMemoryForm(t.app, obituaryId, { photoBytes, from, host: company.host });

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
    const from = '198.51.100.7';
    for (let i = 0; i < memoryPerAddress.limit; i += 1)
      expect((await post(i % 2 ? astrid.id : mateo.id, memory, from)).status).toBe(201);
    await expectThrottled(await post(astrid.id, memory, from));
    expect(memoryThrottledMessage(3600)).toBe(
      'Many memories were shared from here in a short time. Please wait 60 minutes and try again.',
    );
    // Someone else is not held back.
    expect((await post(astrid.id, memory, '198.51.100.8')).status).toBe(201);
    now = new Date(now.getTime() + memoryPerAddress.windowSeconds * 1000);
    expect((await post(astrid.id, memory, from)).status).toBe(201);
  });

  it('limits one obituary from all addresses together', async () => {
    for (let i = 0; i < memoryPerObituary.limit; i += 1)
      expect((await post(maeve.id, memory, `192.0.2.${i + 1}`)).status).toBe(201);
    await expectThrottled(await post(maeve.id, memory, '192.0.2.200'));
    // The same company's other obituaries are not.
    expect((await post(emeka.id, memory, '192.0.2.201')).status).toBe(201);
  });

  it('refuses a throttled post before reading its form', async () => {
    const from = '198.51.100.21';
    for (let i = 0; i < memoryPerAddress.limit; i += 1) expect((await post(astrid.id, memory, from)).status).toBe(201);
    // A valid form with a 2 MB photo: read, it would be parsed whole before the handler ran.
    const { response, pulled } = stream(astrid.id, { photoBytes: 2 * 1024 * 1024, from });
    await expectThrottled(await response);
    // A stream fills its queue with one chunk before anyone reads it; the form has 34.
    expect(pulled.chunks).toBeLessThanOrEqual(1);
  });

  it('answers an unknown obituary and a hidden wall before reading the form', async () => {
    const { scope } = company;
    const unknown = stream(2_147_483_647, { photoBytes: 1024 * 1024, from: '198.51.100.22' });
    expect((await unknown.response).status).toBe(404);
    expect(unknown.pulled.chunks).toBeLessThanOrEqual(1);
    await setWall(scope, emeka.caseId, { shown: false });
    const hidden = stream(emeka.id, { photoBytes: 1024 * 1024, from: '198.51.100.23' });
    expect((await hidden.response).status).toBe(403);
    expect(hidden.pulled.chunks).toBeLessThanOrEqual(1);
    await setWall(scope, emeka.caseId, {});
  });
});
