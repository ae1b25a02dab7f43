/*
 * Service times as people say them: a wall clock in the event's own zone ("2026-12-03T11:00" in
 * "America/Chicago"), stored as the instant it names. Intl knows each zone's offset at a moment
 * (daylight saving included).
 */

function wallClockAsUtc(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

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
