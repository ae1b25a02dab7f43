import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '#contract/staff-calendar.ts';
import { entriesByDay } from './entries-by-day.ts';

const entry = (id: number, startsAt: string): CalendarEntry =>
  ({ id, startsAt, endsAt: null, timeZone: 'America/Los_Angeles' }) as CalendarEntry;

describe("the calendar's days", () => {
  it("puts each event under the company's day it starts on, and one begun before under the first day", () => {
    const days = ['2026-12-05', '2026-12-06'];
    const grouped = entriesByDay(
      [
        entry(1, '2026-12-05T07:30:00.000Z'), // Friday 23:30 in Portland: began before, still running
        entry(2, '2026-12-06T07:00:00.000Z'), // Saturday 23:00 in Portland, Sunday in UTC
        entry(3, '2026-12-06T18:00:00.000Z'), // Sunday 10:00
      ],
      days,
      'America/Los_Angeles',
    );
    expect([...grouped].map(([day, list]) => [day, list.map((item) => item.id)])).toEqual([
      ['2026-12-05', [1, 2]],
      ['2026-12-06', [3]],
    ]);
  });

  it('gives every day shown its list, empty when nothing is scheduled', () => {
    expect([...entriesByDay([], ['2026-12-05'], 'UTC')]).toEqual([['2026-12-05', []]]);
  });
});
