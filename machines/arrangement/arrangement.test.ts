import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Arrangement, GplItem } from '#contract/family-arrangements.ts';
import { describeModelWalk } from '#machines/model-walk/describe-model-walk.ts';
import { arrangementMachine, failureText, type ArrangementLoad, type SubmitInput } from './arrangement.machine.ts';
import {
  addedLine,
  arrangementWithPackage,
  changedLine,
  itemsFor,
  loadOf,
  modelFamilyItem,
  modelSelectorChoice,
  modelVariants,
  SIGNED_AT,
} from './arrangement.model-fixtures.ts';
import { model } from './arrangement.model.ts';
import { lineChosen, lineItemIds, lineMissing, runningTotal, visibleCategories } from './arrangement.rules.ts';
import { selectMissing, selectPhase, selectTotal } from './arrangement.selectors.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An arrangement actor on a stub server that records every call. */
function start(server: Arrangement, chosenPackageId: number | null = null) {
  const calls: Array<[string, unknown]> = [];
  let failNextSubmit = false;
  const answer = <I, T>(name: string, result: (input: I) => T) =>
    fromPromise<T, I>(async ({ input }) => {
      calls.push([name, input]);
      return result(input);
    });
  const machine = arrangementMachine.provide({
    actors: {
      load: answer<{ caseId: number }, ArrangementLoad>('load', () => loadOf(server)),
      selectPackage: answer<{ caseId: number; packageId: number }, Arrangement>('selectPackage', ({ packageId }) =>
        arrangementWithPackage(packageId, server.hasPurchaser),
      ),
      loadItems: answer<{ ids: number[] }, GplItem[]>('loadItems', ({ ids }) => itemsFor(ids)),
      submitContract: answer<SubmitInput, Arrangement>('submitContract', () => {
        if (failNextSubmit) {
          failNextSubmit = false;
          throw new Error('Service Unavailable');
        }
        return { ...server, signedAt: SIGNED_AT };
      }),
    },
  });
  const actor = createActor(machine, { input: { caseId: 7, sessionId: 's1', chosenPackageId } }).start();
  return { actor, calls, failSubmit: () => (failNextSubmit = true) };
}

const complete = (): Arrangement => {
  let a = arrangementWithPackage(1, true);
  a = changedLine(a, 101, { itemId: 201, quantity: 1, variantId: modelVariants[201]!.id });
  return changedLine(a, 102, { itemId: modelSelectorChoice, quantity: 1, variantId: null });
};

describe('arrangement machine (spec §4)', () => {
  it('loads the arrangement, adopts its package and asks for every line item in one call', async () => {
    const { actor, calls } = start(arrangementWithPackage(1));
    await flush();
    expect(selectPhase(actor.getSnapshot())).toBe('ready');
    expect(actor.getSnapshot().context.chosenPackageId).toBe(1);
    expect(calls.map(([name]) => name)).toEqual(['load', 'loadItems']);
    expect(calls[1]![1]).toEqual({ ids: [201, 204] });
  });

  it('asks the server to select a package chosen here before the arrangement loaded', async () => {
    const { actor, calls } = start(arrangementWithPackage(1), 2);
    await flush();
    expect(calls.map(([name]) => name)).toEqual(['load', 'selectPackage', 'loadItems']);
    expect(calls[1]![1]).toEqual({ caseId: 7, packageId: 2 });
    expect(actor.getSnapshot().context.arrangement?.packageId).toBe(2);
  });

  it('says what is missing in the words of the page', async () => {
    const { actor } = start(arrangementWithPackage(1));
    await flush();
    expect(selectMissing(actor.getSnapshot())).toEqual([
      'Choose a variant for Oak Casket',
      'Choose an item for Urn',
      "Enter the purchaser's details",
    ]);
    const none = start(arrangementWithPackage(null));
    await flush();
    expect(selectMissing(none.actor.getSnapshot())).toEqual(['Choose a package', "Enter the purchaser's details"]);
  });

  it('says what a complete line holds instead of "Complete", and what an incomplete one needs', () => {
    const items = Object.fromEntries(itemsFor([201, 302]).map((item) => [String(item.id), item]));
    const words = (a: Arrangement) =>
      visibleCategories(a).flatMap((category) =>
        category.lines.map((line) => lineMissing(line, category, items) ?? lineChosen(line, category, items)),
      );
    expect(words(arrangementWithPackage(1))).toEqual([
      'Included in your package',
      'Choose a variant for Oak Casket',
      'Choose an item for Urn',
    ]);
    expect(words(addedLine(complete(), { itemId: modelFamilyItem, quantity: 3, variantId: null }))).toEqual([
      'Included in your package',
      'Chosen: Walnut finish',
      'Chosen: Marble Urn',
      'Added from the price list; quantity 3',
    ]);
    const caskets = arrangementWithPackage(1).categories[1]!;
    expect(lineChosen(caskets.lines[0]!, caskets, items)).toBeNull();
  });

  it('signs once on a double click, and retries a failed signing with the same key', async () => {
    const { actor, calls, failSubmit } = start(complete());
    await flush();
    const signature = { fullName: ' Rose Whitfield ', consent: true };
    failSubmit();
    actor.send({ type: 'contract.submit', signature });
    actor.send({ type: 'contract.submit', signature });
    await flush();
    expect(selectPhase(actor.getSnapshot())).toBe('ready');
    expect(actor.getSnapshot().context.editError).toBe('Service Unavailable');
    actor.send({ type: 'contract.submit', signature: { fullName: 'Rose Whitfield', consent: true } });
    await flush();
    const submits = calls.filter(([name]) => name === 'submitContract').map(([, input]) => input as SubmitInput);
    expect(submits).toHaveLength(2);
    expect(submits[0]!.idempotencyKey).toBe(submits[1]!.idempotencyKey);
    expect(submits[0]!.signature).toEqual({ fullName: 'Rose Whitfield', consent: true });
    expect(selectPhase(actor.getSnapshot())).toBe('signed');
    expect(selectMissing(actor.getSnapshot())).toEqual([]);
  });

  it('totals price times quantity with the tax line, and marks lines without a price as estimates', () => {
    const a = arrangementWithPackage(1);
    // 250000 (casket, taxed) + 195000 (staff) + 5000 (folders); the urn's choice is not made, so its price is unknown.
    expect(runningTotal(a)).toMatchObject({
      subtotalCents: 450000,
      // 8.25 % of the casket's 250000.
      taxCents: 20625,
      totalCents: 470625,
      hasOpenChoices: true,
      estimated: true,
    });
    expect(runningTotal(complete())).toMatchObject({
      subtotalCents: 275000 + 195000 + 5000 + 60000,
      // 8.25 % of 275000 + 60000 (casket and urn) = 27637.5, rounded half up.
      taxCents: 27638,
      totalCents: 535000 + 27638,
      estimated: false,
    });
    expect(lineItemIds(complete())).toEqual([201, 204, 302]);
  });

  it('adds a cash advance apart, untaxed, and an unpriced one as an estimate', () => {
    const withFlowers = addedLine(complete(), { itemId: modelFamilyItem, quantity: 1, variantId: null });
    expect(runningTotal(withFlowers)).toMatchObject({
      subtotalCents: 535000,
      taxCents: 27638,
      cashAdvanceCents: 0,
      totalCents: 562638,
      hasCashAdvances: true,
      hasEstimates: true,
      estimated: true,
    });
  });

  it('reads a refusal: the server issue first, then the error, then a plain sentence', () => {
    expect(failureText({ issues: [{ path: 'x', message: 'Cannot exceed 99' }] })).toBe('Cannot exceed 99');
    expect(failureText(new Error('Not Found'))).toBe('Not Found');
    expect(failureText(null)).toBe('Something went wrong. Please try again.');
  });

  it('shows a failed load as the failed phase, and loads again on reload', async () => {
    let offline = true;
    const machine = arrangementMachine.provide({
      actors: {
        load: fromPromise<ArrangementLoad, { caseId: number }>(async () => {
          if (offline) throw new Error('offline');
          return loadOf(arrangementWithPackage(1));
        }),
        loadItems: fromPromise<GplItem[], { ids: number[] }>(async ({ input }) => itemsFor(input.ids)),
      },
    });
    const actor = createActor(machine, { input: { caseId: 7, sessionId: 's' } }).start();
    await flush();
    expect(selectPhase(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().can({ type: 'line.add', body: { itemId: 201, quantity: 1 } })).toBe(false);
    offline = false;
    actor.send({ type: 'arrangement.reload' });
    expect(selectPhase(actor.getSnapshot())).toBe('loading');
    await flush();
    expect(selectPhase(actor.getSnapshot())).toBe('ready');
  });

  it('starts loading with nothing to show', () => {
    const actor = createActor(arrangementMachine, { input: { caseId: 7, sessionId: 's' } });
    expect(selectTotal(actor.getSnapshot())).toMatchObject({
      subtotalCents: 0,
      taxCents: 0,
      totalCents: 0,
      estimated: false,
    });
  });
});

describeModelWalk(model);
