import { dateTimeFormat } from '#src/lib/date-time-format.ts';

/**
 * When a service-schedule event happens, written in the event's own time zone: a burial in Boise
 * is at 2 pm Boise time whoever reads the page. The zone is named only when the visitor's clock
 * would read differently at that moment (their zone is the browser's, the one the API client
 * sends as X-TimeZone), so nobody arrives an hour early, and a local visitor is not told the obvious.
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

/** "GMT-07:00": the zone's offset from UTC at that instant. */
const offsetAt = (instant: Date, timeZone: string): string =>
  dateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value ?? '';

/** A visitor whose zone is not known (the server's render, decision 0091) is told the event's zone. */
export function eventTime(event: TimedEvent, visitorTimeZone: string | null, locale?: string): EventTime {
  const starts = new Date(event.startsAt);
  const zoneNamed = visitorTimeZone === null || offsetAt(starts, event.timeZone) !== offsetAt(starts, visitorTimeZone);
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
