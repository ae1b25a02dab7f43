import { dateTimeFormat } from './date-time-format.ts';
import type { VisitorClock } from './visitor-clock.ts';

/**
 * Dates show in the visitor's own time zone and language. A server-rendered page passes its clock
 * (UTC and en-US until the browser has hydrated); the client-rendered portal and console need none.
 */
export const formatDate = (iso: string, clock?: VisitorClock): string =>
  dateTimeFormat(clock?.locale, {
    dateStyle: 'long',
    ...(clock && { timeZone: clock.timeZone ?? 'UTC' }),
  }).format(new Date(iso));

/**
 * A calendar date ("1941-03-14": a birthday, a date of death) in the visitor's language. It is the
 * same day everywhere, so it is read and written in UTC: never shifted by the visitor's zone.
 */
export const formatCalendarDate = (date: string, locale?: string): string =>
  dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** An instant with its time ("November 23, 2026 at 5:40 PM"), in the visitor's own zone and language. */
export const formatDateTime = (iso: string): string =>
  dateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
