import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { addMonths, monthsOf, periodOf, type Month, type ReportPeriod } from '#contract/report-period.ts';
import type { ReportPeriodAnswer, ReportQuery } from '#contract/staff-reports.ts';
import { dayIn } from '#contract/time-text.ts';
import type { companies } from '#server/db/schema.ts';

type CompanyRow = typeof companies.$inferSelect;

/*
 * The reports' calendar (decision 0126): the company's zone and today in it, the period asked (the
 * year to date when none is), and the SQL that reads an instant's month in that zone and the period's
 * ends as instants, so a range on a timestamp column is read from its index.
 */

export interface ReportClock {
  timeZone: string;
  /** Today in the company's zone, 'YYYY-MM-DD'. */
  today: string;
}

/** The clock of the company's row (read once per call, with whether its directors see money). */
export function reportClock(company: Pick<CompanyRow, 'timeZone'> | null, now: Date): ReportClock {
  const timeZone = company?.timeZone ?? 'UTC';
  return { timeZone, today: dayIn(now, timeZone) };
}

/** The period a report covers, from the query (each end the year to date's when left out). */
export const reportPeriodOf = (query: Partial<ReportPeriod> | ReportQuery, clock: ReportClock): ReportPeriod =>
  periodOf(query as Partial<ReportPeriod>, clock.today);

export const periodAnswer = (period: ReportPeriod, clock: ReportClock): ReportPeriodAnswer => ({
  from: period.from,
  to: period.to,
  months: monthsOf(period.from, period.to),
  timeZone: clock.timeZone,
});

/** The first day of a month and of the month after the period: a calendar-day range [start, end). */
export const periodDays = (period: ReportPeriod) => ({
  start: `${period.from}-01`,
  end: `${addMonths(period.to, 1)}-01`,
});

/** The period as instants [start, end): its first midnight and the one after its last day, in `zone`. */
export function periodInstants(period: ReportPeriod, timeZone: string): { start: SQL; end: SQL } {
  const days = periodDays(period);
  return {
    start: sql`(${days.start}::timestamp at time zone ${timeZone})`,
    end: sql`(${days.end}::timestamp at time zone ${timeZone})`,
  };
}

/** `column` within the period: an instant between its first midnight and the one after it, in `zone`. */
export function instantWithin(column: AnyColumn | SQL, period: ReportPeriod, timeZone: string): SQL {
  const { start, end } = periodInstants(period, timeZone);
  return sql`${column} >= ${start} and ${column} < ${end}`;
}

/** An instant's month in `zone`, 'YYYY-MM'. */
export const monthIn = (instant: AnyColumn | SQL, timeZone: string) =>
  sql<Month>`to_char(${instant} at time zone ${timeZone}, 'YYYY-MM')`;

/**
 * Group by the select's first `count` columns by position: an expression with a parameter (the zone)
 * is written with a new placeholder each time it appears, so PostgreSQL would not see the select's
 * month and the group's as one.
 */
export const byFirst = (count: number): SQL[] => Array.from({ length: count }, (_, index) => sql.raw(String(index + 1)));
