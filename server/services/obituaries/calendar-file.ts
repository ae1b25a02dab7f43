import type { ObituaryEvent } from '#contract/obituaries.ts';
import { nameSlug } from '#contract/name-fold.ts';
import { bookingEnd } from '#contract/schedule-conflicts.ts';
import { escapeText, icsFile, utcStamp } from '#server/services/icalendar/ics-text.ts';

/*
 * "Add to calendar": one event as an iCalendar file (RFC 5545). Times are written in UTC (the
 * "Z" form), which every calendar converts to its owner's zone without a VTIMEZONE block; the
 * instant is what matters, and the page names the event's own zone.
 */

export interface CalendarEntry {
  event: ObituaryEvent;
  fullName: string;
  /** The obituary's public address. */
  url: string;
  /** The site's host: makes the UID unique across sites. */
  host: string;
  now: Date;
}

export function calendarFile({ event, fullName, url, host, now }: CalendarEntry): string {
  const start = new Date(event.startsAt);
  // An event without an end gets the assumed length: calendars show a zero-length entry badly.
  const end = new Date(
    bookingEnd({ startsAt: start.getTime(), endsAt: event.endsAt ? Date.parse(event.endsAt) : null }),
  );
  const { address } = event;
  const place = [
    event.placeName,
    address.line1,
    address.city,
    `${address.region} ${address.postalCode}`,
    address.country,
  ]
    .filter((part) => part.trim() !== '')
    .join(', ');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lantern//Obituaries//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:obituary-event-${event.id}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(`${event.name} for ${fullName}`)}`,
    `LOCATION:${escapeText(place)}`,
    `DESCRIPTION:${escapeText(`${fullName}: ${url}`)}`,
    `URL:${url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return icsFile(lines);
}

/** A file name people recognise in their downloads: "funeral-service-ingrid-marie-bjork.ics". */
export const calendarFileName = (event: ObituaryEvent, slug: string): string => `${nameSlug(event.name)}-${slug}.ics`;
