/*
 * Dates and times as words: the one module that formats them, for the server (mails, the price list's
 * change log) and the browser (the site, the portal, the console) alike. Which zone a text is in is
 * the caller's choice, said by its argument: the company's (companies.time_zone, decision 0089) for
 * what the funeral home recorded, an event's own for when it happens, the visitor's for the site's
 * dates. Times on a page that the server also renders use plain spaces (see `plainSpaces`).
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per locale and options, kept for the life of the page or process. Making
 * one costs far more than formatting with it (ICU loads the locale's patterns and the zone's rules):
 * the server's render of an obituary page made a dozen per request for its schedule, a tenth of the
 * server's time (decision 0096). A formatter holds no state between calls, so sharing it changes no
 * output; the keys are few (option sets times the zones shown), so nothing is evicted.
 */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** An instant given as ISO text or a Date. */
export const instant = (at: string | Date): Date => (typeof at === 'string' ? new Date(at) : at);

/**
 * "March 14, 1941": a calendar date ("1941-03-14": a birthday, a date of death, a day chosen in the
 * wizard). It is the same day everywhere, so it is read and written in UTC, never shifted by a zone.
 * Text that is no date is shown as it is.
 */
export function calendarDateText(date: string, locale?: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

/** Whose language and zone the site's dates are written in (src/lib/visitor-clock.ts). */
export interface ReaderClock {
  /** undefined: the browser's own language. */
  locale: string | undefined;
  /** The reader's IANA zone; null where it is not known (the server's render, and hydration): UTC. */
  timeZone: string | null;
}

/**
 * "November 23, 2026": the day of an instant (a memory shared, an article published) in the reader's
 * language and zone; without a clock, the browser's own (the portal and console render only there).
 */
export const dateText = (at: string, clock?: ReaderClock): string =>
  dateTimeFormat(clock?.locale, { dateStyle: 'long', ...(clock && { timeZone: clock.timeZone ?? 'UTC' }) }).format(
    instant(at),
  );
