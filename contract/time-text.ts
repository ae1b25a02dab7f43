import { dateTimeFormat, instant } from './date-text.ts';
import { zoneOffsetMinutes } from './zone-offset.ts';

/*
 * Dates as words, second half (decision 0115): every time of day. Mails' moments in the company's
 * zone, an event's time in its own zone (named where the reader's differs), the console's recorded
 * times in the company's zone, the company's calendar day. The public site's days are in
 * date-text.ts, with the formatter both use.
 */

/** Which date parts lead: the weekday for what is coming, the year for what is on record. */
type DayParts = Pick<Intl.DateTimeFormatOptions, 'weekday' | 'year'>;

/** Date and time formatted apart and joined, so every ICU version reads the same (some join with "at"). */
function zonedText(at: string | Date, timeZone: string, dayParts: DayParts): string {
  const moment = instant(at);
  const day = dateTimeFormat('en-US', { timeZone, ...dayParts, month: 'long', day: 'numeric' });
  const time = dateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  return `${day.format(moment)}, ${time.format(moment)}`;
}

/**
 * "May 4, 2026, 10:05 AM PDT": a moment on record (a payment, a signature, a refund) in the company's
 * own zone, so a family mailed a receipt or a signed statement reads the funeral home's day and hour,
 * not UTC's.
 */
export const momentText = (at: string | Date, timeZone: string): string => zonedText(at, timeZone, { year: 'numeric' });

/** "Thursday, November 26, 5:00 PM PST": an event's time in its own zone, with the zone named. */
export const eventTimeText = (startsAt: string, timeZone: string): string =>
  zonedText(startsAt, timeZone, { weekday: 'long' });

/**
 * "Dec 5, 2026, 10:05 AM": when something happened, as the console lists it (a request arrived, an
 * order was placed, a case's step was taken), in the company's zone, so every member of the team reads
 * the funeral home's clock whichever zone their own device is set to.
 */
export const consoleTimeText = (at: string | Date, timeZone: string, locale?: string): string =>
  dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(instant(at));

/**
 * "November 23, 2026 at 5:40 PM": an instant with its time, in the given zone (the family's statement
 * signed, a change asked for), or the reader's own without one.
 */
export const dateTimeText = (at: string | Date, timeZone?: string, locale?: string): string =>
  dateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(
    instant(at),
  );

/**
 * "2026-05-04": the calendar day of `at` in `timeZone` (an unknown zone, or none, counts in UTC): the
 * price list's effective date and change log, in the funeral home's own day.
 */
export function dayIn(at: Date, timeZone: string | undefined): string {
  const format = (zone: string) =>
    dateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  if (timeZone) {
    try {
      return format(timeZone);
    } catch {
      // Not a zone this runtime knows: the day in UTC, as without one.
    }
  }
  return format('UTC');
}

/**
 * When a service-schedule event happens, written in the event's own time zone: a burial in Boise is at
 * 2 pm Boise time whoever reads the page. The zone is named only when the reader's clock would read
 * differently at that moment (their zone is the browser's, the one the API client sends as
 * X-TimeZone), so nobody arrives an hour early, and a local reader is not told the obvious.
 */
export interface EventTime {
  /** "Monday, November 30, 2026": the event's own calendar day. */
  date: string;
  /** "2:00 – 3:00 PM", or "2:00 – 3:00 PM MST" when the zone is named. */
  time: string;
  zoneNamed: boolean;
}

interface TimedEvent {
  startsAt: string;
  endsAt: string | null;
  timeZone: string;
}

/** A reader whose zone is not known (the server's render, decision 0091) is told the event's zone. */
export function eventTime(event: TimedEvent, readerTimeZone: string | null, locale?: string): EventTime {
  const starts = new Date(event.startsAt);
  const zoneNamed =
    readerTimeZone === null || zoneOffsetMinutes(event.timeZone, starts) !== zoneOffsetMinutes(readerTimeZone, starts);
  const date = dateTimeFormat(locale, { dateStyle: 'full', timeZone: event.timeZone }).format(starts);
  const clock = dateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: event.timeZone,
    ...(zoneNamed ? { timeZoneName: 'short' as const } : {}),
  });
  const time = event.endsAt ? clock.formatRange(starts, new Date(event.endsAt)) : clock.format(starts);
  return { date: plainSpaces(date), time: plainSpaces(time), zoneNamed };
}

/**
 * ICU versions disagree on the spaces in a time ("2:00\u2009–\u20093:00\u202fPM" in Node's, plain
 * spaces in some browsers'): the server's HTML and the hydrating browser must write the same text
 * (decision 0091), so both write plain ones.
 */
const plainSpaces = (text: string): string => text.replace(/[\u00a0\u2009\u202f]/g, ' ');
