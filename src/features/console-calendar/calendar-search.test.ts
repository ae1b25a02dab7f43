import { describe, expect, it } from 'vitest';
import { everyDay, shiftDate } from '#contract/calendar-dates.ts';
import { calendarSearch } from './calendar-search.ts';

describe("the calendar's address", () => {
  it('keeps the values the page offers and drops the rest', () => {
    expect(
      calendarSearch({ view: 'day', date: '2026-12-05', locationId: '2', chapelId: 4, director: 'me', q: 'x' }),
    ).toEqual({ view: 'day', date: '2026-12-05', locationId: 2, chapelId: 4, director: 'me' });
    expect(calendarSearch({ view: 'month', date: '2026-02-30', locationId: 'x', director: 'you' })).toEqual({});
    expect(calendarSearch({ director: '7' })).toEqual({ director: 7 });
  });

  it('moves by days across months and years, and lists the days of a week', () => {
    expect(shiftDate('2026-12-29', 7)).toBe('2027-01-05');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(everyDay('2026-11-29', '2026-12-05')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
  });
});
