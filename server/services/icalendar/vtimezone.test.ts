import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { vtimezoneLines, zonedDateTime, zoneObservances } from './vtimezone.ts';

/* VTIMEZONE from Intl: each change of offset found at its minute, and read back right by a parser. */

describe('vtimezoneLines', () => {
  it("writes Chicago's year: standard from January, daylight from March 8, standard again from November 1", () => {
    expect(vtimezoneLines('America/Chicago', 2026, 2026)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/Chicago',
      ...['BEGIN:STANDARD', 'DTSTART:20251231T180000', 'TZOFFSETFROM:-0600', 'TZOFFSETTO:-0600', 'TZNAME:CST'],
      'END:STANDARD',
      ...['BEGIN:DAYLIGHT', 'DTSTART:20260308T020000', 'TZOFFSETFROM:-0600', 'TZOFFSETTO:-0500', 'TZNAME:CDT'],
      'END:DAYLIGHT',
      ...['BEGIN:STANDARD', 'DTSTART:20261101T020000', 'TZOFFSETFROM:-0500', 'TZOFFSETTO:-0600', 'TZNAME:CST'],
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('gives a zone without daylight time one STANDARD, and a southern zone its daylight time from October', () => {
    expect(zoneObservances('Asia/Kolkata', 2026, 2027).map(({ kind, offsetTo }) => [kind, offsetTo])).toEqual([
      ['STANDARD', 330],
    ]);
    expect(vtimezoneLines('UTC', 2026, 2026)).toContain('TZOFFSETTO:+0000');
    expect(
      zoneObservances('Australia/Sydney', 2026, 2026).map(({ kind, onset }) => [kind, new Date(onset).toISOString()]),
    ).toEqual([
      ['DAYLIGHT', '2026-01-01T00:00:00.000Z'],
      ['STANDARD', '2026-04-04T16:00:00.000Z'],
      ['DAYLIGHT', '2026-10-03T16:00:00.000Z'],
    ]);
  });

  it.each(['America/Chicago', 'Australia/Sydney', 'Asia/Kolkata'])(
    'is read by ical.js as %s itself: every hour of two years converts to the same instant',
    (zone) => {
      const component = new ICAL.Component(ICAL.parse(`${vtimezoneLines(zone, 2026, 2027).join('\r\n')}\r\n`));
      const timezone = new ICAL.Timezone(component);
      for (let instant = Date.parse('2026-01-01T00:00:00Z'); instant < Date.parse('2028-01-01T00:00:00Z');) {
        const stamp = zonedDateTime('DTSTART', zone, new Date(instant));
        const [, local] = stamp.split(':');
        const time = ICAL.Time.fromDateTimeString(
          local!.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)(Z?)$/, '$1-$2-$3T$4:$5:$6$7'),
        );
        if (!stamp.endsWith('Z')) time.zone = timezone;
        expect(time.toJSDate().getTime(), stamp).toBe(instant);
        instant += 3_600_000;
      }
    },
  );
});

describe('zonedDateTime', () => {
  it("writes the zone's wall-clock time, and both readings of the repeated hour in UTC", () => {
    expect(zonedDateTime('DTSTART', 'America/Chicago', new Date('2026-12-03T17:00:00Z'))).toBe(
      'DTSTART;TZID=America/Chicago:20261203T110000',
    );
    // 1:30 AM on November 1 happens twice in Chicago: first in daylight time, then an hour later in standard.
    expect(zonedDateTime('DTSTART', 'America/Chicago', new Date('2026-11-01T06:30:00Z'))).toBe(
      'DTSTART:20261101T063000Z',
    );
    expect(zonedDateTime('DTSTART', 'America/Chicago', new Date('2026-11-01T05:30:00Z'))).toBe(
      'DTSTART;TZID=America/Chicago:20261101T003000',
    );
    // The hour skipped in spring is no reading at all; the hour after it is the only one.
    expect(zonedDateTime('DTSTART', 'America/Chicago', new Date('2026-03-08T08:00:00Z'))).toBe(
      'DTSTART;TZID=America/Chicago:20260308T030000',
    );
    expect(zonedDateTime('DTEND', 'America/Chicago', new Date('2026-11-01T07:30:00Z'))).toBe('DTEND:20261101T073000Z');
  });
});
