/*
 * The double-booking rule (decision 0125), in one place for the calendar, the obituary editor's
 * warning and the feed: two events that book the same chapel, the same hearse or the same director
 * at overlapping times are a conflict. Times are half-open, [start, end): an event that ends as the
 * next begins is not a conflict, so back-to-back services in one chapel are fine. An event with no
 * end is taken to last EVENT_ASSUMED_MINUTES, as calendar files show it. No zod: the console's
 * calendar draws with it too.
 */

/** How long an event with no end is taken to last, for conflicts and in calendar files. */
export const EVENT_ASSUMED_MINUTES = 60;

export type BookedResource = 'chapel' | 'hearse' | 'director';

/** What one event books, and when (instants in milliseconds). */
export interface Booking {
  id: number;
  startsAt: number;
  /** Null: the event has no end, EVENT_ASSUMED_MINUTES are assumed. */
  endsAt: number | null;
  chapelId: number | null;
  hearseId: number | null;
  directorId: number | null;
}

/** One conflict of an event: the other event and what both book. */
export interface Conflict {
  withEventId: number;
  over: BookedResource;
}

/** When an event is over, for the rule: its end, or its start and the assumed length. */
export const bookingEnd = (booking: Pick<Booking, 'startsAt' | 'endsAt'>): number =>
  booking.endsAt ?? booking.startsAt + EVENT_ASSUMED_MINUTES * 60_000;

/** Whether two times overlap: each starts before the other ends (touching is not overlapping). */
export const overlaps = (a: Pick<Booking, 'startsAt' | 'endsAt'>, b: Pick<Booking, 'startsAt' | 'endsAt'>): boolean =>
  a.startsAt < bookingEnd(b) && b.startsAt < bookingEnd(a);

const resourceOf: Record<BookedResource, (booking: Booking) => number | null> = {
  chapel: (booking) => booking.chapelId,
  hearse: (booking) => booking.hearseId,
  director: (booking) => booking.directorId,
};

/** The resources two events both book (none when either books nothing of a kind). */
function sharedResources(a: Booking, b: Booking): BookedResource[] {
  return (Object.keys(resourceOf) as BookedResource[]).filter((resource) => {
    const held = resourceOf[resource](a);
    return held !== null && held === resourceOf[resource](b);
  });
}

/**
 * Every event's conflicts with the others, by event id (events without any are left out). Sorted by
 * start, each event is compared only with those that start before it ends: a week's calendar is a
 * few dozen events, the editor's check one obituary's against the days around it.
 */
export function conflictsOf(bookings: readonly Booking[]): Map<number, Conflict[]> {
  const sorted = [...bookings].sort((a, b) => a.startsAt - b.startsAt || a.id - b.id);
  const found = new Map<number, Conflict[]>();
  const add = (id: number, conflict: Conflict) => found.set(id, [...(found.get(id) ?? []), conflict]);
  sorted.forEach((a, index) => {
    for (const b of sorted.slice(index + 1)) {
      // Later events start later still: none can overlap `a` (`overlaps` decides the edge itself).
      if (b.startsAt > bookingEnd(a)) break;
      if (a.id === b.id || !overlaps(a, b)) continue;
      for (const over of sharedResources(a, b)) {
        add(a.id, { withEventId: b.id, over });
        add(b.id, { withEventId: a.id, over });
      }
    }
  });
  return found;
}
