/**
 * "May 4, 2026, 10:05 AM PDT": a moment as the funeral home reads it, in the company's own time zone
 * (companies.time_zone, decision 0089) with the zone named, so a family mailed a receipt or a signed
 * statement reads the funeral home's day and hour, not UTC's. Date and time are formatted apart and
 * joined, so every ICU version reads the same (as eventTimeText does).
 */
export function momentText(at: string | Date, timeZone: string): string {
  const moment = typeof at === 'string' ? new Date(at) : at;
  const day = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'long', day: 'numeric' });
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return `${day.format(moment)}, ${time.format(moment)}`;
}
