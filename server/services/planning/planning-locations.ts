import type { PlanningLocations } from '#contract/planning.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { loadLocations } from '#server/services/render-context.ts';

/** GET /api/web/planning/locations: the locations a plan can name and the number to call now. */
export async function loadPlanningLocations(scope: TenantScope): Promise<PlanningLocations | null> {
  const [company, locations] = await Promise.all([scope.company(), loadLocations(scope)]);
  return company ? { phoneNumber: company.phoneNumber, locations } : null;
}
