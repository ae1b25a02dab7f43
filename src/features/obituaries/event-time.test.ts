import { describe, expect, it } from 'vitest';
import { eventTime, type EventTime } from './event-time.ts';

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
