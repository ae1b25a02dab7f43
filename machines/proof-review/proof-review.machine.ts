import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { COMMENT_MAX } from '#contract/stationery-items.ts';
import { describedFailure, unreachableWords } from '#machines/failure-words.ts';

/**
 * Reviewing one proof (a stationery item or the memorial video): the family looks at it,
 * comments (sending, failed: send again, or go on to approve), and approves it in two steps
 * (approve, then confirm: approval locks the proof for good), after which it is approved and locked. A refusal the server gives because
 * the proof was approved meanwhile (409) lands in approved too. Effects are actors the page
 * provides (the calls); the machine knows nothing of HTTP.
 */

/** What an effect rejects with: the server's words, and whether the proof is locked (409). */
export interface ProofFailure {
  message: string;
  locked?: boolean;
}

export interface ProofReviewContext {
  /** Words for the failed comment or approval; null otherwise. */
  error: string | null;
  /** The comment being sent or that failed (kept, so nothing typed is lost). */
  pending: { target: string; text: string } | null;
  /** How many comments this visit has sent (the page says "Comment sent"). */
  sent: number;
}

export type ProofReviewEvent =
  /** The page has the proof: whether it is approved already. */
  | { type: 'proof.loaded'; approved: boolean }
  | { type: 'proof.comment'; target: string; text: string }
  | { type: 'proof.approve' }
  | { type: 'proof.confirm' }
  | { type: 'proof.cancel' };

/** A refusal the page described, else the network failed (machines/failure-words.ts says so). */
const failureOf = (error: unknown): ProofFailure =>
  describedFailure<ProofFailure>(error) ?? { message: unreachableWords };

/** A comment is sendable when it has text and fits (the server's limit, COMMENT_MAX characters). */
export const isSendable = (text: string) => text.trim().length > 0 && text.trim().length <= COMMENT_MAX;

/** An effect's error, as the guard and the action that read it take it. */
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** A send (a comment, the approval) failed: approved meanwhile (409) lands in approved, else the step's `failed`. */
const sendFailed = [
  { guard: { type: 'locked', params: errorOf }, target: '#proofReview.approved', actions: 'cleared' },
  { target: 'failed', actions: { type: 'failed', params: errorOf } },
] as const;

export const proofReviewMachine = setup({
  types: {
    context: {} as ProofReviewContext,
    events: {} as ProofReviewEvent,
  },
  actors: {
    sendComment: fromPromise<void, { target: string; text: string }>(() => new Promise(() => {})),
    approve: fromPromise<void>(() => new Promise(() => {})),
  },
  guards: {
    loadedApproved: (_, params: { approved: boolean }) => params.approved,
    sendable: (_, params: { text: string }) => isSendable(params.text),
    locked: (_, params: { error: unknown }) => failureOf(params.error).locked === true,
  },
  actions: {
    keepComment: assign((_, params: { target: string; text: string }) => ({
      pending: { target: params.target, text: params.text.trim() },
      error: null,
    })),
    commentSent: assign(({ context }) => ({ pending: null, error: null, sent: context.sent + 1 })),
    failed: assign((_, params: { error: unknown }) => ({ error: failureOf(params.error).message })),
    cleared: assign({ error: null, pending: null }),
  },
}).createMachine({
  id: 'proofReview',
  context: { error: null, pending: null, sent: 0 },
  initial: 'loading',
  states: {
    /** Until the page has the proof. */
    loading: {
      on: {
        'proof.loaded': [
          { guard: { type: 'loadedApproved', params: ({ event }) => event }, target: 'approved' },
          { target: 'viewing' },
        ],
      },
    },
    viewing: {
      on: {
        'proof.comment': {
          guard: { type: 'sendable', params: ({ event }) => ({ text: event.text }) },
          target: 'commenting',
          actions: { type: 'keepComment', params: ({ event }) => event },
        },
        'proof.approve': 'approving',
      },
    },
    commenting: {
      initial: 'sending',
      states: {
        sending: {
          invoke: {
            id: 'sendComment',
            src: 'sendComment',
            input: ({ context }) => context.pending!,
            onDone: { target: '#proofReview.viewing', actions: 'commentSent' },
            onError: sendFailed,
          },
        },
        failed: {
          on: {
            'proof.comment': {
              guard: { type: 'sendable', params: ({ event }) => ({ text: event.text }) },
              target: 'sending',
              actions: { type: 'keepComment', params: ({ event }) => event },
            },
            // The typed text stays in its form; the family may approve without sending it.
            'proof.approve': { target: '#proofReview.approving', actions: 'cleared' },
          },
        },
      },
    },
    approving: {
      initial: 'confirming',
      states: {
        confirming: {
          on: {
            'proof.confirm': 'sending',
            'proof.cancel': '#proofReview.viewing',
          },
        },
        sending: {
          invoke: {
            id: 'approve',
            src: 'approve',
            onDone: { target: '#proofReview.approved', actions: 'cleared' },
            onError: sendFailed,
          },
        },
        failed: {
          on: {
            'proof.confirm': { target: 'sending', actions: 'cleared' },
            'proof.cancel': { target: '#proofReview.viewing', actions: 'cleared' },
          },
        },
      },
    },
    /** Locked: nothing more can be said or done about this proof. */
    approved: {},
  },
});

export type ProofReviewMachine = typeof proofReviewMachine;
export type ProofReviewSnapshot = SnapshotFrom<ProofReviewMachine>;
