/**
 * A calendar day ("2026-01-12") in the visitor's language. Read as midnight UTC and shown in UTC,
 * so no time zone can move it to the day before.
 */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
