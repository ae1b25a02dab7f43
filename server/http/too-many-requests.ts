import type { Context } from 'hono';
import { jsonError } from './errors.ts';
import { errorResponse } from './openapi-responses.ts';

/** A limit's refusal (decision 0028): 429 with Retry-After in seconds and the message that says how long. */
export function tooManyRequests(c: Context, retryAfterSeconds: number, message: (seconds: number) => string) {
  c.header('Retry-After', String(retryAfterSeconds));
  return jsonError(c, 429, [{ path: '', message: message(retryAfterSeconds) }]);
}

/** The OpenAPI answer of a limited route; `what` says what was limited. */
export const tooManyRequestsResponse = (what: string) => ({
  ...errorResponse(`${what}: \`issues\` say how long to wait, as the Retry-After header does (seconds)`),
  headers: {
    'Retry-After': {
      description: 'Seconds until the limit lets the request through',
      schema: { type: 'integer' as const },
    },
  },
});
