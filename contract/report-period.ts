/*
 * A report's period (decision 0126): whole months of the funeral home's calendar, 'YYYY-MM' to
 * 'YYYY-MM' inclusive, counted in the company's time zone. Zod-free: the console's address reader and
 * the server's query schema (staff-reports.ts) read months with the same rule.
 */

/** The longest period a report covers: five years of months. */
export const REPORT_MONTHS_MAX = 60;

/** A month of the calendar, 'YYYY-MM'. */
export type Month = `${number}-${number}`;

export const isMonth = (value: unknown): value is Month =>
  typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && value >= '1970-01';

/** The month of a calendar day 'YYYY-MM-DD'. */
export const monthOfDay = (day: string): Month => day.slice(0, 7) as Month;

/** The month `count` months after `month` (before it, when negative). */
export function addMonths(month: Month, count: number): Month {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}` as Month;
}

/** Every month from `from` to `to`, both included, in order. */
export function monthsOf(from: Month, to: Month): Month[] {
  const months: Month[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** The period a report covers: `from` and `to` included. */
export interface ReportPeriod {
  from: Month;
  to: Month;
}

/** The calendar year of `today` ('YYYY-MM-DD'), from January to today's month: a report's period when none is asked. */
export const yearToDate = (today: string): ReportPeriod => ({
  from: `${today.slice(0, 4)}-01` as Month,
  to: monthOfDay(today),
});

/** The period the reader asked for, each end defaulting to the year to date's. */
export const periodOf = (asked: Partial<ReportPeriod>, today: string): ReportPeriod => ({
  ...yearToDate(today),
  ...(asked.from ? { from: asked.from } : {}),
  ...(asked.to ? { to: asked.to } : {}),
});

/** Why a period is refused, or null: `to` before `from`, or longer than REPORT_MONTHS_MAX months. */
export function periodProblem(period: ReportPeriod): string | null {
  if (period.to < period.from) return reportPeriodMessages.backwards;
  if (addMonths(period.from, REPORT_MONTHS_MAX - 1) < period.to) return reportPeriodMessages.tooLong;
  return null;
}

export const reportPeriodMessages = {
  month: 'Enter a month such as 2026-03',
  backwards: 'The last month cannot be before the first',
  tooLong: `A report covers at most ${REPORT_MONTHS_MAX} months`,
} as const;

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A month as the reports write it: "Mar 2026". */
export const monthText = (month: Month | string): string =>
  `${monthNames[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
