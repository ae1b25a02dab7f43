import { stableJson } from '#contract/stable-json.ts';

/*
 * The Idempotency-Key of a planning submission, derived instead of stored: the browser's plan
 * session, which plan of that session it is, and a hash of exactly what is sent. Sending the same
 * plan again (a double click, a retry after a lost answer) repeats the key and the server returns
 * the first result; changing an answer after a failure makes a new key, so the correction is never
 * swallowed by an earlier attempt that did arrive.
 */

/** cyrb53: a fast 53-bit string hash; plenty to tell one plan's versions apart. Not cryptographic. */
export function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export const idempotencyKeyFor = (sessionId: string, round: number, body: unknown): string =>
  `plan-${sessionId}-${round}-${hash53(stableJson(body))}`;
