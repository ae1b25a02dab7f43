import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { normalizeHost } from '#server/services/tenancy.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db);
});
afterAll(() => database.close());

const companyName = async (headers: Record<string, string>) => {
  const response = await t.app.request('/api/web/render-context/approved', { headers });
  return { status: response.status, body: (await response.json()) as { company?: { name: string } } };
};

describe('tenancy by host', () => {
  it('answers 404 JSON for a host no company owns', async () => {
    const response = await t.app.request('/api/web/render-context/approved', {
      headers: { 'X-Host': 'unknown.example' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(apiError.parse(await response.json())).toEqual({ status: 404, message: 'Not Found' });
  });

  it('answers 404 when neither X-Host nor Host is sent', async () => {
    expect((await t.app.request('/api/web/redirects')).status).toBe(404);
  });

  it('falls back to Host, dropping the port and the case', async () => {
    const { status, body } = await companyName({ Host: 'LocalHost:3000' });
    expect(status).toBe(200);
    expect(body.company?.name).toBe('Evergreen Funeral Homes');
    expect((await companyName({ Host: '127.0.0.1:8080' })).body.company?.name).toBe('Evergreen Funeral Homes');
  });

  it('prefers X-Host over Host', async () => {
    expect((await companyName({ Host: 'localhost:3000', 'X-Host': 'other.test' })).body.company?.name).toBe(
      'Quiet Harbor Memorial Chapel',
    );
    expect((await companyName({ Host: 'other.test', 'X-Host': 'localhost' })).body.company?.name).toBe(
      'Evergreen Funeral Homes',
    );
  });

  it('leaves health and the API reference outside tenancy', async () => {
    expect((await t.app.request('/api/health', { headers: { 'X-Host': 'unknown.example' } })).status).toBe(200);
    expect((await t.app.request('/api/openapi.json', { headers: { 'X-Host': 'unknown.example' } })).status).toBe(200);
  });
});

describe('normalizeHost', () => {
  it.each([
    ['Example.COM', 'example.com'],
    ['example.com:8443', 'example.com'],
    ['https://example.com/path', 'example.com'],
    ['example.com.', 'example.com'],
    ['[::1]:3000', '[::1]'],
    ['  localhost  ', 'localhost'],
    ['', null],
    [undefined, null],
  ])('%s -> %s', (raw, expected) => {
    expect(normalizeHost(raw)).toBe(expected);
  });
});
