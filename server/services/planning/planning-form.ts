import { desc } from 'drizzle-orm';
import { planningForm, type PlanningForm } from '#contract/planning.ts';
import { planningForms } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

export interface StoredPlanningForm {
  id: number;
  form: PlanningForm;
}

/** The company's current form (its highest version), checked against the contract; null when it has none. */
export async function loadPlanningForm(scope: TenantScope): Promise<StoredPlanningForm | null> {
  const [row] = await scope.selectAll(planningForms).orderBy(desc(planningForms.version)).limit(1);
  if (!row) return null;
  // A bad stored form fails loudly here (500, logged) rather than confusing every visitor.
  const parsed = planningForm.safeParse({ version: row.version, sections: row.sections });
  if (!parsed.success)
    throw new Error(`Planning form ${row.id} of company ${scope.companyId} does not match the contract`, {
      cause: parsed.error,
    });
  return { id: row.id, form: parsed.data };
}

/** Stores a new version of a company's form (seeding now, a staff editor later). */
export async function savePlanningForm(scope: TenantScope, sections: PlanningForm['sections']) {
  const current = await loadPlanningForm(scope);
  const form = planningForm.parse({ version: (current?.form.version ?? 0) + 1, sections });
  const [row] = await scope
    .insert(planningForms, { version: form.version, sections: form.sections })
    .returning({ id: planningForms.id });
  return { id: row!.id, form };
}
