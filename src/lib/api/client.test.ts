import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, createTransport, type ApiClientOptions, type HttpMethod } from './client.ts';
import { ApiFatalError } from './fatal-error.ts';

type Reply = Response | Error;

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  signal: AbortSignal | null | undefined;
}

/** A fetch answering from a script, one reply per call; a call beyond the script fails the test. */
function scriptedFetch(...replies: Reply[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
      signal: init.signal,
    });
    const reply = replies.shift();
    if (!reply) throw new Error(`unexpected call ${calls.length}: ${init.method} ${url}`);
    if (reply instanceof Error) throw reply;
    return reply;
  });
  return { fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const empty = (status: number) => new Response(null, { status });

/** The transport under test, called by method like the client, with any path. */
function setup(replies: Reply[], options: ApiClientOptions = {}) {
  const { fetch, calls } = scriptedFetch(...replies);
  const sleep = vi.fn(async (_ms: number) => {});
  const request = createTransport({
    baseUrl: 'https://api.test',
    getHost: () => 'hope-funeral.example',
    getTimeZone: () => 'Europe/Dublin',
    fetch,
    sleep,
    ...options,
  });
  type Options = Parameters<typeof request>[2];
  const api = {
    request,
    get: (path: string, call?: Options) => request('GET', path, call),
    post: (path: string, call?: Options) => request('POST', path, call),
    put: (path: string, call?: Options) => request('PUT', path, call),
    patch: (path: string, call?: Options) => request('PATCH', path, call),
    delete: (path: string, call?: Options) => request('DELETE', path, call),
  };
  const call = (index = 0): Call => {
    const recorded = calls[index];
    if (!recorded) throw new Error(`no call ${index}`);
    return recorded;
  };
  return { api, calls, call, fetch, sleep };
}

describe('headers sent on every call', () => {
  it('sends X-Host with the current site host', async () => {
    const { api, call } = setup([json({})]);
    await api.get('/api/web/redirects');
    expect(call().headers.get('X-Host')).toBe('hope-funeral.example');
  });

  it('defaults X-Host to location.host and leaves it out where there is none', async () => {
    vi.stubGlobal('location', { host: 'shop.example:8080' });
    try {
      const { api, call } = setup([json({})], { getHost: undefined });
      await api.get('/x');
      expect(call().headers.get('X-Host')).toBe('shop.example:8080');
    } finally {
      vi.unstubAllGlobals();
    }
    const { api, call } = setup([json({})], { getHost: () => '' });
    await api.get('/x');
    expect(call().headers.has('X-Host')).toBe(false);
  });

  it('sends X-TimeZone with the given time zone', async () => {
    const { api, call } = setup([json({})]);
    await api.get('/x');
    expect(call().headers.get('X-TimeZone')).toBe('Europe/Dublin');
  });

  it("defaults X-TimeZone to the browser's time zone", async () => {
    const { api, call } = setup([json({})], { getTimeZone: undefined });
    await api.get('/x');
    expect(call().headers.get('X-TimeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('asks for JSON', async () => {
    const { api, call } = setup([json({})]);
    await api.get('/x');
    expect(call().headers.get('Accept')).toBe('application/json');
  });

  it('answers a file the server sends as its text, unparsed, when asked (a CSV, decision 0126)', async () => {
    const csv = 'Date,Description,Amount\r\n01/02/2026,"Payment, check",-1.00\r\n';
    const { api } = setup([new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv' } })]);
    await expect(api.get('/x.csv', { text: true, headers: { Accept: 'text/csv' } })).resolves.toBe(csv);
  });

  it("sends the API version '0'", async () => {
    const { api, call } = setup([json({}), empty(204)]);
    await api.get('/x');
    await api.post('/y', { body: {} });
    expect(call(0).headers.get('X-Api-Version')).toBe('0');
    expect(call(1).headers.get('X-Api-Version')).toBe('0');
  });

  it('sends the token as a bearer token, read at each call', async () => {
    let token: string | undefined = 'abc';
    const { api, call } = setup([json({}), json({})], { getToken: () => token });
    await api.get('/x');
    token = undefined;
    await api.get('/x');
    expect(call(0).headers.get('Authorization')).toBe('Bearer abc');
    expect(call(1).headers.has('Authorization')).toBe(false);
  });

  it("never doubles 'Bearer' when the token already carries it", async () => {
    const { api, call } = setup([json({})], { getToken: async () => 'Bearer abc' });
    await api.get('/x');
    expect(call().headers.get('Authorization')).toBe('Bearer abc');
  });

  it('sends no Authorization by default (basic credentials are unset)', async () => {
    const { api, call } = setup([json({})]);
    await api.get('/x');
    expect(call().headers.has('Authorization')).toBe(false);
  });

  it('sends basic credentials when configured and there is no token', async () => {
    const basicAuth = { username: 'Aladdin', password: 'open sesame' };
    const { api, call } = setup([json({}), json({})], { basicAuth, getToken: () => null });
    await api.get('/x');
    expect(call().headers.get('Authorization')).toBe('Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');

    const withToken = setup([json({})], { basicAuth, getToken: () => 't' });
    await withToken.api.get('/x');
    expect(withToken.call().headers.get('Authorization')).toBe('Bearer t');
  });

  it('adds per-call headers such as Idempotency-Key', async () => {
    const { api, call } = setup([json({ id: 1 })]);
    await api.post('/api/web/planning/submit', { body: {}, headers: { 'Idempotency-Key': 'k-1' } });
    expect(call().headers.get('Idempotency-Key')).toBe('k-1');
    expect(call().headers.get('X-Api-Version')).toBe('0');
  });
});

describe('URLs', () => {
  it('puts the path after the base URL', async () => {
    const { api, call } = setup([json({}), json({})], { baseUrl: 'https://api.test/' });
    await api.get('/api/web/redirects');
    await api.get('api/web/redirects');
    expect(call(0).url).toBe('https://api.test/api/web/redirects');
    expect(call(1).url).toBe('https://api.test/api/web/redirects');
  });

  it('uses the public configuration by default: the same origin in tests', async () => {
    const { api, call } = setup([json({})], { baseUrl: undefined });
    await api.get('/api/web/redirects');
    expect(call().url).toBe('/api/web/redirects');
  });

  it('flattens nested query values with dotted keys', async () => {
    const { api, call } = setup([json({})]);
    await api.get('/api/family/company/gpl/items', {
      query: { paging: { page: 1, size: 20 }, ids: [1, 2], q: undefined },
    });
    expect(call().url).toBe('https://api.test/api/family/company/gpl/items?paging.page=1&paging.size=20&ids=1&ids=2');
  });

  it('adds the query to a path that already has one', async () => {
    const { api, call } = setup([json({})]);
    await api.get('/x?a=1', { query: { b: 2 } });
    expect(call().url).toBe('https://api.test/x?a=1&b=2');
  });
});

describe('bodies', () => {
  it('sends bodies as JSON with a JSON content type', async () => {
    const { api, call } = setup([json({ ok: true })]);
    const body = { locationId: 'loc-1', caseStatus: 'AT_NEED', fields: { name: 'Ada' } };
    await api.post('/api/web/planning/submit', { body });
    expect(call().method).toBe('POST');
    expect(call().headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(call().body))).toEqual(body);
  });

  it('sends no body and no content type when none is given', async () => {
    const { api, call } = setup([json({}), empty(204)]);
    await api.get('/x');
    await api.post('/api/family/cases/1/obituary/approve');
    for (const index of [0, 1]) {
      expect(call(index).body).toBeUndefined();
      expect(call(index).headers.has('Content-Type')).toBe(false);
    }
  });

  it('passes FormData through for uploads, leaving the content type to fetch', async () => {
    const { api, call } = setup([json({})]);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'photo.jpg');
    await api.post('/api/family/cases/1/photos', { body: form });
    expect(call().body).toBe(form);
    expect(call().headers.has('Content-Type')).toBe(false);
  });

  it('uses the method of each shorthand', async () => {
    const { api, calls } = setup([empty(204), empty(204), empty(204), empty(204), empty(204), empty(204)]);
    await api.get('/a');
    await api.post('/a');
    await api.put('/a');
    await api.patch('/a');
    await api.delete('/a');
    await api.request('HEAD', '/a');
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']);
  });

  it('passes the abort signal to fetch', async () => {
    const { api, call } = setup([json({})]);
    const controller = new AbortController();
    await api.get('/x', { signal: controller.signal });
    expect(call().signal).toBe(controller.signal);
  });
});

describe('responses', () => {
  it('gives the parsed JSON body', async () => {
    const { api } = setup([json({ items: [1, 2] })]);
    await expect(api.get('/x')).resolves.toEqual({ items: [1, 2] });
  });

  it('gives no body for 204, even with a schema', async () => {
    const { api } = setup([empty(204)]);
    await expect(
      api.delete('/api/family/cases/1/photos/2', { schema: z.object({ id: z.string() }) }),
    ).resolves.toBeUndefined();
  });

  it('gives undefined for an empty successful body', async () => {
    const { api } = setup([empty(200)]);
    await expect(api.get('/x')).resolves.toBeUndefined();
  });

  it('parses with the schema when validating (unknown keys stripped, types checked)', async () => {
    const schema = z.object({ id: z.string() });
    const valid = setup([json({ id: 'a', extra: 1 })], { validateResponses: true });
    await expect(valid.api.get('/x', { schema })).resolves.toEqual({ id: 'a' });

    const invalid = setup([json({ id: 42 })], { validateResponses: true });
    await expect(invalid.api.get('/x', { schema })).rejects.toBeInstanceOf(z.ZodError);
  });

  it('skips parsing in production for speed', async () => {
    const schema = z.object({ id: z.string() });
    const { api } = setup([json({ id: 42, extra: 1 })], { validateResponses: false });
    await expect(api.get('/x', { schema })).resolves.toEqual({ id: 42, extra: 1 });
  });

  it('validates by default in tests (public configuration)', async () => {
    const { api } = setup([json({ id: 42 })], { validateResponses: undefined });
    await expect(api.get('/x', { schema: z.object({ id: z.string() }) })).rejects.toBeInstanceOf(z.ZodError);
  });
});

describe('failures', () => {
  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [422, 'Unprocessable Content'],
    [500, 'Internal Server Error'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
  ])('raises a fatal error for %i with "%s"', async (status, message) => {
    // POST: no retries by default, so one reply is enough for every status.
    const { api } = setup([empty(status)]);
    const error = await api.post('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiFatalError);
    expect(error).toMatchObject({ status, message, statusText: message });
  });

  it('says "<status> Error" for a status without a spec message', async () => {
    const { api } = setup([empty(418)]);
    await expect(api.get('/x')).rejects.toMatchObject({ status: 418, message: '418 Error', statusText: undefined });
  });

  it('lets per-call messages override the status message', async () => {
    const { api } = setup([empty(404), empty(418)]);
    await expect(api.get('/x', { messages: { 404: 'Case not found' } })).rejects.toMatchObject({
      status: 404,
      message: 'Case not found',
      statusText: 'Case not found',
    });
    await expect(api.get('/x', { messages: { 418: 'No coffee here' } })).rejects.toMatchObject({
      message: 'No coffee here',
    });
  });

  it("keeps the field issues of the API's JSON error for forms", async () => {
    const body = {
      status: 422,
      message: 'Unprocessable Content',
      issues: [{ path: 'fields.email', message: 'Please enter a valid email address' }],
    };
    const { api } = setup([json(body, 422)]);
    const error = await api.post('/api/web/planning/submit', { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiFatalError);
    expect((error as ApiFatalError).issues).toEqual(body.issues);
    expect((error as ApiFatalError).body).toEqual(body);
  });

  it('keeps a body that is not an API error without inventing issues', async () => {
    const { api } = setup([new Response('<h1>Bad gateway</h1>', { status: 502 })]);
    const error = await api.post('/x').catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 502,
      message: 'Bad Gateway',
      issues: undefined,
      body: '<h1>Bad gateway</h1>',
    });
  });
});

describe('retries', () => {
  it('asks a GET again once after a retriable status', async () => {
    const { api, calls } = setup([empty(503), json({ ok: true })]);
    await expect(api.get('/x')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('gives up on a GET after one retry, with the last status', async () => {
    const { api, calls } = setup([empty(503), empty(502)]);
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
    expect(calls).toHaveLength(2);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries status %i', async (status) => {
    const { api, calls } = setup([empty(status), json({})]);
    await api.get('/x');
    expect(calls).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 422, 501])('does not retry status %i', async (status) => {
    const { api, calls } = setup([empty(status)]);
    await expect(api.get('/x')).rejects.toMatchObject({ status });
    expect(calls).toHaveLength(1);
  });

  it.each(['HEAD', 'OPTIONS'] as const)('retries %s once like GET', async (method) => {
    const { api, calls } = setup([empty(503), empty(200)]);
    await api.request(method, '/x');
    expect(calls).toHaveLength(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries %s by default', async (method: HttpMethod) => {
    const { api, calls } = setup([empty(503)]);
    await expect(api.request(method, '/x', { body: {} })).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('lets a call choose its retries', async () => {
    const post = setup([empty(503), empty(503), json({ id: 1 })]);
    await expect(post.api.post('/x', { body: {}, retries: 2 })).resolves.toEqual({ id: 1 });
    expect(post.calls).toHaveLength(3);

    const get = setup([empty(503)]);
    await expect(get.api.get('/x', { retries: 0 })).rejects.toMatchObject({ status: 503 });
    expect(get.calls).toHaveLength(1);
  });

  it('retries a GET after a network failure', async () => {
    const { api, calls } = setup([new TypeError('Failed to fetch'), json({ ok: true })]);
    await expect(api.get('/x')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('rethrows the network failure when retries run out, and never retries a POST', async () => {
    const get = setup([new TypeError('Failed to fetch'), new TypeError('Failed again')]);
    await expect(get.api.get('/x')).rejects.toThrow('Failed again');

    const post = setup([new TypeError('Failed to fetch')]);
    await expect(post.api.post('/x', { body: {} })).rejects.toBeInstanceOf(TypeError);
    expect(post.calls).toHaveLength(1);
  });

  it('does not retry an aborted call', async () => {
    const controller = new AbortController();
    controller.abort();
    const { api, calls } = setup([new DOMException('aborted', 'AbortError')]);
    await expect(api.get('/x', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
  });

  it('waits a short backoff between attempts, through the injected sleep', async () => {
    const { api, sleep } = setup([empty(503), empty(503), json({})]);
    await api.get('/x', { retries: 2 });
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([250, 500]);
  });

  it('takes a custom retry delay', async () => {
    const { api, sleep } = setup([empty(429), json({})], { retryDelay: (attempt) => attempt * 7 });
    await api.get('/x');
    expect(sleep).toHaveBeenCalledWith(7);
  });

  it('does not wait when nothing failed', async () => {
    const { api, sleep } = setup([json({})]);
    await api.get('/x');
    expect(sleep).not.toHaveBeenCalled();
  });
});

describe('createApiClient', () => {
  it('sends each method through the transport, to the paths the server has', async () => {
    const { fetch, calls } = scriptedFetch(json({}), json({}), json({}), json({}), empty(204));
    const api = createApiClient({ baseUrl: 'https://api.test', getHost: () => 'h.example', fetch });
    await api.get('/api/web/redirects');
    await api.post('/api/web/planning/submit', { body: {} });
    await api.put('/api/staff/company/settings', { body: {} });
    await api.patch('/api/staff/team/7', { body: {} });
    await api.delete('/api/staff/pictures/3');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET https://api.test/api/web/redirects',
      'POST https://api.test/api/web/planning/submit',
      'PUT https://api.test/api/staff/company/settings',
      'PATCH https://api.test/api/staff/team/7',
      'DELETE https://api.test/api/staff/pictures/3',
    ]);
    // @ts-expect-error: the server has no such path, so the call does not compile.
    void api.get('/api/staff/case/7').catch(() => undefined);
  });
});
