import { stationeryItemTypes, stationeryTitles } from '#contract/family-proofs.ts';
import type { StaffProofs } from '#contract/staff-proofs.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';
import type { CaseFileLinks } from '#server/services/family/case-files.ts';
import { stationeryVersions, videoVersions } from '#server/services/family/content/proof-versions.ts';

/*
 * The console's view of a case's proofs (decision 0078): every item type, each with all its versions
 * (the draft first when there is one) and the family's comments with their answers, read by the
 * same code as the family's review pages (proof-versions.ts).
 */

export async function readStaffProofs(scope: CaseScope, caseId: number, links: CaseFileLinks): Promise<StaffProofs> {
  const [items, video] = await Promise.all([
    stationeryVersions(scope, caseId, links, { drafts: true }),
    videoVersions(scope, caseId, links, { drafts: true }),
  ]);
  return {
    stationery: stationeryItemTypes.map((itemType) => ({
      itemType,
      title: stationeryTitles[itemType],
      versions: items.find((item) => item.itemType === itemType)?.versions ?? [],
    })),
    video: { versions: video },
  };
}
