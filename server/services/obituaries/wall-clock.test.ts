import { describe, expect, it } from 'vitest';
import { instantOf, wallClockOf } from './wall-clock.ts';

describe('service times on the event’s own wall clock', () => {
  it.each([
    ['2026-12-03T11:00', 'America/Chicago', '2026-12-03T17:00:00.000Z'],
    ['2026-07-01T10:30', 'America/Los_Angeles', '2026-07-01T17:30:00.000Z'],
    ['2026-11-30T09:00', 'Europe/Berlin', '2026-11-30T08:00:00.000Z'],
    ['2026-11-30T23:15', 'UTC', '2026-11-30T23:15:00.000Z'],
  ])('%s in %s is %s, and reads back the same', (wallClock, zone, iso) => {
    expect(instantOf(wallClock, zone).toISOString()).toBe(iso);
    expect(wallClockOf(new Date(iso), zone)).toBe(wallClock);
  });

  it('moves a time the spring change skips an hour on, as clocks do', () => {
    // 02:30 does not exist in Chicago on 8 March 2026: the clocks go from 01:59 to 03:00.
    expect(wallClockOf(instantOf('2026-03-08T02:30', 'America/Chicago'), 'America/Chicago')).toBe('2026-03-08T03:30');
  });

  it('takes the earlier of the hour repeated in autumn', () => {
    // 01:30 comes twice in Chicago on 1 November 2026: first in daylight time (UTC−5).
    expect(instantOf('2026-11-01T01:30', 'America/Chicago').toISOString()).toBe('2026-11-01T06:30:00.000Z');
  });
});
