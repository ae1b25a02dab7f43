import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { users } from '#server/db/schema.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import { EVERGREEN_OWNER_EMAIL, EVERGREEN_OWNER_PASSWORD } from '#server/seed/evergreen/staff.ts';
import { createUser } from '#server/services/auth.ts';
import {
  badRequests,
  operationsOf,
  type BadRequest,
  type Operation,
  type Parameter,
} from '#server/testing/bad-requests.ts';
import { looseNumberTexts } from '#server/testing/bad-values.ts';
import type { SchemaDocument } from '#server/testing/json-schema-arbitrary.ts';
import { signIn } from '#server/testing/tenant-fixtures.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';

/*
 * Issue 10: no input makes the API fail. Every operation of the OpenAPI document the app serves
 * (so a new route is covered without a change here) gets generated bad requests: bodies of the
 * wrong type, nearly valid bodies with a NUL, a lone surrogate, a huge number or deep nesting
 * somewhere inside, bodies that are no JSON; path parameters and queries beyond the columns,
 * negative, NUL or garbage; headers it declares. Routes that need a session are called without
 * one and with one of the role they need. Any 5xx, or an error answer that is not the API's JSON
 * error, fails with the request that caused it (shrunk by fast-check).
 *
 * Fixed seed and runs, so every run sends the same requests: the total is printed at the end and
 * quoted in docs/testing.md.
 */

const SEED = 20_261_123;
/** Runs per route and caller; routes that take a body get more, having more to get wrong. */
const RUNS = 50;
const RUNS_WITH_BODY = 400;
const HOST = 'localhost';

const database = await openTestDatabase();
const { app } = createTestApp(database.db, { media: database.media });
const document = (await (await app.request('/api/openapi.json')).json()) as SchemaDocument & {
  paths: Record<string, Record<string, Operation>>;
};

const FAMILY = { email: 'family.fuzz@evergreen.example', password: 'family-password-2026' };
// The owner: its role may make every staff call, so each one's input is checked, not refused first.
const STAFF = { email: EVERGREEN_OWNER_EMAIL, password: EVERGREEN_OWNER_PASSWORD };
type Role = 'staff' | 'family';
/** Who may call a route of each audience (define-route.ts): the role whose session it needs. */
const roleFor: Readonly<Record<string, Role>> = { staff: 'staff', family: 'family', 'signed-in': 'staff' };
const accounts: Record<Role, { email: string; password: string }> = { staff: STAFF, family: FAMILY };
const tokens: Partial<Record<Role, string>> = {};

let sent = 0;
const started = Date.now();

beforeAll(async () => {
  await createUser(tenantScope(database.db, database.demoCompanyId), {
    ...FAMILY,
    name: 'Fuzz Family',
    role: 'family',
  });
});
afterAll(async () => {
  console.info(`bad-input property test: ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
});

/**
 * A session of the role, signed in when none is held (a sign-out call may have ended the last). A
 * fuzzed team call can be valid and demote or disable the owner (after promoting another account), so
 * the owner is made an active owner again before each staff call: every staff route is then called by
 * a role that may make it, and reads its input.
 */
async function tokenOf(role: Role): Promise<string> {
  if (role === 'staff')
    await tenantScope(database.db, database.demoCompanyId).update(
      users,
      { staffRole: 'owner', disabledAt: null },
      eq(users.email, EVERGREEN_OWNER_EMAIL),
    );
  return (tokens[role] ??= await signIn(app, HOST, accounts[role]));
}

const describeRequest = (request: BadRequest) =>
  JSON.stringify({ ...request, body: request.body && request.body.slice(0, 300) });

async function send(request: BadRequest, role: Role | undefined): Promise<void> {
  sent += 1;
  const token = role ? await tokenOf(role) : undefined;
  const response = await app.request(request.url, {
    method: request.method,
    headers: {
      ...request.headers,
      'X-Host': HOST,
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  // Only a session that ended answers 401 to its own role: sign in again for the next call.
  if (role && response.status === 401) delete tokens[role];
  const text = await response.text();
  const what = `${describeRequest(request)} answered ${response.status}: ${text.slice(0, 300)}`;
  if (response.status >= 500) throw new Error(`server error for ${what}`);
  if (response.status < 400) return;
  expect(response.headers.get('content-type'), what).toMatch(/^application\/json/);
  expect(() => apiError.parse(JSON.parse(text)), what).not.toThrow();
}

const callers = operationsOf(document).flatMap((operation) => {
  const role = roleFor[operation['x-audience'] ?? ''];
  const label = `${operation.method} ${operation.path}`;
  return [
    { label: `${label} without a session`, operation, role: undefined },
    ...(role ? [{ label: `${label} as ${role}`, operation, role }] : []),
  ];
});

describe('bad input never makes the API fail (5xx) or answer anything but its JSON error', () => {
  it('covers every operation of the document', () => {
    expect(callers.length).toBeGreaterThanOrEqual(Object.keys(document.paths).length);
  });

  callers.forEach(({ label, operation, role }, index) => {
    it(label, { timeout: 120_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(badRequests(operation, document), async (request) => {
          await send(request, role);
        }),
        { seed: SEED + index, numRuns: operation.requestBody ? RUNS_WITH_BODY : RUNS },
      );
    });
  });
});

/*
 * Decision 0056 (issue 21): a number in a path or query is read only in canonical digits. Every
 * id of every path, spelled loosely, names nothing (404); every number of a query so spelled is
 * 'Expected number' (422). The rest of the request is valid, so the answer is the number's.
 */
describe('numbers in paths and queries are read only in canonical digits', () => {
  const isNumber = (parameter: Parameter) => parameter.schema?.type === 'integer';
  /** A value the parameter accepts: its least number, its first option, a text its pattern allows. */
  const validText = ({ schema }: Parameter): string => {
    if (schema?.type === 'integer') return String(schema.minimum ?? 1);
    if (schema?.enum) return String(schema.enum[0]);
    if (schema?.pattern)
      return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: SEED })[0]!;
    return 'x';
  };
  /** The operation's URL with `given` (unescaped) in place of some parameters, the rest valid. */
  const urlOf = (operation: Operation, given: Record<string, string>) => {
    const parameters = operation.parameters ?? [];
    const textOf = (parameter: Parameter) => encodeURIComponent(given[parameter.name] ?? validText(parameter));
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      textOf(parameters.find((p) => p.in === 'path' && p.name === name)!),
    );
    const query = parameters
      .filter((p) => p.in === 'query' && (p.required || p.name in given))
      .map((p) => `${p.name}=${textOf(p)}`);
    return query.length > 0 ? `${path}?${query.join('&')}` : path;
  };
  const answerTo = async (operation: Operation, given: Record<string, string>) => {
    const role = roleFor[operation['x-audience'] ?? ''];
    const token = role ? await tokenOf(role) : undefined;
    const response = await app.request(urlOf(operation, given), {
      method: operation.method,
      headers: { 'X-Host': HOST, Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  const operations = operationsOf(document);
  const withPathIds = operations.filter((op) => op.parameters?.some((p) => p.in === 'path' && isNumber(p)));
  const withQueryNumbers = operations.filter((op) => op.parameters?.some((p) => p.in === 'query' && isNumber(p)));

  it('finds the routes that take them', () => {
    expect(withPathIds.length).toBeGreaterThan(30);
    expect(withQueryNumbers.length).toBeGreaterThan(10);
  });

  it.each(withPathIds.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s: 404 for a loose id',
    async (_, op) => {
      for (const { name } of op.parameters!.filter((p) => p.in === 'path' && isNumber(p)))
        for (const text of looseNumberTexts)
          expect(await answerTo(op, { [name]: text }), `${name} = ${JSON.stringify(text)}`).toEqual({
            status: 404,
            body: { status: 404, message: 'Not Found' },
          });
    },
  );

  it.each(withQueryNumbers.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s: 422 for a loose query number',
    async (_, op) => {
      for (const { name } of op.parameters!.filter((p) => p.in === 'query' && isNumber(p)))
        for (const text of looseNumberTexts)
          expect(await answerTo(op, { [name]: text }), `${name} = ${JSON.stringify(text)}`).toEqual({
            status: 422,
            body: {
              status: 422,
              message: 'Unprocessable Content',
              issues: [{ path: name, message: 'Expected number' }],
            },
          });
    },
  );
});
