import { describe, expect, it } from 'vitest';
import { dateDaysFrom, zonedInstant } from './zoned-time.ts';

describe('zonedInstant', () => {
  it.each([
    ['2026-11-30', '10:30', 'America/Los_Angeles', '2026-11-30T18:30:00.000Z'],
    ['2026-07-01', '10:30', 'America/Los_Angeles', '2026-07-01T17:30:00.000Z'],
    ['2026-11-30', '14:00', 'America/Boise', '2026-11-30T21:00:00.000Z'],
    ['2026-11-30', '09:00', 'Europe/Berlin', '2026-11-30T08:00:00.000Z'],
    ['2026-03-08', '12:00', 'America/Chicago', '2026-03-08T17:00:00.000Z'],
    ['2026-11-30', '23:15', 'UTC', '2026-11-30T23:15:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, iso) => {
    expect(zonedInstant(date, time, zone).toISOString()).toBe(iso);
  });
});

describe('dateDaysFrom', () => {
  it('counts calendar days in UTC', () => {
    const from = new Date('2026-11-23T14:00:00Z');
    expect(dateDaysFrom(from, 0)).toBe('2026-11-23');
    expect(dateDaysFrom(from, 9)).toBe('2026-12-02');
    expect(dateDaysFrom(from, -30)).toBe('2026-10-24');
  });
});
