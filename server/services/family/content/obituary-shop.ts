import { eq } from 'drizzle-orm';
import type { ObituaryShopSettings } from '#contract/family-obituary.ts';
import { obituaries } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';

/*
 * The family's switches for its obituary's shop (decision 0082): the shop on or off (the column the
 * staff editor turns too: whoever changed it last decides) and "no flowers". The member's case scope
 * limits both calls: another case, or a case without an obituary (a pre-plan), is null (404).
 */

const columns = { shop: obituaries.shopEnabled, noFlowers: obituaries.noFlowers };

export async function findObituaryShop(scope: CaseScope, caseId: number): Promise<ObituaryShopSettings | null> {
  const [row] = await scope.select(columns).from(obituaries, eq(obituaries.caseId, caseId)).limit(1);
  return row ?? null;
}

export async function saveObituaryShop(
  scope: CaseScope,
  caseId: number,
  settings: ObituaryShopSettings,
  now: Date,
): Promise<ObituaryShopSettings | null> {
  const [row] = await scope
    .update(
      obituaries,
      { shopEnabled: settings.shop, noFlowers: settings.noFlowers, updatedAt: now },
      eq(obituaries.caseId, caseId),
    )
    .returning(columns);
  return row ?? null;
}
