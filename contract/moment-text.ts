/*
 * A moment as words, in a given time zone with the zone named: the one way the funeral home's mails,
 * the family's pages and the shop say when something happens or happened. Date and time are
 * formatted apart and joined, so every ICU version reads the same (some join them with "at").
 */

/** Which date parts lead: the weekday for what is coming, the year for what is on record. */
type DayParts = Pick<Intl.DateTimeFormatOptions, 'weekday' | 'year'>;

function zonedText(at: string | Date, timeZone: string, dayParts: DayParts): string {
  const moment = typeof at === 'string' ? new Date(at) : at;
  const day = new Intl.DateTimeFormat('en-US', { timeZone, ...dayParts, month: 'long', day: 'numeric' });
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return `${day.format(moment)}, ${time.format(moment)}`;
}

/**
 * "May 4, 2026, 10:05 AM PDT": a moment on record (a payment, a signature, a refund) in the company's
 * own zone (companies.time_zone, decision 0089), so a family mailed a receipt or a signed statement
 * reads the funeral home's day and hour, not UTC's.
 */
export const momentText = (at: string | Date, timeZone: string): string => zonedText(at, timeZone, { year: 'numeric' });

/** "Thursday, November 26, 5:00 PM PST": an event's time in its own zone, with the zone named. */
export const eventTimeText = (startsAt: string, timeZone: string): string =>
  zonedText(startsAt, timeZone, { weekday: 'long' });
