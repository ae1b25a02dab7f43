import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import { EVERGREEN_OWNER_EMAIL, EVERGREEN_OWNER_PASSWORD } from '#server/seed/evergreen/staff.ts';
import { createUser } from '#server/services/auth.ts';
import { operationsOf, type Operation } from '#tests/server/bad-requests.ts';
import { signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp } from '#tests/server/test-app.ts';
import { openTestDatabase } from '#tests/server/test-database.ts';

/*
 * Decision 0055: every body has a limit, enforced while it is read. Every operation
 * of the OpenAPI document the app serves (so a new route is covered without a change here) that
 * takes a body must declare `x-max-body-bytes`; one byte more is refused with the API's JSON 413,
 * sent by a caller the route lets through (the limit comes after the session check). A chunked
 * body, which declares no length, is counted as it arrives and not read past the limit; a body
 * sent to an operation that declares none is never read.
 */

const HOST = 'localhost';
const database = await openTestDatabase();
const { app } = createTestApp(database.db, { media: database.media });
const document = (await (await app.request('/api/openapi.json')).json()) as {
  paths: Record<string, Record<string, Operation & { 'x-max-body-bytes'?: number }>>;
};
const operations = operationsOf(document).map((operation) => ({
  ...operation,
  key: `${operation.method} ${operation.path}`,
  limit: (operation as { 'x-max-body-bytes'?: number })['x-max-body-bytes'],
}));
const withBody = operations.filter((operation) => operation.requestBody);

const FAMILY = { email: 'family.limits@evergreen.example', password: 'family-limits-password-2026' };
// The owner: its role may make every staff call, so each one's limit is reached, not refused first.
const STAFF = { email: EVERGREEN_OWNER_EMAIL, password: EVERGREEN_OWNER_PASSWORD };
type Role = 'staff' | 'family';
const roleFor: Readonly<Record<string, Role>> = { staff: 'staff', family: 'family', 'signed-in': 'staff' };
const accounts: Record<Role, { email: string; password: string }> = { staff: STAFF, family: FAMILY };
const tokens: Partial<Record<Role, string>> = {};
const tokenOf = async (role: Role) => (tokens[role] ??= await signIn(app, HOST, accounts[role]));

beforeAll(async () => {
  await createUser(tenantScope(database.db, database.demoCompanyId), {
    ...FAMILY,
    name: 'Limits Family',
    role: 'family',
  });
});
afterAll(() => database.close());

type Sendable = Operation & { key: string };

/** Sends a body to the operation as a caller it lets in; a session that ended (a sign-out) is renewed once. */
async function send(operation: Sendable, body: () => BodyInit, headers: Record<string, string>): Promise<Response> {
  const role = roleFor[operation['x-audience'] ?? ''];
  const attempt = async () =>
    app.request(operation.path.replace(/\{\w+\}/g, '1'), {
      method: operation.method,
      headers: {
        'X-Host': HOST,
        Accept: 'application/json',
        'Idempotency-Key': `body-limits-${crypto.randomUUID()}`,
        ...(role ? { Authorization: `Bearer ${await tokenOf(role)}` } : {}),
        ...headers,
      },
      body: body(),
      // A stream body needs it (fetch); a fixed one ignores it.
      duplex: 'half',
    } as RequestInit);
  const response = await attempt();
  if (!role || response.status !== 401) return response;
  delete tokens[role];
  return attempt();
}

const isJson = (type: string) => /^application\/(?:[\w.+-]+\+)?json$|^application\/csp-report$/.test(type);

/** Exactly `size` bytes of the operation's first media type: JSON, a form or raw bytes. */
function filler(operation: Operation, size: number): { body: string; type: string } {
  const type = Object.keys(operation.requestBody?.content ?? {})[0] ?? 'application/json';
  const [open, close, contentType] = isJson(type)
    ? ['{"filler":"', '"}', type]
    : type === 'multipart/form-data'
      ? [
          '--limit\r\nContent-Disposition: form-data; name="filler"\r\n\r\n',
          '\r\n--limit--\r\n',
          `${type}; boundary=limit`,
        ]
      : ['', '', type];
  // ASCII only: one character is one byte.
  return { body: open + 'a'.repeat(size - open.length - close.length) + close, type: contentType };
}

async function expectTooLarge(response: Response, what: string) {
  const text = await response.text();
  expect(response.status, `${what}: ${text.slice(0, 200)}`).toBe(413);
  expect(apiError.parse(JSON.parse(text))).toMatchObject({ status: 413, message: 'Content Too Large' });
}

/** A body of `chunks` chunks of 16 KB, counting how many were pulled. */
function countedStream(chunks: number) {
  const chunk = new Uint8Array(16 * 1024).fill(0x61);
  const pulled = { chunks: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.chunks === chunks) return controller.close();
      pulled.chunks += 1;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled, chunkBytes: chunk.length };
}

describe('every body has a limit', () => {
  it('declares a limit on every operation that takes a body, and on no other', () => {
    expect(withBody.length).toBeGreaterThanOrEqual(29);
    expect(withBody.filter((operation) => operation.limit === undefined).map((operation) => operation.key)).toEqual([]);
    const limitWithoutBody = operations.filter((operation) => !operation.requestBody && operation.limit !== undefined);
    expect(limitWithoutBody.map((operation) => operation.key)).toEqual([]);
  });

  it.each(withBody)('$key refuses one byte over its limit (declared length)', async (operation) => {
    const { body, type } = filler(operation, operation.limit! + 1);
    const response = await send(operation, () => body, {
      'Content-Type': type,
      'Content-Length': String(body.length),
    });
    await expectTooLarge(response, operation.key);
  });

  it.each(withBody.filter((operation) => isJson(Object.keys(operation.requestBody?.content ?? {})[0] ?? '')))(
    '$key reads a JSON body of exactly its limit',
    async (operation) => {
      const { body, type } = filler(operation, operation.limit!);
      const response = await send(operation, () => body, { 'Content-Type': type });
      expect(response.status, operation.key).not.toBe(413);
      expect(response.status, operation.key).toBeLessThan(500);
    },
  );

  it('counts a chunked body as it arrives and stops reading at the limit', async () => {
    const saveDraft = withBody.find((operation) => operation.key === 'PUT /api/web/builder/draft')!;
    const limit = saveDraft.limit!;
    // Twice the limit, sent without a Content-Length.
    const { stream, pulled, chunkBytes } = countedStream(Math.ceil((2 * limit) / (16 * 1024)));
    await expectTooLarge(await send(saveDraft, () => stream, { 'Content-Type': 'application/json' }), saveDraft.key);
    // The read stopped at the first chunk over the limit (one more may sit in the stream's queue).
    expect(pulled.chunks * chunkBytes).toBeLessThanOrEqual(limit + 2 * chunkBytes);
  });

  // Last: these calls change things (a sign-out, a rollback) the calls above do not expect.
  it.each(operations.filter((operation) => !operation.requestBody && !['GET', 'HEAD'].includes(operation.method)))(
    '$key never reads a body it does not declare',
    async (operation) => {
      let pulled = { chunks: 0 };
      const response = await send(
        operation,
        () => {
          const counted = countedStream(64);
          pulled = counted.pulled;
          return counted.stream;
        },
        { 'Content-Type': 'application/json' },
      );
      expect(response.status, operation.key).toBeLessThan(500);
      // A stream fills its queue with one chunk before anyone reads it.
      expect(pulled.chunks, operation.key).toBeLessThanOrEqual(1);
    },
  );
});
