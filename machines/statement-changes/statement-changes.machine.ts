import { assign, setup, transition, type SnapshotFrom } from 'xstate';
import {
  isChangeReason,
  keepsItemsAndPrices,
  type PricedLine,
  type StatementEvent,
  type StatementState,
  type StatementStatus,
} from '#contract/statement-changes.ts';

/**
 * A case's statement after signing (decision 0080): the family signs it; staff may
 * revise it (a reason, no item or price changed: the signature stays) or void it (a reason), after
 * which it is reissued as the next issue, unsigned, for the family to sign again. The one source of the
 * rule (decision 0110): the server judges every revision and void with it (`judgeStatementEvent`,
 * server/services/staff/statements/). Its state names are the stored statuses.
 */

export interface StatementChangesContext {
  issue: number;
  revisions: number;
}

export type StatementChangesEvent = StatementEvent;

export const statementChangesMachine = setup({
  types: {
    context: {} as StatementChangesContext,
    events: {} as StatementChangesEvent,
    input: {} as Partial<StatementChangesContext> | undefined,
  },
  guards: {
    reasonGiven: (_, params: { reason: string }) => isChangeReason(params.reason),
    /** A revision says why and keeps every item, quantity and price: else it is a new statement. */
    revisable: (_, params: { reason: string; signed: readonly PricedLine[]; proposed: readonly PricedLine[] }) =>
      isChangeReason(params.reason) && keepsItemsAndPrices(params.signed, params.proposed),
  },
  actions: {
    countRevision: assign({ revisions: ({ context }) => context.revisions + 1 }),
    startRevisions: assign({ revisions: 0 }),
    nextIssue: assign({ issue: ({ context }) => context.issue + 1, revisions: 0 }),
  },
}).createMachine({
  id: 'statementChanges',
  context: ({ input }) => ({ issue: input?.issue ?? 1, revisions: input?.revisions ?? 0 }),
  initial: 'unsigned',
  states: {
    unsigned: { on: { sign: { target: 'signed', actions: 'startRevisions' } } },
    signed: {
      on: {
        revise: {
          guard: {
            type: 'revisable',
            params: ({ event }) => ({ reason: event.reason, signed: event.signed, proposed: event.proposed }),
          },
          actions: 'countRevision',
        },
        void: { guard: { type: 'reasonGiven', params: ({ event }) => ({ reason: event.reason }) }, target: 'void' },
      },
    },
    void: { on: { reissue: { target: 'unsigned', actions: 'nextIssue' } } },
  },
});

export type StatementChangesMachine = typeof statementChangesMachine;
export type StatementChangesSnapshot = SnapshotFrom<StatementChangesMachine>;

/** The snapshot of a stored statement, to ask the machine what it may do next. */
export const statementSnapshot = (
  status: StatementStatus,
  issue: number,
  revisions: number,
): StatementChangesSnapshot => statementChangesMachine.resolveState({ value: status, context: { issue, revisions } });

/**
 * What a stored statement becomes when `event` happens, judged by the chart (XState's pure `transition`
 * on the snapshot restored from the contract row); null when the statement does not take the event.
 */
export function judgeStatementEvent(state: StatementState, event: StatementEvent): StatementState | null {
  const snapshot = statementSnapshot(state.status, state.issue, state.revisions);
  if (!snapshot.can(event)) return null;
  const [next] = transition(statementChangesMachine, snapshot, event);
  return { status: next.value as StatementStatus, ...next.context };
}
