import { gplItems, packages } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { arrangeCase, type ArrangementSeed } from '#server/seed/family-portal-seed.ts';

/*
 * An arrangement of a test's own on a case, brought to a state the way the demo seed's family cases
 * are (server/seed/family-portal-seed.ts arrangeCase): the package chosen and lines completed
 * through the portal's services, as the member; the purchaser entered; signed and paid when asked.
 * Packages and items are named as the company's price list names them (the demo's, in a factory
 * company), e.g. { packageName: 'Traditional burial', choices: [{ line: 'Choose an urn', item: 'Brass urn' }] }.
 *
 * - a draft: `packageName` (and some `choices`);
 * - finished, ready to sign: every open line chosen, and a `purchaser`;
 * - signed: also `signedDaysAgo` (the statement is frozen then), with `payments` if any.
 */
export type ArrangementOptions = ArrangementSeed & { packageName: string };

export async function createArrangement(
  scope: TenantScope,
  { caseId, memberId }: { caseId: number; memberId: number },
  options: ArrangementOptions,
  now = new Date(),
): Promise<void> {
  if (options.signedDaysAgo !== undefined && !options.purchaser)
    throw new Error('Arrangement factory: a signed arrangement needs its purchaser');
  const [packageRows, itemRows] = await Promise.all([
    scope.select({ id: packages.id, name: packages.name }).from(packages),
    scope.select({ id: gplItems.id, name: gplItems.name }).from(gplItems),
  ]);
  const byName = (rows: { id: number; name: string }[], what: string) => (name: string) => {
    const found = rows.find((row) => row.name === name);
    if (!found) throw new Error(`Arrangement factory: the price list has no ${what} "${name}"`);
    return found.id;
  };
  await arrangeCase(scope.forMember(memberId, [caseId]), caseId, options, {
    packageId: byName(packageRows, 'package'),
    itemId: byName(itemRows, 'item'),
    now,
  });
}
