/** Temporal where the browser has it (Chromium, Firefox); its lib types are not in this TypeScript yet. */
interface TimeZoneSources {
  Temporal?: { Now: { timeZoneId(): string } };
}

/**
 * The browser's time zone for X-TimeZone (spec §7). `Temporal.Now.timeZoneId()` answers in a fraction
 * of a millisecond; Intl's first DateTimeFormat of a page loads locale data, 65–145 ms of main thread on
 * Lighthouse's slowed-down phone, which the first API call of /plan-now paid after the first paint.
 */
export function browserTimeZone(sources: TimeZoneSources = globalThis as TimeZoneSources): string {
  return sources.Temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
