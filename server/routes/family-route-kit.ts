import type { Context } from 'hono';
import { idempotencyKeyHeader } from '#contract/planning.ts';
import { contractMessages } from '#contract/family-statement.ts';
import { errorResponse } from '#server/http/openapi-responses.ts';
import { tenantHeaders } from '#server/http/tenant-headers.ts';
import { jsonError } from '#server/http/errors.ts';
import type { WriteOutcome } from '#server/services/family/arrangement-writes.ts';

/* What the family portal's route files share: tags, the Idempotency-Key header, the 409 of a signed arrangement. */

export const familyTags = {
  arrangements: ['Family arrangements'],
  cases: ['Family cases'],
  media: ['Family media'],
};

/** Money-creating POSTs (contract submit, payments) need the key: a repeat answers the first result. */
export const idempotentHeaders = tenantHeaders.extend({
  'idempotency-key': idempotencyKeyHeader.meta({
    description:
      'A unique string (8–200 visible ASCII characters) naming this attempt; a repeat answers the first result.',
    example: 'sign-1f0c3a9e-3k2j4h5g6f',
  }),
});

export const signedResponse = errorResponse(`The contract is signed: "${contractMessages.signed}"`);

/** The answer of an arrangement write (choose a package, add, change, remove a line). */
export function writeAnswer<S extends 200 | 201>(c: Context, outcome: WriteOutcome, okStatus: S) {
  switch (outcome.kind) {
    case 'not-found':
      return jsonError(c, 404);
    case 'signed':
      return jsonError(c, 409, [{ path: '', message: contractMessages.signed }]);
    case 'conflict':
      return jsonError(c, 409, [{ path: '', message: outcome.message }]);
    case 'invalid':
      return jsonError(c, 422, outcome.issues);
    case 'done':
      return c.json(outcome.arrangement, okStatus);
  }
}
