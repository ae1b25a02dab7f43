import type { FamilyCaseListItem, FamilyCaseStatus } from '#contract/family-cases.ts';
import { dateText } from '#contract/date-text.ts';

/* How the case pages name a case's kind and where it stands, the list and the case home alike. */

/** Spec §9 case statuses, as a family reads them. */
export const caseKindNames: Record<FamilyCaseStatus, string> = { AT_NEED: 'At need', PRE_PLAN: 'Pre-plan' };

/** Where a listed case stands, in a few words; the case home has every step and the balance. */
export function caseStanding(
  progress: FamilyCaseListItem['progress'],
  formatDay: (at: string) => string = dateText,
): string {
  if (progress.signedAt) return `Statement signed on ${formatDay(progress.signedAt)}`;
  return progress.packageChosen ? 'Package chosen, not signed yet' : 'No package chosen yet';
}

/**
 * Each case's link name, by case id: the person's name, with the kind added when two cases of the
 * list are for the same name (a pre-plan, then the arrangements at need), so no two links read alike.
 */
export function caseLinkNames(
  items: readonly Pick<FamilyCaseListItem, 'id' | 'decedentName' | 'status'>[],
): Map<number, string> {
  const seen = new Map<string, number>();
  for (const item of items) seen.set(item.decedentName, (seen.get(item.decedentName) ?? 0) + 1);
  return new Map(
    items.map((item) => [
      item.id,
      seen.get(item.decedentName)! > 1
        ? `${item.decedentName} (${caseKindNames[item.status].toLowerCase()})`
        : item.decedentName,
    ]),
  );
}
