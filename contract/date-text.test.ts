import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateText, dateText, dateTimeFormat } from './date-text.ts';
import {
  consoleTimeText,
  dateTimeText,
  dayIn,
  eventTime,
  eventTimeText,
  momentText,
  type EventTime,
} from './time-text.ts';

describe('momentText', () => {
  it("reads a moment in the company's zone, with the zone named", () => {
    expect(momentText('2026-05-04T17:05:00.000Z', 'America/Los_Angeles')).toBe('May 4, 2026, 10:05 AM PDT');
    expect(momentText('2026-05-04T02:30:00.000Z', 'America/New_York')).toBe('May 3, 2026, 10:30 PM EDT');
    expect(momentText(new Date('2026-12-01T12:00:00Z'), 'UTC')).toBe('December 1, 2026, 12:00 PM UTC');
  });
});

describe('eventTimeText', () => {
  it('reads an event in its own zone, with the weekday and the zone named', () => {
    expect(eventTimeText('2026-11-26T17:00:00.000Z', 'America/Los_Angeles')).toBe('Thursday, November 26, 9:00 AM PST');
    expect(eventTimeText('2026-05-04T02:30:00.000Z', 'America/New_York')).toBe('Sunday, May 3, 10:30 PM EDT');
  });
});

describe('dateTimeFormat', () => {
  const instant = new Date('2026-11-30T21:00:00Z');

  it('makes one formatter per locale and options, and formats as a new one would', () => {
    const boise = dateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'America/Boise' });
    expect(dateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'America/Boise' })).toBe(boise);
    expect(boise.format(instant)).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'America/Boise' }).format(instant),
    );
  });

  it('keeps formatters of other options, zones or locales apart', () => {
    const boise = dateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'America/Boise' });
    expect(dateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' })).not.toBe(boise);
    expect(dateTimeFormat('de-DE', { dateStyle: 'full', timeZone: 'America/Boise' })).not.toBe(boise);
    expect(dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Boise' })).not.toBe(boise);
    expect(dateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'America/Boise' })).not.toBe(boise);
  });
});

describe('calendarDateText', () => {
  // West of UTC, midnight UTC is the evening before: a shifted date would show the day before.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it('shows the same day in every zone (a date of death never moves)', () => {
    expect(calendarDateText('1941-03-14', 'en-US')).toBe('March 14, 1941');
    expect(calendarDateText('2026-01-01', 'en-US')).toBe('January 1, 2026');
    expect(calendarDateText('2026-12-31', 'de-DE')).toBe('31. Dezember 2026');
  });
});

describe('calendarDateText, a day chosen in the wizard', () => {
  it('shows the calendar day itself, whatever the time zone', () => {
    const expected = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2026, 0, 12),
    );
    expect(calendarDateText('2026-01-12')).toBe(expected);
    expect(calendarDateText('2026-01-12')).toMatch(/12/);
  });

  it('leaves text that is no day as it is', () => {
    expect(calendarDateText('someday')).toBe('someday');
  });
});

/** Intl writes thin and narrow no-break spaces around the dash and before AM/PM; compare words, not spacing. */
const spaced = (shown: EventTime): EventTime => ({ ...shown, time: shown.time.replace(/\s/g, ' ') });

// Morris Hill Cemetery, Boise: 2 pm Mountain Standard Time is 21:00 UTC.
const boiseBurial = {
  startsAt: '2026-11-30T21:00:00.000Z',
  endsAt: '2026-11-30T22:00:00.000Z',
  timeZone: 'America/Boise',
};

describe("an event's date and time, in the event's own time zone", () => {
  it('names the zone for a visitor whose clock reads differently (Los Angeles looking at Boise)', () => {
    expect(spaced(eventTime(boiseBurial, 'America/Los_Angeles', 'en-US'))).toEqual({
      date: 'Monday, November 30, 2026',
      time: '2:00 – 3:00 PM MST',
      zoneNamed: true,
    });
  });

  it('names no zone for a visitor in the same zone', () => {
    expect(spaced(eventTime(boiseBurial, 'America/Boise', 'en-US'))).toEqual({
      date: 'Monday, November 30, 2026',
      time: '2:00 – 3:00 PM',
      zoneNamed: false,
    });
  });

  it('names no zone when another zone keeps the same clock at that moment (Denver looking at Boise)', () => {
    expect(eventTime(boiseBurial, 'America/Denver', 'en-US').zoneNamed).toBe(false);
  });

  it("names the event's zone while the visitor's is not known (the server's render, decision 0091), in plain spaces", () => {
    expect(eventTime(boiseBurial, null, 'en-US')).toEqual({
      date: 'Monday, November 30, 2026',
      time: '2:00 – 3:00 PM MST',
      zoneNamed: true,
    });
  });

  it("names the event's zone, in summer time too, for a visitor elsewhere", () => {
    const pacificSummer = { startsAt: '2026-07-01T17:30:00.000Z', endsAt: null, timeZone: 'America/Los_Angeles' };
    expect(spaced(eventTime(pacificSummer, 'America/Boise', 'en-US'))).toEqual({
      date: 'Wednesday, July 1, 2026',
      time: '10:30 AM PDT',
      zoneNamed: true,
    });
  });

  it("keeps the event's own date when it is already the next day for the visitor", () => {
    const lateVisitation = { startsAt: '2026-11-28T07:30:00.000Z', endsAt: null, timeZone: 'America/Los_Angeles' };
    expect(spaced(eventTime(lateVisitation, 'Europe/London', 'en-US'))).toEqual({
      date: 'Friday, November 27, 2026',
      time: '11:30 PM PST',
      zoneNamed: true,
    });
  });
});

describe('consoleTimeText and dateTimeText', () => {
  const spacedText = (text: string) => text.replace(/\s/g, ' ');
  it("write a recorded time in the zone they are given, not the device's", () => {
    expect(spacedText(consoleTimeText('2026-12-05T03:30:00Z', 'Pacific/Auckland', 'en-US'))).toBe(
      'Dec 5, 2026, 4:30 PM',
    );
    expect(spacedText(consoleTimeText('2026-12-05T03:30:00Z', 'America/Los_Angeles', 'en-US'))).toBe(
      'Dec 4, 2026, 7:30 PM',
    );
    expect(spacedText(dateTimeText('2026-11-24T01:40:00Z', 'America/New_York', 'en-US'))).toBe(
      'November 23, 2026 at 8:40 PM',
    );
  });
});

describe('dayIn', () => {
  it("is the calendar day in the company's zone, in UTC for an unknown zone or none", () => {
    const lateEvening = new Date('2026-05-05T03:00:00Z');
    expect(dayIn(lateEvening, 'America/Los_Angeles')).toBe('2026-05-04');
    expect(dayIn(lateEvening, 'Not/AZone')).toBe('2026-05-05');
    expect(dayIn(lateEvening, undefined)).toBe('2026-05-05');
  });
});

describe('dateText', () => {
  it("writes an instant's day in the reader's zone, and in UTC while the zone is not known", () => {
    const at = '2026-11-24T03:00:00Z';
    expect(dateText(at, { locale: 'en-US', timeZone: 'America/Los_Angeles' })).toBe('November 23, 2026');
    expect(dateText(at, { locale: 'en-US', timeZone: null })).toBe('November 24, 2026');
  });
});
