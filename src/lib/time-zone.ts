/**
 * The visitor's IANA time zone, as the browser reports it. The API client sends it as X-TimeZone,
 * and pages that show an event in its own zone compare against it.
 */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
