import { createRoute, z } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { createTestApp, get, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * Error answers of the whole API, proved on small routes composed onto the real app the way a
 * feature would add them: a JSON-body POST under the tenancy middleware, and a route that throws.
 */
let database: TestDatabase;
let t: TestApp;

const echoRoute = createRoute({
  method: 'post',
  path: '/api/web/echo',
  request: {
    body: { required: true, content: { 'application/json': { schema: z.object({ message: z.string().min(2) }) } } },
  },
  responses: {
    200: { description: 'Echo', content: { 'application/json': { schema: z.object({ message: z.string() }) } } },
  },
});

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db);
  t.app.openapi(echoRoute, (c) => c.json({ message: c.req.valid('json').message }, 200));
  t.app.get('/api/test/boom', () => {
    throw new Error('secret internal detail');
  });
});
afterAll(() => database.close());

const post = (body: string, contentType?: string) =>
  t.app.request('/api/web/echo', {
    method: 'POST',
    body,
    headers: { 'X-Host': 'localhost', ...(contentType ? { 'Content-Type': contentType } : {}) },
  });

const expectJsonError = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = apiError.parse(await response.json());
  expect(body.status).toBe(status);
  return body;
};

describe('API errors are JSON { status, message, issues? }', () => {
  it('GET /api/health answers ok with a request id', async () => {
    const response = await get(t.app, '/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('keeps a caller-provided X-Request-Id', async () => {
    const response = await get(t.app, '/api/health', { headers: { 'X-Request-Id': 'lb-1234' } });
    expect(response.headers.get('x-request-id')).toBe('lb-1234');
  });

  it('unknown /api path: 404', async () => {
    expect(await expectJsonError(await get(t.app, '/api/nope'), 404)).toEqual({ status: 404, message: 'Not Found' });
    await expectJsonError(await get(t.app, '/api/web/nope'), 404);
    await expectJsonError(await t.app.request('/api/health', { method: 'DELETE' }), 404);
  });

  it('accepts a valid JSON body', async () => {
    const response = await post('{"message":"hello"}', 'application/json');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'hello' });
  });

  it('malformed JSON: 400, never 500 or plain text', async () => {
    const body = await expectJsonError(await post('{"message": "hel', 'application/json'), 400);
    expect(body.message).toBe('Bad Request');
    expect(body.issues?.[0]?.message).toMatch(/Malformed JSON/);
  });

  it('wrong content type on a JSON route: 415', async () => {
    const body = await expectJsonError(await post('message=hello', 'text/plain'), 415);
    expect(body.message).toBe('Unsupported Media Type');
    await expectJsonError(await post('{"message":"hello"}'), 415);
  });

  it('invalid body: 422 with an issue per field', async () => {
    const body = await expectJsonError(await post('{"message":"x"}', 'application/json'), 422);
    expect(body).toEqual({
      status: 422,
      message: 'Unprocessable Content',
      issues: [{ path: 'message', message: 'Must be at least 2 characters' }],
    });
    const missing = await expectJsonError(await post('{}', 'application/json'), 422);
    expect(missing.issues).toEqual([{ path: 'message', message: 'This field is required' }]);
  });

  it('thrown error: 500 without internals, logged with the request id', async () => {
    const response = await get(t.app, '/api/test/boom', { headers: { 'X-Request-Id': 'boom-1' } });
    const body = await expectJsonError(response, 500);
    expect(body).toEqual({ status: 500, message: 'Internal Server Error' });
    const logged = t.logs.find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({ reqId: 'boom-1', err: { message: 'secret internal detail' } });
    expect(t.logs.find((line) => line.msg === 'request' && line.reqId === 'boom-1')).toMatchObject({ status: 500 });
  });

  it('logs one concise line per request', async () => {
    await get(t.app, '/api/health', { headers: { 'X-Request-Id': 'line-1' } });
    const line = t.logs.find((entry) => entry.reqId === 'line-1');
    expect(line).toMatchObject({ msg: 'request', method: 'GET', path: '/api/health', status: 200 });
    expect(typeof line?.ms).toBe('number');
  });
});
