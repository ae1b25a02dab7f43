import { useSelector } from '@xstate/react';
import type { ArrangementActorRef, ArrangementSnapshot } from '#machines/arrangement/arrangement.machine.ts';

/** A narrow read of the arrangement actor (never the whole snapshot). */
export const useArrangement = <T>(
  actor: ArrangementActorRef,
  select: (snapshot: ArrangementSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
) => useSelector(actor, select, compare);
