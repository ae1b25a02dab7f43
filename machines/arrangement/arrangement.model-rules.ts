import type { Arrangement, ArrangementLine } from '#contract/family-arrangements.ts';
import { rule, type WalkStep } from '#machines/model-walk/machine-model.ts';
import type { ArrangementEvent, ArrangementMachine, ArrangementSnapshot } from './arrangement.machine.ts';
import {
  selectCanFinish,
  selectCategories,
  selectEntry,
  selectMissing,
  selectSelectionsComplete,
  selectTotal,
} from './arrangement.selectors.ts';
import { modelPurchaser } from './arrangement.model-fixtures.ts';

/*
 * Spec §4 arrangements, written apart from the machine (nothing imported from arrangement.rules.ts)
 * with the spec's own words, checked after every step of every walked path (arrangement.model.ts).
 */

const SIGNING = { fullName: 'Rose Whitfield', consent: true };

// Spec §4, word for word, as functions of what the server answered.
/** "A line is complete when its item has no variants or a variant is picked; a line with neither item nor selector is complete when it has a name." */
const lineComplete = (line: ArrangementLine): boolean => {
  if (line.item !== null) return line.item.variantCount === 0 || line.variant !== null;
  if (line.selector === null) return line.name !== null && line.name.trim().length > 0;
  return false;
};
/** "Selections are complete when a package is chosen and every category is complete." */
const selectionsComplete = (a: Arrangement | null) =>
  a !== null && a.packageId !== null && a.categories.every((c) => c.lines.every(lineComplete));
/** "Finishing is allowed only when selections are complete and the arrangement has a purchaser." */
const finishAllowed = (a: Arrangement | null) => selectionsComplete(a) && a!.hasPurchaser && a!.signedAt === null;
/** "Categories shown are those displayed for the family, sorted by position descending, then by name." */
const shownNames = (a: Arrangement | null) => {
  const shown = (a?.categories ?? []).filter((c) => c.displayForFamily === true);
  const byName = [...shown].sort((x, y) => (x.itemCategory.name < y.itemCategory.name ? -1 : 1));
  const positions = [...new Set(byName.map((c) => c.position))].sort((x, y) => y - x);
  return positions.flatMap((p) => byName.filter((c) => c.position === p).map((c) => c.itemCategory.name));
};
/** Decision 0038: goods and services, tax at the template's rate on the taxable ones (half up), known cash advances. */
const totalWithTax = (a: Arrangement | null) => {
  let goods = 0;
  let taxable = 0;
  let cash = 0;
  for (const l of (a?.categories ?? []).flatMap((c) => c.lines)) {
    const cents = (l.unitPriceCents ?? 0) * l.quantity;
    if (l.item?.cashAdvance) cash += cents;
    else if (l.item !== null || (l.selector === null && l.name)) goods += cents;
    if (l.item?.taxable && !l.item.cashAdvance) taxable += cents;
  }
  return goods + Math.floor((taxable * (a?.taxRateBasisPoints ?? 0) + 5000) / 10000) + cash;
};
const itemIdsOf = (a: Arrangement | null) =>
  [...new Set((a?.categories ?? []).flatMap((c) => c.lines.flatMap((l) => (l.item ? [l.item.id] : []))))].sort(
    (x, y) => x - y,
  );

const valueOf = (snapshot: ArrangementSnapshot) => JSON.stringify(snapshot.value);
const STABLE = ['"ready"', '"signed"'];
const BUSY = [
  '"loading"',
  '"syncingPackage"',
  '"loadingItems"',
  '"addingLine"',
  '"changingLine"',
  '"removingLine"',
  '"savingDetails"',
  '"submitting"',
];

/** The input an invoked actor was started with, read on the real actor. */
const inputOf = <T>(snapshot: ArrangementSnapshot, id: string) =>
  (snapshot.children as Record<string, { getSnapshot(): { input?: unknown } } | undefined>)[id]?.getSnapshot().input as
    T | undefined;

export function arrangementRules({ before, event, after }: WalkStep<ArrangementMachine>): void {
  const { context } = after;
  const a = context.arrangement;
  const value = valueOf(after);

  // Opening a case loads the case, its arrangement and packages.
  if (value === '"loading"') rule(inputOf<{ caseId: number }>(after, 'load')?.caseId === 7, 'loading asks for case 7');
  if (STABLE.includes(value)) {
    rule(a !== null && context.familyCase?.id === 7, 'the case and its arrangement are loaded');
    rule(context.packages.length === 2, 'the packages are loaded');
    // If none is chosen locally the arrangement's is selected; a different one is sent to the server first.
    rule(context.chosenPackageId === a.packageId, 'the chosen package is the arrangement package');
    // Item details are loaded for every line: exactly the lines' items.
    const missingDetails = itemIdsOf(a).filter((id) => context.items[String(id)] === undefined);
    if (context.itemsFailedFor === null) rule(missingDetails.length === 0, 'every line has its item details');
  }
  if (
    a !== null &&
    a.signedAt === null &&
    context.chosenPackageId !== null &&
    context.chosenPackageId !== a.packageId &&
    value !== '"loading"'
  ) {
    const asked = inputOf<{ packageId: number }>(after, 'selectPackage');
    rule(value === '"syncingPackage"', 'a chosen package that differs from the arrangement is sent to the server');
    rule(asked?.packageId === context.chosenPackageId, 'the server is asked for the chosen package');
  }
  if (value === '"loadingItems"') {
    const asked = inputOf<{ ids: number[] }>(after, 'loadItems')?.ids ?? [];
    rule(asked.join() === itemIdsOf(a).join(), 'one call asks for every line item, once each');
    rule(
      asked.some((id) => context.items[String(id)] === undefined),
      'item details are asked for only when a line holds an item without them',
    );
  }

  // Spec §2: an arrangements page is entered with a loaded arrangement; without one it waits for the
  // load on its way, and goes to the arrangements root only when loading failed.
  const entry = a !== null ? 'enter' : value === '"failed"' ? 'to-root' : value === '"loading"' ? 'wait' : 'never';
  rule(selectEntry(after) === entry, 'a page is entered once loaded, sent to the root only when loading failed');

  // Completeness, finishing and the categories, as the pages read them.
  rule(selectSelectionsComplete(after) === selectionsComplete(a), 'selections complete as spec §4 says');
  rule(selectCanFinish(after) === finishAllowed(a), 'finishing allowed as spec §4 says');
  rule(
    selectCategories(after)
      .map((c) => c.itemCategory.name)
      .join() === shownNames(a).join(),
    'categories shown and sorted',
  );
  rule(selectTotal(after).totalCents === totalWithTax(a), 'the running total is the statement total, tax included');
  const missing = selectMissing(after);
  if (a !== null && a.signedAt === null) {
    rule(missing.includes('Choose a package') === (a.packageId === null), 'says when a package is to be chosen');
    rule(missing.includes("Enter the purchaser's details") === !a.hasPurchaser, 'says when the purchaser is missing');
    rule((missing.length === 0) === finishAllowed(a), 'says something is missing exactly when finishing is refused');
  }
  if (value === '"ready"') {
    rule(
      after.can({ type: 'contract.submit', signature: SIGNING }) === finishAllowed(a),
      'submit only when finishing is allowed',
    );
  }
  // After signing every edit is refused: the arrangement rests in "signed", never in "ready".
  if (a?.signedAt != null) rule(!['"ready"', ...BUSY.slice(3)].includes(value), 'a signed arrangement takes no edit');
  if (value === '"submitting"') {
    const sent = inputOf<{ signature: typeof SIGNING; idempotencyKey: string }>(after, 'submitContract');
    rule(sent?.signature.consent === true && sent.signature.fullName === 'Rose Whitfield', 'the signature is sent');
    rule(typeof sent?.idempotencyKey === 'string' && sent.idempotencyKey.length > 0, 'with an Idempotency-Key');
  }

  if (!before || !event) return;
  const sent = event as ArrangementEvent | { type: string };
  if (sent.type === 'package.choose' && 'packageId' in sent) {
    rule(value === '"syncingPackage"', 'choosing another package asks the server to select it');
  }
  if (sent.type === 'xstate.done.actor.load' && before.context.chosenPackageId === null && a?.signedAt === null) {
    rule(context.chosenPackageId === a.packageId, "with no package chosen locally, the arrangement's is selected");
  }
}

/** What the spec refuses where the machine is: edits while busy, failed or signed; bad edits when ready. */
export function refusedArrangementEvents(snapshot: ArrangementSnapshot): ArrangementEvent[] {
  const a = snapshot.context.arrangement;
  const value = valueOf(snapshot);
  const lines = (a?.categories ?? []).flatMap((c) => c.lines);
  const edits: ArrangementEvent[] = [
    { type: 'package.choose', packageId: 1 },
    { type: 'package.choose', packageId: 2 },
    { type: 'line.add', body: { itemId: 205, quantity: 1, variantId: null } },
    ...lines.map((l) => ({ type: 'line.change', lineId: l.id, body: { itemId: 201, quantity: 2 } }) as const),
    ...lines.map((l) => ({ type: 'line.remove', lineId: l.id }) as const),
    { type: 'details.save', details: { ...modelPurchaser } },
    { type: 'contract.submit', signature: SIGNING },
  ];
  if (value === '"ready"')
    return [
      ...(snapshot.context.chosenPackageId === null
        ? []
        : [{ type: 'package.choose', packageId: snapshot.context.chosenPackageId } as const]),
      { type: 'package.choose', packageId: 99 },
      { type: 'line.change', lineId: 999, body: { itemId: 201, quantity: 1 } },
      ...lines.filter((l) => l.fromPackage).map((l) => ({ type: 'line.remove', lineId: l.id }) as const),
      // Decision 0072: an item a line holds is not added again (no item of the model is sold by the piece).
      ...lines
        .filter((l) => l.item !== null)
        .map((l) => ({ type: 'line.add', body: { itemId: l.item!.id, quantity: 1, variantId: null } }) as const),
      { type: 'contract.submit', signature: { fullName: 'Rose Whitfield', consent: false } },
      { type: 'contract.submit', signature: { fullName: '   ', consent: true } },
      ...(finishAllowed(a) ? [] : [{ type: 'contract.submit', signature: SIGNING } as const]),
    ];
  if (value === '"failed"' || value === '"signed"') return edits;
  return [...edits, { type: 'arrangement.reload' }];
}
