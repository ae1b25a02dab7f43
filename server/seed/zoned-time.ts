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
