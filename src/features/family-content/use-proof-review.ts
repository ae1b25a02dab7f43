import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { proofReviewMachine } from '#machines/proof-review/proof-review.machine.ts';
import { proofFailure } from './failure-words.ts';

export type ProofReviewRef = ActorRefFrom<typeof proofReviewMachine>;

export interface ProofCalls {
  /** Posts a comment on a page (`target` names it) or on the video. */
  comment(target: string, text: string): Promise<unknown>;
  approve(): Promise<unknown>;
  /** Reads the proof again: after a 409 someone else approved it, and the page shows it as it is now. */
  refresh(): Promise<unknown>;
}

/**
 * The proof review machine of one proof, with the page's calls as its actors: a refusal becomes
 * the server's words, and a 409 (approved meanwhile) says the proof is locked, once the page has
 * read it again.
 */
export function useProofReview(approved: boolean, calls: ProofCalls): ProofReviewRef {
  // The latest calls, so the machine (made once) always uses the current ones.
  const latest = useRef(calls);
  useEffect(() => {
    latest.current = calls;
  });
  const failing = (work: () => Promise<unknown>) =>
    work().then(
      () => undefined,
      async (error: unknown) => {
        const failure = proofFailure(error);
        if (failure.locked) await latest.current.refresh().catch(() => undefined);
        throw failure;
      },
    );
  const actor = useActorRef(
    proofReviewMachine.provide({
      actors: {
        sendComment: fromPromise<void, { target: string; text: string }>(({ input }) =>
          failing(() => latest.current.comment(input.target, input.text)),
        ),
        approve: fromPromise<void>(() => failing(() => latest.current.approve())),
      },
    }),
  );
  useEffect(() => {
    if (actor.getSnapshot().matches('loading')) actor.send({ type: 'proof.loaded', approved });
  }, [actor, approved]);
  return actor;
}
