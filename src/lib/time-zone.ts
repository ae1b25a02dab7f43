/** Temporal where the browser has it (Chromium, Firefox); its lib types are not in this TypeScript yet. */
interface TimeZoneSources {
  Temporal?: { Now: { timeZoneId(): string } };
}

/**
 * The visitor's IANA time zone: the API client sends it as X-TimeZone (spec §7), and pages that
 * show an event in its own zone compare against it. `Temporal.Now.timeZoneId()` answers in a fraction
 * of a millisecond; Intl's first DateTimeFormat of a page loads locale data, 65–145 ms of main thread on
 * Lighthouse's slowed-down phone, which the first API call of /plan-now paid after the first paint.
 */
export function browserTimeZone(sources: TimeZoneSources = globalThis as TimeZoneSources): string {
  return sources.Temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
