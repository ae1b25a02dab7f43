import { dayIn } from '#contract/time-text.ts';
import type { CalendarView } from '#contract/staff-calendar.ts';
import { instantOf } from '#server/services/obituaries/wall-clock.ts';

/*
 * The days a calendar page shows, in the company's own calendar (decision 0125): a day, or the
 * week from Sunday to Saturday that holds it, as US funeral homes' wall calendars run. Days are
 * counted on calendar dates (no clock), and turned into instants at the company's midnight, so a
 * week with a daylight-saving change still holds 7 whole days.
 */

const MS_PER_DAY = 86_400_000;

/** "2026-12-05" plus `days` days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** 0 for Sunday … 6 for Saturday. */
const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

export interface CalendarDays {
  /** The first and last day shown. */
  from: string;
  to: string;
  /** The company's midnight starting the first day, and the one ending the last. */
  startsAt: Date;
  endsAt: Date;
}

/** The days `view` shows around `date` (the company's today when none), and their instants. */
export function calendarDays(view: CalendarView, date: string | undefined, timeZone: string, now: Date): CalendarDays {
  const day = date ?? dayIn(now, timeZone);
  const from = view === 'day' ? day : addDays(day, -weekdayOf(day));
  const to = view === 'day' ? day : addDays(from, 6);
  return {
    from,
    to,
    startsAt: instantOf(`${from}T00:00`, timeZone),
    endsAt: instantOf(`${addDays(to, 1)}T00:00`, timeZone),
  };
}
