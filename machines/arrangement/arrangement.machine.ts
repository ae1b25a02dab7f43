import { and, assertEvent, assign, fromPromise, not, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type {
  Arrangement,
  ArrangementPackage,
  GplItem,
  LineBody,
  PurchaserDetails,
} from '#contract/family-arrangements.ts';
import {
  additionOf,
  canFinish,
  findLine,
  isSigned,
  itemSetKey,
  lineItemIds,
  linesOf,
  type ItemDetails,
} from './arrangement.rules.ts';
import { signatureKeyFor } from './signature-key.ts';

/** Spec §3 family case: what the arrangement needs of it. */
export interface ArrangementCase {
  id: number;
  nameSlug: string;
  locationId: number | null;
}

/** What opening a case loads (GET /api/family/cases/{caseId}, /arrangements/{caseId}, .../packages). */
export interface ArrangementLoad {
  familyCase: ArrangementCase;
  arrangement: Arrangement;
  packages: ArrangementPackage[];
}

/** The purchaser signs by typing their full name and ticking consent. */
export interface ContractSignature {
  fullName: string;
  consent: boolean;
}

export interface ArrangementInput {
  caseId: number;
  /** Random per opening of the arrangement (made by the composition root): part of the signing key. */
  sessionId: string;
  /** A package chosen in this browser before the arrangement loaded (kept by the composition root). */
  chosenPackageId?: number | null | undefined;
}

export interface ArrangementContext {
  caseId: number;
  sessionId: string;
  familyCase: ArrangementCase | null;
  /** What the server last answered; every rule of spec §4 is derived from it (arrangement.rules.ts). */
  arrangement: Arrangement | null;
  packages: ArrangementPackage[];
  /** The package chosen here; when it differs from the arrangement's the server is asked to select it. */
  chosenPackageId: number | null;
  /** Item details of the lines, by item id. */
  items: ItemDetails;
  /** The set of item ids (itemSetKey) whose details could not be loaded: not asked again until a reload. */
  itemsFailedFor: string | null;
  /** Why the last change was refused by the server, for the page to say; cleared by the next change. */
  editError: string | null;
}

export type ArrangementEvent =
  | { type: 'package.choose'; packageId: number }
  | { type: 'line.add'; body: LineBody }
  | { type: 'line.change'; lineId: number; body: LineBody }
  | { type: 'line.remove'; lineId: number }
  | { type: 'details.save'; details: PurchaserDetails }
  | { type: 'contract.submit'; signature: ContractSignature }
  | { type: 'arrangement.reload' };

export interface LineChangeInput {
  caseId: number;
  lineId: number;
  body: LineBody;
}
export interface SubmitInput {
  caseId: number;
  signature: ContractSignature;
  idempotencyKey: string;
}

/** The words shown for a refused change: the server's issue when it gave one, else the error's own. */
export function failureText(error: unknown): string {
  const issues = typeof error === 'object' && error !== null ? (error as { issues?: unknown }).issues : undefined;
  const first = Array.isArray(issues) ? (issues[0] as { message?: unknown } | undefined) : undefined;
  if (typeof first?.message === 'string') return first.message;
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

const unprovided = <T, I>(name: string) => fromPromise<T, I>(() => Promise.reject(new Error(`${name} not provided`)));

const fresh = (input: ArrangementInput): ArrangementContext => ({
  caseId: input.caseId,
  sessionId: input.sessionId,
  familyCase: null,
  arrangement: null,
  packages: [],
  chosenPackageId: input.chosenPackageId ?? null,
  items: {},
  itemsFailedFor: null,
  editError: null,
});

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
    nothingChosen: ({ context }) => context.chosenPackageId === null,
    packageOutOfSync: ({ context }) =>
      context.chosenPackageId !== null && context.chosenPackageId !== context.arrangement?.packageId,
    /** A line holds an item whose details are not here (and did not just fail to load). */
    itemsMissing: ({ context }) => {
      const ids = lineItemIds(context.arrangement);
      return itemSetKey(ids) !== context.itemsFailedFor && ids.some((id) => !(String(id) in context.items));
    },
    isSigned: ({ context }) => isSigned(context.arrangement),
    isOfferedPackage: ({ context, event }) => {
      assertEvent(event, 'package.choose');
      return context.packages.some((pkg) => pkg.packageId === event.packageId);
    },
    isChosenPackage: ({ context, event }) => {
      assertEvent(event, 'package.choose');
      return context.chosenPackageId === event.packageId;
    },
    isKnownLine: ({ context, event }) => {
      assertEvent(event, ['line.change', 'line.remove']);
      return findLine(context.arrangement, event.lineId) !== undefined;
    },
    isFamilyLine: ({ context, event }) => {
      assertEvent(event, 'line.remove');
      return findLine(context.arrangement, event.lineId)?.fromPackage === false;
    },
    /** Issue 24: an item a line holds already is not added again, unless it is sold by the piece (more of its line). */
    isAddable: ({ context, event }) => {
      assertEvent(event, 'line.add');
      const { itemId, variantId } = event.body;
      const soldByQuantity = context.items[String(itemId)]?.soldByQuantity ?? false;
      return (
        additionOf(linesOf(context.arrangement), { id: itemId, soldByQuantity }, variantId ?? null).kind !==
        'already-in'
      );
    },
    canFinish: ({ context }) => canFinish(context.arrangement),
    isSigning: ({ event }) => {
      assertEvent(event, 'contract.submit');
      return event.signature.consent && event.signature.fullName.trim() !== '';
    },
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
