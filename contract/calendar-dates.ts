/*
 * Calendar dates as days ("2026-12-05"), counted without a clock, so a week with a daylight-saving
 * change still has 7 days: the calendar's pages on the server and in the console alike, and the reports' ageing. No zod.
 */

/** "2026-12-05" moved by `days` days (negative: back). */
export function shiftDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 0 for Sunday … 6 for Saturday. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The days from one calendar day to another, as a wall calendar counts them: 1 from a day to the next. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Every day from `from` to `to`, both included. */
export function everyDay(from: string, to: string): string[] {
  const days = [from];
  while (days[days.length - 1]! < to) days.push(shiftDate(days[days.length - 1]!, 1));
  return days;
}
