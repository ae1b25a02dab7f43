import type { CalendarFeedScope } from '#contract/calendar-feeds.ts';
import { bookingEnd } from '#contract/schedule-conflicts.ts';
import { entryName, type CalendarEntry } from '#contract/staff-calendar.ts';
import { escapeText, icsFile, uidHost, utcStamp } from '#server/services/icalendar/ics-text.ts';
import { vtimezoneLines, zonedDateTime } from '#server/services/icalendar/vtimezone.ts';
import type { ScheduleWindow } from './schedule-entries.ts';

/*
 * A staff member's calendar feed (decision 0128) as the iCalendar document calendar apps subscribe
 * to (RFC 5545): the events on the funeral home's clock (one VTIMEZONE for the company's zone), each
 * under a UID made of its row id, so an event moved in the obituary editor updates where it stands
 * and an event removed there is gone at the next refresh (subscribed calendars keep only what the
 * feed still holds). Each event says what its director needs on the way: where, which chapel and
 * hearse, the case's reference and its console page, and any double booking; nothing of the family.
 */

/** How far back the feed reaches: the last two months, for a look back at what was held. */
export const FEED_DAYS_BACK = 60;
/**
 * How far ahead: every event booked, with room to spare. A burial can wait months for the ground to
 * thaw, and a pre-arranged date can be set a year out; a calendar that dropped those would mislead.
 */
export const FEED_DAYS_AHEAD = 400;

const DAY_MS = 86_400_000;

/** The instants the feed holds events between, around `now`. */
export const feedWindow = (now: Date): ScheduleWindow => ({
  from: new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS),
  to: new Date(now.getTime() + FEED_DAYS_AHEAD * DAY_MS),
});

/** How often calendars are asked to fetch again: an event moved this morning is on phones within the hour. */
const REFRESH = 'PT1H';

export interface FeedCompany {
  companyId: number;
  name: string;
  timeZone: string;
  /** The site's address, no trailing slash: the console's links start there (a path without it). */
  siteUrl: string | null;
}

export interface FeedContent {
  scope: CalendarFeedScope;
  /** The events of `window`, already narrowed to the scope. */
  entries: readonly CalendarEntry[];
  window: ScheduleWindow;
  now: Date;
}

const nonEmpty = (parts: (string | null | undefined)[]) =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '');

function eventLines(entry: CalendarEntry, company: FeedCompany, now: Date): string[] {
  const caseUrl = `${company.siteUrl ?? ''}/staff/cases/${entry.case.id}`;
  const startsAt = Date.parse(entry.startsAt);
  const end = bookingEnd({ startsAt, endsAt: entry.endsAt === null ? null : Date.parse(entry.endsAt) });
  const description = nonEmpty([
    `Director: ${entry.director?.name ?? 'none assigned yet'}`,
    entry.hearse && `Hearse: ${entry.hearse.name}`,
    `Case ${entry.case.reference}: ${caseUrl}`,
    ...entry.conflicts.map((conflict) => `Double booking: ${conflict.text}`),
  ]).join('\n');
  return [
    'BEGIN:VEVENT',
    // The row id alone: an edit of anything else (time, place, name) keeps it.
    `UID:schedule-event-${entry.id}@${uidHost(company.siteUrl, company.companyId)}`,
    `DTSTAMP:${utcStamp(now)}`,
    zonedDateTime('DTSTART', company.timeZone, new Date(startsAt)),
    zonedDateTime('DTEND', company.timeZone, new Date(end)),
    // A case opened without a name (an obituary for a case handled elsewhere) is named by its reference.
    `SUMMARY:${escapeText(`${entryName(entry)} — ${entry.case.decedentName || `case ${entry.case.reference}`}`)}`,
    `LOCATION:${escapeText(nonEmpty([entry.place.name, entry.chapel?.name, entry.place.address]).join(', '))}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${caseUrl}`,
    'END:VEVENT',
  ];
}

/** The feed's whole document. */
export function calendarFeedDocument(company: FeedCompany, { scope, entries, window, now }: FeedContent): string {
  const calendarName = scope === 'mine' ? `${company.name} services (my cases)` : `${company.name} services`;
  // The zone's changes over every year an event of the feed can touch (an event may start a day
  // before the window and end after it).
  const firstYear = new Date(window.from.getTime() - 2 * DAY_MS).getUTCFullYear();
  const lastYear = new Date(window.to.getTime() + 2 * DAY_MS).getUTCFullYear();
  return icsFile([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lantern//Staff calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendarName)}`,
    `X-WR-TIMEZONE:${company.timeZone}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
    `X-PUBLISHED-TTL:${REFRESH}`,
    ...vtimezoneLines(company.timeZone, firstYear, lastYear),
    ...entries.flatMap((entry) => eventLines(entry, company, now)),
    'END:VCALENDAR',
  ]);
}
