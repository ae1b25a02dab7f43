import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import facts from './stripe-api-facts.json' with { type: 'json' };

/*
 * A local stand-in of Stripe's API for the adapter's tests (decision 0081; no internet here). Every
 * request it receives is checked against the facts of Stripe's published OpenAPI description
 * (stripe-api-facts.json, made by scripts/stripe-api-facts.ts): the call must be one Lantern makes, each
 * form parameter one the description allows (at the top level, and inside the objects listed), the
 * required ones present, and each enum value one it lists. A request outside them is answered as Stripe
 * answers an unknown parameter (400 invalid_request_error) and kept in `violations`, which every test
 * expects empty.
 */

type CallFacts = {
  parameters?: string[];
  query?: string[];
  required: string[];
  objects?: Record<string, { parameters: string[]; required: string[] }>;
  enums?: Record<string, string[]>;
};

export interface FakeRequest {
  /** The call as the facts name it: 'POST /v1/payment_intents', 'GET /v1/accounts/{account}'. */
  call: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form body (POST) or the query (GET). */
  form: URLSearchParams;
}

export type FakeAnswer = { status: number; body: unknown };

const calls = facts.calls as Record<string, CallFacts>;
export const stripeSpecVersion = facts.source.version;

/** The facts' name of a request's call, with path ids as the description writes them. */
function callOf(method: string, path: string): string {
  const route = path.replace(/^\/v1\/accounts\/acct_[A-Za-z0-9_]+$/, '/v1/accounts/{account}');
  return `${method} ${route}`;
}

/** What is wrong with a request for the published description; empty when nothing is. */
export function violationsOf(call: string, form: URLSearchParams): string[] {
  const known = calls[call];
  if (!known) return [`${call} is not a call Lantern makes`];
  const problems: string[] = [];
  const allowed = known.parameters ?? known.query ?? [];
  const sent = [...form.keys()];
  // `a[b][0]` → ['a', 'b', '0'].
  const segmentsOf = (key: string) => key.replace(/\]/g, '').split('[');
  const tops = new Set(sent.map((key) => segmentsOf(key)[0]!));
  for (const top of tops) if (!allowed.includes(top)) problems.push(`Received unknown parameter: ${top}`);
  for (const name of known.required) if (!tops.has(name)) problems.push(`Missing required param: ${name}`);
  for (const [object, inner] of Object.entries(known.objects ?? {})) {
    if (!tops.has(object)) continue;
    const names = new Set(sent.filter((key) => segmentsOf(key)[0] === object).map((key) => segmentsOf(key)[1]!));
    for (const name of names)
      if (!inner.parameters.includes(name)) problems.push(`Received unknown parameter: ${object}[${name}]`);
    for (const name of inner.required)
      if (!names.has(name)) problems.push(`Missing required param: ${object}[${name}]`);
  }
  for (const [key, value] of form) {
    const path = key.replace(/\[\d+\]/g, '[]');
    const values = known.enums?.[path];
    if (values && !values.includes(value)) problems.push(`Invalid ${path}: ${value} is not a value Lantern checked`);
  }
  return problems;
}

export interface StripeFake {
  url: URL;
  received: FakeRequest[];
  violations: string[];
  close(): Promise<void>;
}

/**
 * Starts the fake on a free local port; `answer` says what Stripe would answer a valid request (now,
 * or later: a slow processor).
 */
export async function startStripeFake(
  answer: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>,
): Promise<StripeFake> {
  const received: FakeRequest[] = [];
  const violations: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const method = request.method ?? 'GET';
      const form = new URLSearchParams(method === 'GET' ? url.search : body);
      const fakeRequest = { call: callOf(method, url.pathname), path: url.pathname, headers: request.headers, form };
      received.push(fakeRequest);
      const problems = violationsOf(fakeRequest.call, form);
      violations.push(...problems);
      const reply = problems.length
        ? { status: 400, body: { error: { type: 'invalid_request_error', message: problems.join('; ') } } }
        : await answer(fakeRequest);
      response.writeHead(reply.status, { 'Content-Type': 'application/json', 'Request-Id': 'req_fake' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    received,
    violations,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
