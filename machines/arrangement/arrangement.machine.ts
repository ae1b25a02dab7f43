import { and, assertEvent, assign, fromPromise, not, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Arrangement, GplItem, LineBody, PurchaserDetails } from '#contract/family-arrangements.ts';
import {
  canFinishArrangement,
  isAddable,
  isChosenPackage,
  isFamilyLine,
  isKnownLine,
  isOfferedPackage,
  isSignedArrangement,
  isSigning,
  itemsMissing,
  nothingChosen,
  packageOutOfSync,
} from './arrangement.guards.ts';
import { itemSetKey, lineItemIds } from './arrangement.rules.ts';
import { signatureKeyFor } from './signature-key.ts';
import {
  failureText,
  fresh,
  type ArrangementContext,
  type ArrangementEvent,
  type ArrangementInput,
  type ArrangementLoad,
  type LineChangeInput,
  type SubmitInput,
} from './arrangement.types.ts';

export type {
  ArrangementCase,
  ArrangementContext,
  ArrangementEvent,
  ArrangementInput,
  ArrangementLoad,
  ContractSignature,
  LineChangeInput,
  SubmitInput,
} from './arrangement.types.ts';
export { failureText } from './arrangement.types.ts';

const unprovided = <T, I>(name: string) => fromPromise<T, I>(() => Promise.reject(new Error(`${name} not provided`)));

/** An actor's answer, read in a named action (done events are not in the machine's event union). */
const outputOf = <T>(event: unknown) => (event as { output: T }).output;

/**
 * Spec §4 arrangements (decision 0042). `load` fetches the case, its arrangement and packages; the
 * `checking` state then decides, from what is known, what must happen before the family can act:
 * adopt the arrangement's package when none is chosen here, ask the server to select the chosen
 * one when they differ, load the item details when the lines' set of items changed. Edits are
 * actors that answer the new arrangement and lead back through `checking`; a signed arrangement
 * refuses every edit.
 */
export const arrangementMachine = setup({
  types: {
    input: {} as ArrangementInput,
    context: {} as ArrangementContext,
    events: {} as ArrangementEvent,
  },
  actors: {
    load: unprovided<ArrangementLoad, { caseId: number }>('load'),
    /** POST .../{caseId}/packages/{packageId}, answering the new arrangement. */
    selectPackage: unprovided<Arrangement, { caseId: number; packageId: number }>('selectPackage'),
    /** GET /api/family/company/gpl/items?ids=... : one call for every line's item. */
    loadItems: unprovided<GplItem[], { ids: number[] }>('loadItems'),
    addLine: unprovided<Arrangement, { caseId: number; body: LineBody }>('addLine'),
    changeLine: unprovided<Arrangement, LineChangeInput>('changeLine'),
    removeLine: unprovided<Arrangement, { caseId: number; lineId: number }>('removeLine'),
    saveDetails: unprovided<Arrangement, { caseId: number; details: PurchaserDetails }>('saveDetails'),
    submitContract: unprovided<Arrangement, SubmitInput>('submitContract'),
  },
  actions: {
    keepLoad: assign(({ event }) => {
      const { familyCase, arrangement, packages } = outputOf<ArrangementLoad>(event);
      return { familyCase, arrangement, packages };
    }),
    keepArrangement: assign(({ event }) => ({ arrangement: outputOf<Arrangement>(event) })),
    adoptArrangementPackage: assign(({ context }) => ({ chosenPackageId: context.arrangement?.packageId ?? null })),
    choosePackage: assign(({ event }) => {
      assertEvent(event, 'package.choose');
      return { chosenPackageId: event.packageId, editError: null };
    }),
    startEdit: assign({ editError: null }),
    keepItems: assign(({ event }) => ({
      items: Object.fromEntries(outputOf<GplItem[]>(event).map((item) => [String(item.id), item])),
      itemsFailedFor: null,
    })),
    itemsFailed: assign(({ context }) => ({ itemsFailedFor: itemSetKey(lineItemIds(context.arrangement)) })),
    forgetItemsFailure: assign({ itemsFailedFor: null }),
    editFailed: assign(({ event }) => ({ editError: failureText((event as unknown as { error: unknown }).error) })),
  },
  guards: {
    nothingChosen,
    packageOutOfSync,
    itemsMissing,
    isSigned: isSignedArrangement,
    isOfferedPackage,
    isChosenPackage,
    isKnownLine,
    isFamilyLine,
    isAddable,
    canFinish: canFinishArrangement,
    isSigning,
  },
}).createMachine({
  id: 'arrangement',
  context: ({ input }) => fresh(input),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ caseId: context.caseId }),
        onDone: { target: 'checking', actions: 'keepLoad' },
        // The `failed` state is the failure (the page offers to try again): no flag repeats it.
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { 'arrangement.reload': { target: 'loading', actions: 'forgetItemsFailure' } },
    },
    /** What must happen before the family can act, decided from the arrangement just answered. */
    checking: {
      always: [
        { guard: 'isSigned', target: 'checkingItems', actions: 'adoptArrangementPackage' },
        { guard: 'nothingChosen', target: 'checkingItems', actions: 'adoptArrangementPackage' },
        { guard: 'packageOutOfSync', target: 'syncingPackage' },
        { target: 'checkingItems' },
      ],
    },
    checkingItems: {
      always: [
        { guard: 'itemsMissing', target: 'loadingItems' },
        { guard: 'isSigned', target: 'signed' },
        { target: 'ready' },
      ],
    },
    syncingPackage: {
      invoke: {
        id: 'selectPackage',
        src: 'selectPackage',
        input: ({ context }) => ({ caseId: context.caseId, packageId: context.chosenPackageId! }),
        onDone: { target: 'checking', actions: 'keepArrangement' },
        // The server keeps its package; so does the page.
        onError: { target: 'checking', actions: ['editFailed', 'adoptArrangementPackage'] },
      },
    },
    loadingItems: {
      invoke: {
        id: 'loadItems',
        src: 'loadItems',
        input: ({ context }) => ({ ids: lineItemIds(context.arrangement) }),
        onDone: { target: 'checkingItems', actions: 'keepItems' },
        onError: { target: 'checkingItems', actions: 'itemsFailed' },
      },
    },
    ready: {
      on: {
        'package.choose': {
          guard: and(['isOfferedPackage', not('isChosenPackage')]),
          target: 'checking',
          actions: 'choosePackage',
        },
        'line.add': { guard: 'isAddable', target: 'addingLine', actions: 'startEdit' },
        'line.change': { guard: 'isKnownLine', target: 'changingLine', actions: 'startEdit' },
        'line.remove': { guard: and(['isKnownLine', 'isFamilyLine']), target: 'removingLine', actions: 'startEdit' },
        'details.save': { target: 'savingDetails', actions: 'startEdit' },
        'contract.submit': { guard: and(['canFinish', 'isSigning']), target: 'submitting', actions: 'startEdit' },
        'arrangement.reload': { target: 'loading', actions: 'forgetItemsFailure' },
      },
    },
    addingLine: {
      invoke: {
        id: 'addLine',
        src: 'addLine',
        input: ({ context, event }) => {
          assertEvent(event, 'line.add');
          return { caseId: context.caseId, body: event.body };
        },
        onDone: { target: 'checking', actions: 'keepArrangement' },
        onError: { target: 'ready', actions: 'editFailed' },
      },
    },
    changingLine: {
      invoke: {
        id: 'changeLine',
        src: 'changeLine',
        input: ({ context, event }) => {
          assertEvent(event, 'line.change');
          return { caseId: context.caseId, lineId: event.lineId, body: event.body };
        },
        onDone: { target: 'checking', actions: 'keepArrangement' },
        onError: { target: 'ready', actions: 'editFailed' },
      },
    },
    removingLine: {
      invoke: {
        id: 'removeLine',
        src: 'removeLine',
        input: ({ context, event }) => {
          assertEvent(event, 'line.remove');
          return { caseId: context.caseId, lineId: event.lineId };
        },
        onDone: { target: 'checking', actions: 'keepArrangement' },
        onError: { target: 'ready', actions: 'editFailed' },
      },
    },
    savingDetails: {
      invoke: {
        id: 'saveDetails',
        src: 'saveDetails',
        input: ({ context, event }) => {
          assertEvent(event, 'details.save');
          return { caseId: context.caseId, details: event.details };
        },
        onDone: { target: 'checking', actions: 'keepArrangement' },
        onError: { target: 'ready', actions: 'editFailed' },
      },
    },
    submitting: {
      invoke: {
        id: 'submitContract',
        src: 'submitContract',
        input: ({ context, event }) => {
          assertEvent(event, 'contract.submit');
          const signature = { fullName: event.signature.fullName.trim(), consent: event.signature.consent };
          return {
            caseId: context.caseId,
            signature,
            idempotencyKey: signatureKeyFor(context.sessionId, context.caseId, signature),
          };
        },
        onDone: { target: 'checking', actions: 'keepArrangement' },
        onError: { target: 'ready', actions: 'editFailed' },
      },
    },
    signed: {
      on: { 'arrangement.reload': { target: 'loading', actions: 'forgetItemsFailure' } },
    },
  },
});

export type ArrangementMachine = typeof arrangementMachine;
export type ArrangementActorRef = ActorRefFrom<ArrangementMachine>;
export type ArrangementSnapshot = SnapshotFrom<ArrangementMachine>;
