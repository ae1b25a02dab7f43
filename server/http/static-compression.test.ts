import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeClientBuild, type ClientBuild } from '#tests/server/client-build.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/* Static files go out pre-compressed (decision 0025): the variant the browser accepts, else the file. */
const script = 'export function greet(name) { return `hello ${name}`; }\n'.repeat(100);
const file = '/assets/index-abc123.js';

let database: TestDatabase;
let client: ClientBuild;
let t: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  client = await writeClientBuild({
    'index.html': '<!doctype html><title>Lantern</title>',
    [file]: script,
    [`${file}.br`]: brotliCompressSync(script),
    [`${file}.gz`]: gzipSync(script),
    [`${file}.map`]: '{"version":3,"sources":["src/main.tsx"]}',
  });
  t = createTestApp(database.db, { clientDir: client.dir });
});
afterAll(async () => {
  await database.close();
  await client.remove();
});

const get = (path: string, acceptEncoding?: string) =>
  t.app.request(path, { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });

const body = async (response: Response) => Buffer.from(await response.arrayBuffer());

function expectScriptHeaders(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
  expect(response.headers.get('vary')).toMatch(/\bAccept-Encoding\b/i);
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
}

describe('pre-compressed static files', () => {
  it('sends brotli to a browser that accepts it', async () => {
    const response = await get(file, 'gzip, deflate, br, zstd');
    expectScriptHeaders(response);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await body(response)).toString()).toBe(script);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await get(file, 'gzip');
    expectScriptHeaders(response);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await body(response)).toString()).toBe(script);
  });

  it('sends the file itself, still varying on Accept-Encoding, to a client that accepts neither', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const response = await get(file, acceptEncoding);
      expectScriptHeaders(response);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect((await body(response)).toString()).toBe(script);
    }
  });

  it('does not publish source maps', async () => {
    const response = await get(`${file}.map`);
    expect(response.status).toBe(404);
  });
});
