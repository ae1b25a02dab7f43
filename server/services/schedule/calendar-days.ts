import { shiftDate, weekdayOf } from '#contract/calendar-dates.ts';
import { dayIn } from '#contract/time-text.ts';
import type { CalendarView } from '#contract/staff-calendar.ts';
import { instantOf } from '#server/services/obituaries/wall-clock.ts';

/*
 * The days a calendar page shows, in the company's own calendar (decision 0125): a day, or the
 * week from Sunday to Saturday that holds it, as US funeral homes' wall calendars run. Days are
 * counted on calendar dates (no clock), and turned into instants at the company's midnight, so a
 * week with a daylight-saving change still holds 7 whole days.
 */

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
  const from = view === 'day' ? day : shiftDate(day, -weekdayOf(day));
  const to = view === 'day' ? day : shiftDate(from, 6);
  return {
    from,
    to,
    startsAt: instantOf(`${from}T00:00`, timeZone),
    endsAt: instantOf(`${shiftDate(to, 1)}T00:00`, timeZone),
  };
}
