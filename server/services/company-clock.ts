import type { CompanyClock } from '#contract/company-clock.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/** The company's time zone (null: no such company), as Settings last saved it. */
export async function companyClockOf(scope: TenantScope): Promise<CompanyClock | null> {
  const company = await scope.company();
  return company && { timeZone: company.timeZone };
}
