import { assign, setup, type SnapshotFrom } from 'xstate';
import {
  isChangeReason,
  keepsItemsAndPrices,
  type PricedLine,
  type StatementEvent,
  type StatementStatus,
} from '#contract/statement-changes.ts';

/**
 * A case's statement after signing (issue 25 item 4, decision 0080): the family signs it; staff may
 * revise it (a reason, no item or price changed: the signature stays) or void it (a reason), after
 * which it is reissued as the next issue, unsigned, for the family to sign again. The chart of
 * contract/statement-changes.ts, whose `statementStep` the server runs (server/services/staff/statements/);
 * the machine's test proves the two agree. Its state names are the rule's statuses.
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
