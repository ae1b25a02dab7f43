import { z } from 'zod';
import { text } from './text.ts';
import { waitText } from './wait-time.ts';

/*
 * A staff member's private calendar feed (decision 0128): an address that Google, Apple and Outlook
 * calendars subscribe to, holding the funeral home's service events (every event, or the cases the
 * person directs). The address is its own password: it is shown once, when made, like an API key;
 * making a new one stops the old, and stopping the feed stops it at once.
 */

export const calendarFeedScopes = ['all', 'mine'] as const;
export type CalendarFeedScope = (typeof calendarFeedScopes)[number];

/** What each scope holds, in the console's words. */
export const calendarFeedScopeWords: Readonly<Record<CalendarFeedScope, string>> = {
  all: 'Every event of the funeral home',
  mine: 'Only the cases I direct',
};

/** POST /api/staff/calendar-feed: make my feed's address, or a new one in place of the old. */
export const calendarFeedBody = z.object({ scope: z.enum(calendarFeedScopes) });
export type CalendarFeedBody = z.infer<typeof calendarFeedBody>;

/** My feed as the console shows it after it was made: never its address again. */
export const calendarFeed = z.object({
  scope: z.enum(calendarFeedScopes),
  createdAt: z.iso.datetime(),
  /** When a calendar last fetched it; null: none has yet. */
  lastFetchedAt: z.iso.datetime().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeed>;

/** GET /api/staff/calendar-feed: my feed, or null while I have none. */
export const myCalendarFeed = z.object({ feed: calendarFeed.nullable() });
export type MyCalendarFeed = z.infer<typeof myCalendarFeed>;

/** POST /api/staff/calendar-feed's answer: the feed and, this once, its address. */
export const madeCalendarFeed = calendarFeed.extend({
  /** The address to subscribe to: absolute from the company's site address, else a path of this site. */
  url: z.string(),
});
export type MadeCalendarFeed = z.infer<typeof madeCalendarFeed>;

/** The feed's path parameter: the token in its address (43 characters when made; anything else opens nothing). */
export const calendarFeedTokenParam = z.object({ token: text().min(1).max(256) });

/** The feed's address for a token, under the site's address (or none: a path). */
export const calendarFeedPath = (token: string): string => `/api/calendar-feeds/${token}/calendar.ics`;

/** A 429 of the feed's address: fetched too often from one client address. */
export const calendarFeedThrottledMessage = (retryAfterSeconds: number): string =>
  `This calendar was fetched too often from here. Please wait ${waitText(retryAfterSeconds)} and try again.`;
