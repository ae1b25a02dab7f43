import type { ObituaryEvent } from '#contract/obituaries.ts';
import { nameSlug } from '#contract/name-fold.ts';

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

/** 20261130T183000Z */
const utcStamp = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line ends are escaped in text values. */
export const escapeText = (value: string): string =>
  value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space, never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation starts with a space, leaving 74.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarFile({ event, fullName, url, host, now }: CalendarEntry): string {
  const start = new Date(event.startsAt);
  // An event without an end gets an hour: calendars show a zero-length entry badly.
  const end = event.endsAt ? new Date(event.endsAt) : new Date(start.getTime() + 3_600_000);
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
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A file name people recognise in their downloads: "funeral-service-ingrid-marie-bjork.ics". */
export const calendarFileName = (event: ObituaryEvent, slug: string): string => `${nameSlug(event.name)}-${slug}.ics`;
