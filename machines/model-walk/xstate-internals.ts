import type {
  AnyActorRef,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventObject,
  InspectionEvent,
} from 'xstate';

/*
 * Every read of xstate's internals, in one place. The model walk needs three things
 * xstate does not document: the delayed events an actor has pending (to fire them without a clock),
 * cancelling one by hand (so that firing it leaves nothing behind), and which transition definitions
 * a microstep took, as the same objects the state nodes hold (to count the chart's transitions
 * walked, and to see a refused event take one). Nothing else in machines/, tests/ or scripts/ reads
 * them. An xstate release may move any of them, so xstate is pinned exactly in package.json, and
 * xstate-internals.test.ts names each read and fails on it first when an upgrade changes it.
 */

/** An event the actor scheduled for itself (delayed `raise`/`sendTo`, `after`) that has not fired yet. */
export interface Scheduled {
  id: string;
  event: EventObject;
  delay: number;
}

type SystemSnapshot = ReturnType<AnyActorRef['system']['getSnapshot']>;

/** Names the internal that changed, where a walk would otherwise fail with a bare TypeError. */
const gone = (read: string) =>
  new Error(`xstate internal changed: ${read} (read only in machines/model-walk/xstate-internals.ts; see its test)`);

/**
 * The actor's own pending delayed events, sorted by id. Read from `system.getSnapshot()._scheduledEvents`:
 * typed in xstate's `ActorSystem`, underscored and undocumented.
 */
export function pendingDelayedEvents(actor: AnyActorRef): Scheduled[] {
  const scheduled = (actor.system.getSnapshot() as Partial<SystemSnapshot>)._scheduledEvents;
  if (!scheduled) throw gone('system.getSnapshot()._scheduledEvents');
  return Object.values(scheduled)
    .filter((pending) => pending.source === actor)
    .map(({ id, event, delay }) => ({ id, event, delay }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** Cancels the actor's pending delayed event `id`: `system.scheduler.cancel`, typed but undocumented. */
export function cancelDelayedEvent(actor: AnyActorRef, id: string): void {
  const { scheduler } = actor.system as Partial<AnyActorRef['system']>;
  if (typeof scheduler?.cancel !== 'function') throw gone('system.scheduler.cancel');
  scheduler.cancel(actor, id);
}

/**
 * The transition definitions an `@xstate.microstep` inspection event took (none for other inspection
 * events): its `_transitions`, underscored and undocumented.
 */
export function microstepTransitions(inspection: InspectionEvent): readonly AnyTransitionDefinition[] {
  if (inspection.type !== '@xstate.microstep') return [];
  const taken = (inspection as Partial<typeof inspection>)._transitions;
  if (!Array.isArray(taken)) throw gone('_transitions of the @xstate.microstep inspection event');
  return taken;
}

/**
 * Every transition definition of the chart, guarded alternatives apart, with a label for reports:
 * the state nodes' `transitions` and `always` (typed, undocumented). They must be the very objects
 * `microstepTransitions` reports, or no chart transition would ever count as walked.
 */
export function chartTransitions(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const chart = new Map<AnyTransitionDefinition, string>();
  const visit = (node: AnyStateNode) => {
    if (!(node.transitions instanceof Map)) throw gone('StateNode.transitions');
    for (const [eventType, definitions] of node.transitions) {
      definitions.forEach((definition, index) => {
        const alternative = definitions.length > 1 ? ` [${index + 1}/${definitions.length}]` : '';
        chart.set(definition, `#${node.id} on ${eventType}${alternative}`);
      });
    }
    node.always?.forEach((definition, index) => chart.set(definition, `#${node.id} always [${index + 1}]`));
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return chart;
}
