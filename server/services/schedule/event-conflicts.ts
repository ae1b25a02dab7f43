import type { CalendarConflict } from '#contract/staff-calendar.ts';
import { bookingEnd } from '#contract/schedule-conflicts.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { scheduleEntries } from './schedule-entries.ts';

/**
 * The double bookings of some events (one obituary's schedule, for the editor's warning), as the
 * calendar finds them: read over the times the events span, so the warning and the calendar never
 * disagree. An empty map when there are no events.
 */
export async function conflictsOfEvents(
  scope: TenantScope,
  events: readonly { id: number; startsAt: Date; endsAt: Date | null }[],
  timeZone: string,
): Promise<Map<number, CalendarConflict[]>> {
  if (events.length === 0) return new Map();
  const from = Math.min(...events.map((event) => event.startsAt.getTime()));
  const to = Math.max(
    ...events.map((event) =>
      bookingEnd({ startsAt: event.startsAt.getTime(), endsAt: event.endsAt?.getTime() ?? null }),
    ),
  );
  const entries = await scheduleEntries(scope, { from: new Date(from), to: new Date(to) }, { timeZone });
  const ids = new Set(events.map((event) => event.id));
  return new Map(entries.filter((entry) => ids.has(entry.id)).map((entry) => [entry.id, entry.conflicts]));
}
