import { zoneOffsetMinutes } from '#contract/zone-offset.ts';

/*
 * Service times as people say them: a wall clock in the event's own zone ("2026-12-03T11:00" in
 * "America/Chicago"), stored as the instant it names. The zone's offset at a moment is
 * contract/zone-offset.ts's (Intl's, daylight saving included).
 */

/** The instant's wall clock in `timeZone`, written as if it were UTC (the zone's offset added). */
const wallClockAsUtc = (at: Date, timeZone: string): number => at.getTime() + zoneOffsetMinutes(timeZone, at) * 60_000;

/**
 * The instant a wall clock in `timeZone` shows `wallClock` ("YYYY-MM-DDTHH:MM"). Of two (the hour
 * repeated in autumn) the earlier; for none (the hour skipped in spring) the time the clocks moved
 * it to, 02:30 becoming 03:30, as people and calendars read it.
 */
export function instantOf(wallClock: string, timeZone: string): Date {
  const [date = '', time = ''] = wallClock.split('T');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  const offset = (at: number) => wallClockAsUtc(new Date(at), timeZone) - at;
  // The zone's offsets half a day either side: a change of offset falls between them, if any.
  const before = wallAsUtc - offset(wallAsUtc - 43_200_000);
  const after = wallAsUtc - offset(wallAsUtc + 43_200_000);
  const shows = (at: number) => wallClockAsUtc(new Date(at), timeZone) === wallAsUtc;
  const candidates = [Math.min(before, after), Math.max(before, after)].filter(shows);
  return new Date(candidates[0] ?? before);
}

/** What a wall clock in `timeZone` shows at `instant`, to the minute ("YYYY-MM-DDTHH:MM"). */
export function wallClockOf(instant: Date, timeZone: string): string {
  return new Date(wallClockAsUtc(instant, timeZone)).toISOString().slice(0, 16);
}
