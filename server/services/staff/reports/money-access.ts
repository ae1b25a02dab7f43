import type { StaffRole } from '#contract/staff-roles.ts';
import type { companies } from '#server/db/schema.ts';

type CompanyRow = typeof companies.$inferSelect;

/*
 * Who reads the money reports (decision 0126): the owner always; a director while the company's
 * "Directors see money in reports" is on (companies.directors_see_money, Settings); office staff never
 * reach a report (`reports.read`). The route asks before every money report and CSV; the cases report
 * tells the console the answer, so the page shows the counts alone when it is no.
 */
export function mayReadMoney(company: Pick<CompanyRow, 'directorsSeeMoney'> | null, role: StaffRole | null): boolean {
  if (role === 'owner') return true;
  return role === 'director' && company?.directorsSeeMoney === true;
}
