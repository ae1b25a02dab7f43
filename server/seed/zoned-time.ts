/**
 * The instant a wall clock in `timeZone` shows `time` on `date` ("2026-11-30", "10:30",
 * "America/Los_Angeles"). Seeds write service times as people say them; Intl knows the zone's
 * offset at that moment (daylight saving included), found by one correction step from UTC.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  const offset = (at: number) => wallClockAsUtc(new Date(at), timeZone) - at;
  const first = wallAsUtc - offset(wallAsUtc);
  return new Date(wallAsUtc - offset(first));
}

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

/** The calendar date `days` after `from` (negative: before), as "YYYY-MM-DD" in UTC. */
export function dateDaysFrom(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
