import type { Context } from 'hono';
import { jsonError } from '#server/http/errors.ts';

/*
 * The answers every call made under an Idempotency-Key gives alike (the family's contract and
 * payments, staff's ledger, the shop, the planning wizard), each in its own words.
 */

/** 422 at the header: the key was used before for a different request. */
export const keyReusedError = (c: Context, message: string) =>
  jsonError(c, 422, [{ path: 'idempotency-key', message }]);

/** 409: the first request with this key is still at work; a retry later answers its result. */
export const stillProcessingError = (c: Context, message: string) => jsonError(c, 409, [{ path: '', message }]);

/** What a payment under a key may be refused for: no such case, an amount that does not fit, the key. */
export type PaymentRefusal =
  | { kind: 'not-found' }
  | { kind: 'invalid'; path: string; message: string }
  | { kind: 'key-reused' }
  | { kind: 'in-progress' };

/** The family's card payment and staff's ledger refuse alike, in their own words. */
export function paymentRefusal(
  c: Context,
  outcome: PaymentRefusal,
  words: { keyReused: string; stillProcessing: string },
) {
  switch (outcome.kind) {
    case 'not-found':
      return jsonError(c, 404);
    case 'invalid':
      return jsonError(c, 422, [{ path: outcome.path, message: outcome.message }]);
    case 'key-reused':
      return keyReusedError(c, words.keyReused);
    case 'in-progress':
      return stillProcessingError(c, words.stillProcessing);
  }
}

/** The request's result, marked (Idempotent-Replayed) when it repeats the first request's answer. */
export function idempotentJson<T extends object, S extends 200 | 201>(
  c: Context,
  outcome: { replayed: boolean },
  body: T,
  status: S,
) {
  if (outcome.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(body, status);
}
