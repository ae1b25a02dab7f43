import { eq } from 'drizzle-orm';
import type { ObituaryShopSettings } from '#contract/family-obituary.ts';
import { obituaries } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';
import { atNeedCase, startObituary } from './obituary-text.ts';

/*
 * The family's switches for its obituary's shop (decision 0082): the shop on or off (the column the
 * staff editor turns too: whoever changed it last decides) and "no flowers". The member's case scope
 * limits both calls: another case, or a pre-plan (it has no obituary), is null (404); an at-need case whose
 * obituary nobody has started reads the defaults, and saving starts it (obituary-text.ts).
 */

const columns = { shop: obituaries.shopEnabled, noFlowers: obituaries.noFlowers };

/** Before anyone has started the obituary of an at-need case: the columns' own defaults. */
const notStarted: ObituaryShopSettings = { shop: true, noFlowers: false };

export async function findObituaryShop(scope: CaseScope, caseId: number): Promise<ObituaryShopSettings | null> {
  const [row] = await scope.select(columns).from(obituaries, eq(obituaries.caseId, caseId)).limit(1);
  if (row) return row;
  return (await atNeedCase(scope, caseId)) ? notStarted : null;
}

export async function saveObituaryShop(
  scope: CaseScope,
  caseId: number,
  settings: ObituaryShopSettings,
  now: Date,
): Promise<ObituaryShopSettings | null> {
  // The family may choose before the obituary is started: choosing starts it.
  await startObituary(scope, caseId);
  const [row] = await scope
    .update(
      obituaries,
      { shopEnabled: settings.shop, noFlowers: settings.noFlowers, updatedAt: now },
      eq(obituaries.caseId, caseId),
    )
    .returning(columns);
  return row ?? null;
}
