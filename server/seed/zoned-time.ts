import { dayIn } from '#contract/time-text.ts';
import { instantOf } from '#server/services/obituaries/wall-clock.ts';

/**
 * The instant a wall clock in `timeZone` shows `time` on `date` ("2026-11-30", "10:30",
 * "America/Los_Angeles"): seeds write service times as people say them.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  return instantOf(`${date}T${time}`, timeZone);
}

/** The calendar date `days` after `from` (negative: before), as "YYYY-MM-DD" in UTC. */
export function dateDaysFrom(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The calendar date `days` after `from`'s own day in `timeZone`: a demo event "today" is on the
 * funeral home's today, whatever hour of the UTC day the seed runs.
 */
export function zonedDateDaysFrom(from: Date, days: number, timeZone: string): string {
  const [year, month, day] = dayIn(from, timeZone).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + days * 86_400_000).toISOString().slice(0, 10);
}
