import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { badRequests, type BadRequest } from '#tests/server/bad-requests.ts';
import { FUZZ_HOST, FUZZ_SEED, openFuzzTarget, type FuzzRole } from '#tests/server/fuzz-target.ts';

/*
 * No input makes the API fail. Every operation of the OpenAPI document the app serves
 * (so a new route is covered without a change here) gets generated bad requests: bodies of the
 * wrong type, nearly valid bodies with a NUL, a lone surrogate, a huge number or deep nesting
 * somewhere inside, bodies that are no JSON; path parameters and queries beyond the columns,
 * negative, NUL or garbage; headers it declares. Routes that need a session are called without
 * one and with one of the role they need. Any 5xx, or an error answer that is not the API's JSON
 * error, fails with the request that caused it (shrunk by fast-check).
 *
 * Fixed seed and runs, so every run sends the same requests: each part prints its count at the end
 * (docs/testing.md quotes the sum). The operations are dealt to SHARDS files by their place in the
 * document (tests/server/bad-input/part-*.test.ts), so the server suite's workers share the work: in one
 * file it was the suite's longest by far, and a file runs on one worker.
 */

/**
 * Runs per route and caller; a caller whose body the route reads gets more, having more to get
 * wrong. A route that needs a session, called without one, answers 401 before it reads a byte
 * of the body (register-route.ts), which the test checks (or 404 when the path matched no route): its body needs no more runs than a
 * route without one (400 runs each were an eighth of the server suite's time).
 */
const RUNS = 50;
const RUNS_WITH_BODY = 400;
/** How many files the operations are dealt to (tests/server/bad-input/part-1 … part-3.test.ts). */
export const SHARDS = 3;

const describeRequest = (request: BadRequest) =>
  JSON.stringify({ ...request, body: request.body && request.body.slice(0, 300) });

/** The property test for the callers whose place in the list is `part` (1-based) modulo SHARDS. */
export async function defineBadInputPart(part: number): Promise<void> {
  const target = await openFuzzTarget();
  const { app, document } = target;
  let sent = 0;
  const started = Date.now();
  afterAll(async () => {
    console.info(
      `bad-input property test, part ${part} of ${SHARDS}: ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    await target.database.close();
  });

  async function send(request: BadRequest, role: FuzzRole | undefined, refusedUnread: boolean): Promise<void> {
    sent += 1;
    const token = role ? await target.tokenOf(role) : undefined;
    const response = await app.request(request.url, {
      method: request.method,
      headers: {
        ...request.headers,
        'X-Host': FUZZ_HOST,
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    target.sent(request.method, request.url);
    // Only a session that ended answers 401 to its own role: sign in again for the next call.
    if (role && response.status === 401) target.forget(role);
    const text = await response.text();
    const what = `${describeRequest(request)} answered ${response.status}: ${text.slice(0, 300)}`;
    if (response.status >= 500) throw new Error(`server error for ${what}`);
    // 404 where a bad path matched no route at all (an empty id): no route read its body either.
    if (refusedUnread) expect([401, 404], what).toContain(response.status);
    if (response.status < 400) return;
    expect(response.headers.get('content-type'), what).toMatch(/^application\/json/);
    expect(() => apiError.parse(JSON.parse(text)), what).not.toThrow();
  }

  const callers = target.operations.flatMap((operation) => {
    const role = target.roleOf(operation);
    const label = `${operation.method} ${operation.path}`;
    return [
      { label: `${label} without a session`, operation, role: undefined, refusedUnread: role !== undefined },
      ...(role ? [{ label: `${label} as ${role}`, operation, role, refusedUnread: false }] : []),
    ];
  });

  describe(`bad input never makes the API fail (5xx) or answer anything but its JSON error (part ${part} of ${SHARDS})`, () => {
    it('covers every operation of the document', () => {
      expect(callers.length).toBeGreaterThanOrEqual(Object.keys(document.paths).length);
    });

    callers.forEach(({ label, operation, role, refusedUnread }, index) => {
      if (index % SHARDS !== part - 1) return;
      it(label, { timeout: 120_000 }, async () => {
        await fc.assert(
          fc.asyncProperty(badRequests(operation, document), async (request) => {
            await send(request, role, refusedUnread);
          }),
          { seed: FUZZ_SEED + index, numRuns: operation.requestBody && !refusedUnread ? RUNS_WITH_BODY : RUNS },
        );
      });
    });
  });
}
