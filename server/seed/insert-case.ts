import { nameSlug } from '#contract/name-fold.ts';
import type { CaseStatus } from '#contract/planning.ts';
import { cases } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/**
 * A demo case at one of the company's locations: the start of every seeded obituary (at need) and of
 * a family's pre-plan, which has no obituary. Returns the case id.
 */
export async function insertCase(
  scope: TenantScope,
  seed: { locationId: number; status: CaseStatus; name: string },
): Promise<number> {
  const [created] = await scope
    .insert(cases, {
      locationId: seed.locationId,
      status: seed.status,
      decedentName: seed.name,
      nameSlug: nameSlug(seed.name),
      // The funeral home's own cases, not requests waiting in its inbox.
      openedAt: new Date(),
    })
    .returning({ id: cases.id });
  if (!created) throw new Error('Case insert returned nothing');
  return created.id;
}
