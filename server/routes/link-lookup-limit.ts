import type { Context } from 'hono';
import { linkLookupThrottledMessage } from '#contract/one-time-links.ts';
import type { Clock } from '#server/clock.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { addressGroup, type ClientAddress } from '#server/http/client-address.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import { tooManyRequests, tooManyRequestsResponse } from '#server/http/too-many-requests.ts';
import { consumeLimits } from '#server/services/rate-limit.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';

export interface LinkLookupDeps {
  clock: Clock;
  clientAddress: ClientAddress;
}

/** The OpenAPI 429 of every route that looks a mailed one-time link up. */
export const linkLookupThrottledResponse = tooManyRequestsResponse(
  `More than ${rateLimits.oneTimeLinkPerAddress.limit} links opened or used from this client address in an hour`,
);

/**
 * Counts a lookup of a mailed one-time link (a reset or invitation token) from the client's address,
 * before the token is looked up, so guesses are limited however many run at once: the 429 to answer,
 * or null to go on. Every lookup counts, found or not: a miss and a hit must cost the same.
 */
export async function refuseLinkLookup(
  c: Context<AppEnv>,
  deps: LinkLookupDeps,
): Promise<ReturnType<typeof tooManyRequests> | null> {
  const verdict = await consumeLimits(
    scopeOf(c),
    [{ rule: rateLimits.oneTimeLinkPerAddress, subject: addressGroup(deps.clientAddress(c)) }],
    deps.clock.now(),
  );
  return verdict.allowed ? null : tooManyRequests(c, verdict.retryAfterSeconds, linkLookupThrottledMessage);
}
