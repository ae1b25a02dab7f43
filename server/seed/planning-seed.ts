import { planningForm, type PlanningSection } from '#contract/planning.ts';
import { companyMailSettings, planningForms } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

export interface PlanningSeed {
  sections: PlanningSection[];
  /** The public site the company's mails link to (no trailing slash). */
  siteUrl: string;
  /** The address its mails come from; unset, MAIL_FROM's. */
  senderAddress?: string;
  /** Where requests and orders go when a location has no email (decision 0100); unset, the owners. */
  notificationAddress?: string;
}

/** Version 1 of the company's planning form, checked against the contract, and its mail settings. */
export async function insertPlanningSeed(tx: TenantScope, seed: PlanningSeed): Promise<void> {
  // A mistake in a seeded form should fail the seed, not every visitor's wizard.
  const form = planningForm.parse({ version: 1, sections: seed.sections });
  await tx.insert(planningForms, { version: form.version, sections: form.sections });
  await tx.insert(companyMailSettings, {
    siteUrl: seed.siteUrl.replace(/\/+$/, ''),
    senderAddress: seed.senderAddress ?? null,
    notificationAddress: seed.notificationAddress ?? null,
  });
}
