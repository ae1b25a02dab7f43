import { describe, expect, it } from 'vitest';
import { daysBetween } from './calendar-dates.ts';
import {
  addMonths,
  isMonth,
  monthsOf,
  monthText,
  periodOf,
  periodProblem,
  REPORT_MONTHS_MAX,
  reportPeriodMessages,
} from './report-period.ts';

describe("a report's period (decision 0126)", () => {
  it('reads a month only as YYYY-MM of a real month', () => {
    for (const month of ['2026-01', '2026-12', '1999-07']) expect(isMonth(month), month).toBe(true);
    for (const month of ['2026-13', '2026-00', '2026-1', '26-01', '2026-01-05', 202601, undefined, '1969-12'])
      expect(isMonth(month), String(month)).toBe(false);
  });

  it('counts months across years, both ways', () => {
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-06', -11)).toBe('2025-07');
    expect(monthsOf('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOf('2026-03', '2026-03')).toEqual(['2026-03']);
  });

  it('takes the year to date for an end left out', () => {
    expect(periodOf({}, '2026-06-15')).toEqual({ from: '2026-01', to: '2026-06' });
    expect(periodOf({ from: '2025-09' }, '2026-06-15')).toEqual({ from: '2025-09', to: '2026-06' });
  });

  it('refuses a period backwards or longer than the most a report covers, at its edge', () => {
    expect(periodProblem({ from: '2026-05', to: '2026-04' })).toBe(reportPeriodMessages.backwards);
    expect(periodProblem({ from: '2026-01', to: addMonths('2026-01', REPORT_MONTHS_MAX - 1) })).toBeNull();
    expect(periodProblem({ from: '2026-01', to: addMonths('2026-01', REPORT_MONTHS_MAX) })).toBe(
      reportPeriodMessages.tooLong,
    );
  });

  it('writes a month and counts calendar days', () => {
    expect(monthText('2026-03')).toBe('Mar 2026');
    expect(daysBetween('2026-03-07', '2026-03-08')).toBe(1);
    // A day of 23 hours (the clocks go forward) is still one day.
    expect(daysBetween('2026-02-27', '2026-06-15')).toBe(108);
  });
});
