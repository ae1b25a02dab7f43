import { dateTimeFormat } from './date-text.ts';

/*
 * A zone's offset from UTC at an instant, as Intl knows it (daylight saving and changes of law
 * included): the one reader of it, for the event times' wall clock (server/services/obituaries/
 * wall-clock.ts), whether an event's zone is the reader's (time-text.ts) and the calendar feed's
 * VTIMEZONE (server/services/icalendar/vtimezone.ts). Whole minutes: no zone has had seconds in its
 * offset since the early twentieth century.
 */

/** Chicago's is -360 in winter and -300 in summer, Kolkata's 330, UTC's 0. */
export function zoneOffsetMinutes(timeZone: string, at: Date | number): number {
  // "GMT-05:00", "GMT+05:30", or "GMT" for UTC itself.
  const text =
    dateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-])(\d{2}):(\d{2})/.exec(text);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}
