import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCalendarDate } from './format-date.ts';

describe('formatCalendarDate', () => {
  // West of UTC, midnight UTC is the evening before: a shifted date would show the day before.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it('shows the same day in every zone (a date of death never moves)', () => {
    expect(formatCalendarDate('1941-03-14', 'en-US')).toBe('March 14, 1941');
    expect(formatCalendarDate('2026-01-01', 'en-US')).toBe('January 1, 2026');
    expect(formatCalendarDate('2026-12-31', 'de-DE')).toBe('31. Dezember 2026');
  });
});
