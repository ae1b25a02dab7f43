import { assign, setup, transition, type SnapshotFrom } from 'xstate';
import { isReason, type RequestEvent, type RequestState } from '#contract/planning-request.ts';
import type { RequestStatus } from '#contract/staff-requests.ts';

/**
 * The life of a planning request in the funeral home's inbox: it arrives new; staff
 * record that they contacted the family, open a case from it (the end of its life as a request),
 * or close it with a reason (another funeral home chosen, a duplicate…) and may reopen it, as
 * contacted: someone has looked at it. The one source of the rule (decision 0110): the server judges
 * every change to a request with it (`judgeRequestEvent`, server/services/staff/requests/) and asks it
 * what the request page may offer. Its state names are the stored statuses.
 */

export interface PlanningRequestContext {
  /** Why it was closed; null unless closed. */
  reason: string | null;
}

export type PlanningRequestEvent = RequestEvent;

export const planningRequestMachine = setup({
  types: { context: {} as PlanningRequestContext, events: {} as PlanningRequestEvent },
  guards: { reasonGiven: (_, params: { reason: string }) => isReason(params.reason) },
  actions: {
    keepReason: assign((_, params: { reason: string }) => ({ reason: params.reason.trim() })),
    forgetReason: assign({ reason: null }),
  },
}).createMachine({
  id: 'planningRequest',
  context: { reason: null },
  initial: 'new',
  states: {
    new: {
      on: {
        'contact.record': 'contacted',
        'case.open': 'case-opened',
        close: {
          guard: { type: 'reasonGiven', params: ({ event }) => ({ reason: event.reason }) },
          target: 'closed',
          actions: { type: 'keepReason', params: ({ event }) => ({ reason: event.reason }) },
        },
      },
    },
    contacted: {
      on: {
        'case.open': 'case-opened',
        close: {
          guard: { type: 'reasonGiven', params: ({ event }) => ({ reason: event.reason }) },
          target: 'closed',
          actions: { type: 'keepReason', params: ({ event }) => ({ reason: event.reason }) },
        },
      },
    },
    closed: { on: { reopen: { target: 'contacted', actions: 'forgetReason' } } },
    // No event leaves it; not `final`, so a refused event is simply not taken (no stopped actor).
    'case-opened': {},
  },
});

export type PlanningRequestMachine = typeof planningRequestMachine;
export type PlanningRequestSnapshot = SnapshotFrom<PlanningRequestMachine>;

/** The snapshot of a stored request, to ask the machine what it may do next. */
export const requestSnapshot = (status: RequestStatus, reason: string | null): PlanningRequestSnapshot =>
  planningRequestMachine.resolveState({ value: status, context: { reason } });

/**
 * What a stored request becomes when `event` happens, judged by the chart on the snapshot restored from
 * its row (XState's pure `transition`); null when the request does not take the event.
 */
export function judgeRequestEvent(state: RequestState, event: RequestEvent): RequestState | null {
  const snapshot = requestSnapshot(state.status, state.reason);
  if (!snapshot.can(event)) return null;
  const [next] = transition(planningRequestMachine, snapshot, event);
  return { status: next.value as RequestStatus, reason: next.context.reason };
}
