import type { ArrangementSnapshot } from './arrangement.machine.ts';
import {
  areSelectionsComplete,
  canFinish,
  isSigned,
  missingSteps,
  runningTotal,
  visibleCategories,
  type RunningTotal,
} from './arrangement.rules.ts';

/*
 * Narrow reads of the arrangement snapshot for the pages. Derived lists are new arrays on every
 * call: read them with `sameList` (or select the arrangement and derive in a memo).
 */

/** Where the machine is, as the pages tell it. */
export type ArrangementPhase = 'loading' | 'failed' | 'ready' | 'saving' | 'submitting' | 'signed';

export function selectPhase(snapshot: ArrangementSnapshot): ArrangementPhase {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('ready')) return 'ready';
  if (snapshot.matches('signed')) return 'signed';
  if (snapshot.matches('submitting')) return 'submitting';
  return 'saving';
}

/** Spec §2: the arrangements pages need a loaded arrangement (else they redirect to the root). */
export const selectHasArrangement = (snapshot: ArrangementSnapshot) => snapshot.context.arrangement !== null;

/**
 * Spec §2 "entering any arrangements page without a loaded arrangement redirects to the arrangements
 * root", read on the way in: a page is entered once an arrangement is loaded, waits while
 * the first load is on its way (a reload or a link straight to a page), and goes to the root only
 * when the load failed, where the page offers to try again.
 */
export type ArrangementEntry = 'enter' | 'wait' | 'to-root';

export function selectEntry(snapshot: ArrangementSnapshot): ArrangementEntry {
  if (snapshot.context.arrangement !== null) return 'enter';
  return snapshot.matches('failed') ? 'to-root' : 'wait';
}
export const selectArrangement = (snapshot: ArrangementSnapshot) => snapshot.context.arrangement;
export const selectFamilyCase = (snapshot: ArrangementSnapshot) => snapshot.context.familyCase;
export const selectPackages = (snapshot: ArrangementSnapshot) => snapshot.context.packages;
export const selectChosenPackageId = (snapshot: ArrangementSnapshot) => snapshot.context.chosenPackageId;
export const selectItems = (snapshot: ArrangementSnapshot) => snapshot.context.items;
export const selectItemsFailed = (snapshot: ArrangementSnapshot) => snapshot.context.itemsFailedFor !== null;
export const selectEditError = (snapshot: ArrangementSnapshot) => snapshot.context.editError;
export const selectIsSigned = (snapshot: ArrangementSnapshot) => isSigned(snapshot.context.arrangement);
export const selectSignedAt = (snapshot: ArrangementSnapshot) => snapshot.context.arrangement?.signedAt ?? null;
export const selectHasPurchaser = (snapshot: ArrangementSnapshot) =>
  snapshot.context.arrangement?.hasPurchaser ?? false;
export const selectSelectionsComplete = (snapshot: ArrangementSnapshot) =>
  areSelectionsComplete(snapshot.context.arrangement);
export const selectCanFinish = (snapshot: ArrangementSnapshot) => canFinish(snapshot.context.arrangement);
/** Edits are taken only when the machine is ready (not loading, saving, signing or signed). */
export const selectCanEdit = (snapshot: ArrangementSnapshot) => snapshot.matches('ready');

export const selectCategories = (snapshot: ArrangementSnapshot) => visibleCategories(snapshot.context.arrangement);
export const selectMissing = (snapshot: ArrangementSnapshot) =>
  missingSteps(snapshot.context.arrangement, snapshot.context.items);
export const selectTotal = (snapshot: ArrangementSnapshot) => runningTotal(snapshot.context.arrangement);

/** useSelector's compare for lists read from the snapshot. */
export const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);
/** useSelector's compare for the running total: equal when every figure and flag is. */
export const sameTotal = (a: RunningTotal, b: RunningTotal) =>
  (Object.keys(a) as Array<keyof RunningTotal>).every((key) => a[key] === b[key]);
