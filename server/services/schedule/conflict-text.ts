import { eventTimeText } from '#contract/time-text.ts';

/**
 * The other event of a double booking as a warning names it: "Funeral service for Ingrid Björk,
 * Saturday, December 5, 10:00 AM CST", in the reader's zone (the company's), so both events read on
 * one clock.
 */
export const conflictText = (
  other: { name: string; startsAt: string; case: { decedentName: string } },
  timeZone: string,
): string =>
  `${other.name} for ${other.case.decedentName || 'a case without a name'}, ${eventTimeText(other.startsAt, timeZone)}`;
