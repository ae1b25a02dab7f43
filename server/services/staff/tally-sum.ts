import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The sum of a tally column where `condition` holds (every row without one), 0 over no rows: the
 * console's totals and counts read from the tallies the database keeps (decisions 0069, 0083).
 */
export const tallySum = (column: AnyColumn, condition: SQL | undefined) =>
  sql<number>`coalesce(sum(${column}) ${condition ? sql`filter (where ${condition})` : sql``}, 0)`.mapWith(Number);
