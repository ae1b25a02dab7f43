import type { Actor, AnyStateMachine, EventObject, InspectionEvent } from 'xstate';
import { stateLabel } from './labels.ts';
import { sameJson } from './same-json.ts';
import { microstepTransitions, pendingDelayedEvents } from './xstate-internals.ts';

/**
 * Sends the events a model's `refused` names and proves each changed nothing: no transition taken,
 * no action run, nothing emitted, and the same state value, context and pending delayed events.
 * The actor reports what it does through its `inspect` and `on('*')` callbacks, which the walk
 * wires to `noteInspection` and `noteEmitted`: while a refused event is being sent they note
 * everything (it must stay empty) and return true, so the walk's own bookkeeping stands aside.
 */
export interface RefusalCheck {
  noteInspection(inspection: InspectionEvent): boolean;
  noteEmitted(event: EventObject): boolean;
  /** Sends `event` to `actor` and throws, saying what happened, unless nothing did. */
  refuse(actor: Actor<AnyStateMachine>, event: EventObject): void;
}

export function createRefusalCheck(): RefusalCheck {
  // Everything the actor did while a refused event was being sent; null while none is.
  let seen: string[] | null = null;
  return {
    noteInspection(inspection) {
      if (!seen) return false;
      for (const taken of microstepTransitions(inspection))
        seen.push(`took ${taken.eventType} from #${taken.source.id}`);
      if (inspection.type === '@xstate.action') seen.push(`ran ${inspection.action.type}`);
      return true;
    },
    noteEmitted(event) {
      if (!seen) return false;
      seen.push(`emitted ${event.type}`);
      return true;
    },
    refuse(actor, event) {
      const was = actor.getSnapshot();
      const scheduled = pendingDelayedEvents(actor);
      const noted: string[] = [];
      seen = noted;
      try {
        actor.send(event);
      } finally {
        seen = null;
      }
      const now = actor.getSnapshot();
      const where = `${stateLabel(was.value)} must refuse ${JSON.stringify(event)}`;
      if (noted.length > 0) throw new Error(`${where}, but it ${noted.join(', ')}`);
      sameJson(`${where}: state`, now.value, was.value);
      sameJson(`${where}: context`, now.context, was.context);
      sameJson(`${where}: scheduled events`, pendingDelayedEvents(actor), scheduled);
    },
  };
}
