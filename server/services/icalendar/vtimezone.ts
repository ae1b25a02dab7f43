import { dateTimeFormat } from '#contract/date-text.ts';
import { zoneOffsetMinutes } from '#contract/zone-offset.ts';
import { utcStamp } from './ics-text.ts';

/*
 * A VTIMEZONE for an IANA zone (RFC 5545 §3.6.5), written from what the runtime's Intl knows of the
 * zone (its offsets read by contract/zone-offset.ts), so times can be written as the funeral home's wall-clock times (DTSTART;TZID=…) and every
 * calendar shows the same instants. No RRULE: the rules of a zone change by law now and then, and
 * a rule written from two years would claim years nobody checked. Instead each change of offset in
 * the years asked for is found (the offset is read a day apart, and a change is then narrowed to its
 * minute) and written as an observance of its own, after one that holds from the first of those years.
 * A zone that keeps one offset gets that one STANDARD observance.
 */

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** What the zone's time is called then ("CST", "CDT"; "GMT+1" where English has no name). */
const zoneAbbreviation = (timeZone: string, instant: number): string =>
  dateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';

/** An instant as wall-clock time at an offset: 20260308T020000 (RFC 5545 §3.3.5, form #1, "floating"). */
export const wallStamp = (instant: number, offsetMinutes: number): string =>
  utcStamp(new Date(instant + offsetMinutes * MINUTE_MS)).slice(0, -1);

/** -0600, +0530, +0000 (RFC 5545 §3.3.14: never -0000). */
const utcOffsetText = (minutes: number): string => {
  const size = Math.abs(minutes);
  const hhmm = `${String(Math.floor(size / 60)).padStart(2, '0')}${String(size % 60).padStart(2, '0')}`;
  return `${minutes < 0 ? '-' : '+'}${hhmm}`;
};

export interface Observance {
  kind: 'STANDARD' | 'DAYLIGHT';
  /** The instant it begins. */
  onset: number;
  offsetFrom: number;
  offsetTo: number;
  name: string;
}

/** A year's standard offset: the smaller of January's and July's (daylight time adds, in both hemispheres). */
const standardOffset = (timeZone: string, year: number): number =>
  Math.min(zoneOffsetMinutes(timeZone, Date.UTC(year, 0, 1)), zoneOffsetMinutes(timeZone, Date.UTC(year, 6, 1)));

function observanceAt(timeZone: string, onset: number, offsetFrom: number, offsetTo: number): Observance {
  const year = new Date(onset).getUTCFullYear();
  return {
    kind: offsetTo > standardOffset(timeZone, year) ? 'DAYLIGHT' : 'STANDARD',
    onset,
    offsetFrom,
    offsetTo,
    name: zoneAbbreviation(timeZone, onset),
  };
}

/**
 * The zone's observances from the start of `fromYear` to the end of `toYear`: the one in force as
 * the first year begins, then each change of offset, at its minute.
 */
export function zoneObservances(timeZone: string, fromYear: number, toYear: number): Observance[] {
  const offsetAtMinute = (minute: number) => zoneOffsetMinutes(timeZone, minute * MINUTE_MS);
  const first = Date.UTC(fromYear, 0, 1) / MINUTE_MS;
  const last = Date.UTC(toYear + 1, 0, 1) / MINUTE_MS;
  const initial = offsetAtMinute(first);
  const observances = [observanceAt(timeZone, first * MINUTE_MS, initial, initial)];
  let offset = initial;
  for (let day = first; day < last; day += DAY_MINUTES) {
    const next = offsetAtMinute(day + DAY_MINUTES);
    if (next === offset) continue;
    // The change is within this day: the first minute on the new offset.
    let before = day;
    let after = day + DAY_MINUTES;
    while (after - before > 1) {
      const middle = Math.floor((before + after) / 2);
      if (offsetAtMinute(middle) === offset) before = middle;
      else after = middle;
    }
    observances.push(observanceAt(timeZone, after * MINUTE_MS, offset, offsetAtMinute(after)));
    offset = offsetAtMinute(after);
  }
  return observances;
}

const written = new Map<string, string[]>();

/**
 * The VTIMEZONE's lines for `timeZone` over the years given (kept per process: a zone's past and
 * announced changes do not move while it runs). Each observance's DTSTART is its onset as the clock
 * read just before it (TZOFFSETFROM), as RFC 5545 §3.6.5 asks.
 */
export function vtimezoneLines(timeZone: string, fromYear: number, toYear: number): string[] {
  const key = `${timeZone} ${fromYear} ${toYear}`;
  const kept = written.get(key);
  if (kept) return kept;
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...zoneObservances(timeZone, fromYear, toYear).flatMap((observance) => [
      `BEGIN:${observance.kind}`,
      `DTSTART:${wallStamp(observance.onset, observance.offsetFrom)}`,
      `TZOFFSETFROM:${utcOffsetText(observance.offsetFrom)}`,
      `TZOFFSETTO:${utcOffsetText(observance.offsetTo)}`,
      `TZNAME:${observance.name}`,
      `END:${observance.kind}`,
    ]),
    'END:VTIMEZONE',
  ];
  written.set(key, lines);
  return lines;
}

/**
 * A date-time property (DTSTART, DTEND) of an instant in the zone: `DTSTART;TZID=America/Chicago:
 * 20261203T110000`. A wall-clock time the zone reads twice (the hour repeated when clocks go back) is
 * written in UTC instead: RFC 5545 §3.3.5 means the first reading, but parsers differ (ical.js takes
 * the second), and an instant in UTC is read alike by all.
 */
export function zonedDateTime(property: string, timeZone: string, date: Date): string {
  const instant = date.getTime();
  const offset = zoneOffsetMinutes(timeZone, instant);
  const wall = instant + offset * MINUTE_MS;
  // Every instant whose wall-clock time this is: one per offset the zone has around then.
  const nearby = new Set([-3, 0, 3].map((hours) => zoneOffsetMinutes(timeZone, instant + hours * 3_600_000)));
  const readings = [...nearby].filter(
    (candidate) => zoneOffsetMinutes(timeZone, wall - candidate * MINUTE_MS) === candidate,
  );
  if (readings.length > 1) return `${property}:${utcStamp(date)}`;
  return `${property};TZID=${timeZone}:${wallStamp(instant, offset)}`;
}
