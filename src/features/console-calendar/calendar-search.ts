import { calendarViews } from '#contract/staff-calendar.ts';
import { oneOf, rowIdOf } from '#src/lib/console/search-readers.ts';
import type { CalendarSearch } from '#src/lib/queries/console/calendar.ts';

/*
 * The calendar's address (`?view=day&date=2026-12-05&locationId=2&chapelId=4&director=me`), as the
 * console's route reads it: what is not a value the page offers is dropped, not refused, so an old or
 * mistyped link still lands on this week. Zod-free, like the other lists' readers (decision 0068).
 */

/** A real calendar date "YYYY-MM-DD" (not 2026-02-30). */
function dateOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : undefined;
}

export function calendarSearch(search: Record<string, unknown>): CalendarSearch {
  const date = dateOf(search.date);
  const view = oneOf(calendarViews, search.view);
  const locationId = rowIdOf(search.locationId);
  const chapelId = rowIdOf(search.chapelId);
  const director = oneOf(['me'] as const, search.director) ?? rowIdOf(search.director);
  return {
    ...(view ? { view } : {}),
    ...(date ? { date } : {}),
    ...(locationId !== undefined ? { locationId } : {}),
    ...(chapelId !== undefined ? { chapelId } : {}),
    ...(director !== undefined ? { director } : {}),
  };
}
