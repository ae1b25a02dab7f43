import type { CalendarEntry } from '#contract/staff-calendar.ts';
import { dayIn } from '#contract/time-text.ts';

/**
 * The calendar's entries under the days shown: an event belongs to the company's day it starts on, so a
 * Saturday-night visitation stays on Saturday whatever UTC says; one that began before the first day
 * shown and still runs is put under the first day. Every day shown has its list, empty or not.
 */
export function entriesByDay(
  entries: readonly CalendarEntry[],
  days: readonly string[],
  timeZone: string,
): Map<string, CalendarEntry[]> {
  const grouped = new Map<string, CalendarEntry[]>(days.map((day) => [day, []]));
  for (const entry of entries) {
    const starts = dayIn(new Date(entry.startsAt), timeZone);
    grouped.get(starts < days[0]! ? days[0]! : starts)?.push(entry);
  }
  return grouped;
}
