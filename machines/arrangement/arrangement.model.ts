import { fromPromise } from 'xstate';
import { defineModel, type BuiltInEvent } from '#machines/model-walk/machine-model.ts';
import { arrangementMachine, type ArrangementEvent, type ArrangementSnapshot } from './arrangement.machine.ts';
import { arrangementRules, refusedArrangementEvents } from './arrangement.model-rules.ts';
import {
  addedLine,
  arrangementWithPackage,
  changedLine,
  FAMILY_LINE_ID,
  itemsFor,
  loadOf,
  MODEL_CASE_ID,
  modelFamilyItem,
  modelPurchaser,
  modelSelectorChoice,
  modelVariants,
  removedLine,
  signedArrangement,
  SIGNED_AT,
} from './arrangement.model-fixtures.ts';
import { findLine, isLineComplete, lineItemIds, missingSteps } from './arrangement.rules.ts';

/*
 * The arrangement machine's model (docs/decisions/0003, 0042), walked by `npm run test:model` and by
 * arrangement.test.ts. Effects never leave the process: each actor's answer arrives as the event
 * XState would send, computed by the stub server of arrangement.model-fixtures.ts from the request.
 */

const pending = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));

export const modelMachine = arrangementMachine.provide({
  actors: {
    load: pending(),
    selectPackage: pending(),
    loadItems: pending(),
    addLine: pending(),
    changeLine: pending(),
    removeLine: pending(),
    saveDetails: pending(),
    submitContract: pending(),
  },
});

export const modelInput = { caseId: MODEL_CASE_ID, sessionId: 'model-session' };

const failure = (id: string): BuiltInEvent => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error('Unprocessable Content'), { issues: [{ path: '', message: 'Refused' }] }),
});
const done = (id: string, output: unknown): BuiltInEvent => ({ type: `xstate.done.actor.${id}`, output });

/** The request the invoked actor was started with (what the stub server answers). */
const requestOf = <T>(snapshot: ArrangementSnapshot, id: string) =>
  (snapshot.children as Record<string, { getSnapshot(): { input?: unknown } } | undefined>)[id]!.getSnapshot()
    .input as T;

/** What a family can do on the pages: complete each open line, add or remove Flowers, save the purchaser, sign. */
function readyEvents(snapshot: ArrangementSnapshot): ArrangementEvent[] {
  const a = snapshot.context.arrangement!;
  const lines = a.categories.flatMap((c) => c.lines);
  const completions = lines
    .filter((l) => !isLineComplete(l) && (l.item !== null || l.selector !== null))
    .map((l): ArrangementEvent => {
      const itemId = l.item?.id ?? modelSelectorChoice;
      return {
        type: 'line.change',
        lineId: l.id,
        body: { itemId, quantity: 1, variantId: modelVariants[itemId]?.id ?? null },
      };
    });
  const family = lines.find((l) => !l.fromPackage);
  return [
    { type: 'package.choose', packageId: 1 },
    { type: 'package.choose', packageId: 2 },
    ...completions,
    family
      ? { type: 'line.remove', lineId: family.id }
      : { type: 'line.add', body: { itemId: modelFamilyItem, quantity: 1, variantId: null } },
    ...(a.hasPurchaser ? [] : [{ type: 'details.save', details: modelPurchaser } as const]),
    { type: 'contract.submit', signature: { fullName: ' Rose Whitfield ', consent: true } },
    { type: 'arrangement.reload' },
  ];
}

export function modelEvents(snapshot: ArrangementSnapshot): Array<ArrangementEvent | BuiltInEvent> {
  const { context } = snapshot;
  const a = context.arrangement;
  const hasPurchaser = a?.hasPurchaser ?? false;
  switch (snapshot.value) {
    case 'loading':
      // The server holds package 1 unfinished, no package at all, or a signed contract.
      return [
        done('load', loadOf(arrangementWithPackage(1))),
        done('load', loadOf(arrangementWithPackage(null))),
        done('load', loadOf(signedArrangement())),
        failure('load'),
      ];
    case 'syncingPackage':
      return [
        done(
          'selectPackage',
          arrangementWithPackage(requestOf<{ packageId: number }>(snapshot, 'selectPackage').packageId, hasPurchaser),
        ),
        failure('selectPackage'),
      ];
    case 'loadingItems':
      return [done('loadItems', itemsFor(lineItemIds(a))), failure('loadItems')];
    case 'addingLine':
      return [done('addLine', addedLine(a!, requestOf<{ body: never }>(snapshot, 'addLine').body)), failure('addLine')];
    case 'changingLine': {
      const { lineId, body } = requestOf<{ lineId: number; body: never }>(snapshot, 'changeLine');
      return [done('changeLine', changedLine(a!, lineId, body)), failure('changeLine')];
    }
    case 'removingLine':
      return [done('removeLine', removedLine(a!, FAMILY_LINE_ID)), failure('removeLine')];
    case 'savingDetails':
      return [done('saveDetails', { ...a!, hasPurchaser: true }), failure('saveDetails')];
    case 'submitting':
      return [done('submitContract', { ...a!, signedAt: SIGNED_AT }), failure('submitContract')];
    case 'ready':
      return readyEvents(snapshot);
    default:
      return [{ type: 'arrangement.reload' }];
  }
}

/** What decides the guards: the packages, the purchaser, signing, what is missing, the family's line, failures. */
export const modelAbstract = (snapshot: ArrangementSnapshot) => {
  const { context } = snapshot;
  const a = context.arrangement;
  return [
    context.chosenPackageId,
    a?.packageId,
    a?.hasPurchaser,
    a?.signedAt != null,
    missingSteps(a, context.items).length,
    findLine(a, FAMILY_LINE_ID) !== undefined,
    context.itemsFailedFor !== null,
    context.editError !== null,
  ];
};

export const model = defineModel({
  name: 'arrangement',
  machine: modelMachine,
  input: modelInput,
  events: modelEvents,
  abstract: modelAbstract,
  rules: arrangementRules,
  refused: refusedArrangementEvents,
});
