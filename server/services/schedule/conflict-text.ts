import type { BookedResource } from '#contract/schedule-conflicts.ts';
import { eventTimeText } from '#contract/time-text.ts';

interface Named {
  name: string;
}

/** What the warning needs of both events. */
export interface ConflictParty {
  name: string;
  startsAt: string;
  case: { decedentName: string };
  chapel: Named | null;
  hearse: Named | null;
  director: Named | null;
}

/**
 * A double booking as the calendar and the obituary editor write it: "Main chapel is also booked for
 * Funeral service for Ingrid Björk, Saturday, December 5, 10:00 AM CST." The other event's time is in
 * the reader's zone (the company's), so both events read on one clock.
 */
export function conflictText(
  over: BookedResource,
  entry: ConflictParty,
  other: ConflictParty,
  timeZone: string,
): string {
  const otherEvent = `${other.name} for ${other.case.decedentName || 'a case without a name'}, ${eventTimeText(other.startsAt, timeZone)}`;
  if (over === 'director') return `${entry.director?.name ?? 'The director'} also directs ${otherEvent}.`;
  const booked = over === 'chapel' ? entry.chapel : entry.hearse;
  return `${booked?.name ?? `The ${over}`} is also booked for ${otherEvent}.`;
}
