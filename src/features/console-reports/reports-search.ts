import { isMonth } from '#contract/report-period.ts';
import type { ReportsSearch } from '#src/lib/queries/console/reports.ts';

/*
 * The Reports page's address (`?from=2026-01&to=2026-06`), read as the lists read theirs: what is not
 * a month is dropped, not refused, and the server's year to date stands in for a missing end. Zod-free
 * (decision 0068).
 */
export function reportsSearch(search: Record<string, unknown>): ReportsSearch {
  const from = isMonth(search.from) ? search.from : undefined;
  const to = isMonth(search.to) ? search.to : undefined;
  if (from && to && to < from) return {};
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
