import { waitText } from './wait-time.ts';

/** A 429 of a mailed one-time link (reset, invitation) opened too often from one client address. */
export const linkLookupThrottledMessage = (retryAfterSeconds: number): string =>
  `Too many links were opened from here. Please wait ${waitText(retryAfterSeconds)} and try again.`;
