/**
 * One Intl.DateTimeFormat per locale and options, kept for the life of the page or process. Making
 * one costs far more than formatting with it (ICU loads the locale's patterns and the zone's rules):
 * the server's render of an obituary page made a dozen per request for its schedule, a tenth of the
 * server's time (decision 0096). A formatter holds no state between calls, so sharing it
 * changes no output; the keys are few (the pages' option sets times the zones of the events shown),
 * so nothing is evicted. format-date.ts uses it too since the app loads only when wanted (decision 0097)
 * and its budget had the bytes.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
