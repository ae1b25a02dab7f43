import { assertEvent } from 'xstate';
import { additionOf, canFinish, findLine, isSigned, itemSetKey, lineItemIds, linesOf } from './arrangement.rules.ts';
import type { ArrangementContext, ArrangementEvent } from './arrangement.types.ts';

/**
 * The arrangement machine's guards, named in arrangement.machine.ts's `setup`: each reads the context
 * (the server's last answer, through arrangement.rules.ts) and, where it guards an event, the event.
 */
type Args = { context: ArrangementContext; event: ArrangementEvent };

export const nothingChosen = ({ context }: Args) => context.chosenPackageId === null;

export const packageOutOfSync = ({ context }: Args) =>
  context.chosenPackageId !== null && context.chosenPackageId !== context.arrangement?.packageId;

/** A line holds an item whose details are not here (and did not just fail to load). */
export const itemsMissing = ({ context }: Args) => {
  const ids = lineItemIds(context.arrangement);
  return itemSetKey(ids) !== context.itemsFailedFor && ids.some((id) => !(String(id) in context.items));
};

export const isSignedArrangement = ({ context }: Args) => isSigned(context.arrangement);

export const isOfferedPackage = ({ context, event }: Args) => {
  assertEvent(event, 'package.choose');
  return context.packages.some((pkg) => pkg.packageId === event.packageId);
};

export const isChosenPackage = ({ context, event }: Args) => {
  assertEvent(event, 'package.choose');
  return context.chosenPackageId === event.packageId;
};

export const isKnownLine = ({ context, event }: Args) => {
  assertEvent(event, ['line.change', 'line.remove']);
  return findLine(context.arrangement, event.lineId) !== undefined;
};

export const isFamilyLine = ({ context, event }: Args) => {
  assertEvent(event, 'line.remove');
  return findLine(context.arrangement, event.lineId)?.fromPackage === false;
};

/** An item a line holds already is not added again, unless it is sold by the piece (more of its line). */
export const isAddable = ({ context, event }: Args) => {
  assertEvent(event, 'line.add');
  const { itemId, variantId } = event.body;
  const soldByQuantity = context.items[String(itemId)]?.soldByQuantity ?? false;
  return (
    additionOf(linesOf(context.arrangement), { id: itemId, soldByQuantity }, variantId ?? null).kind !== 'already-in'
  );
};

export const canFinishArrangement = ({ context }: Args) => canFinish(context.arrangement);

export const isSigning = ({ event }: Args) => {
  assertEvent(event, 'contract.submit');
  return event.signature.consent && event.signature.fullName.trim() !== '';
};
