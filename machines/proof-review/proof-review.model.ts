import { defineModel, type BuiltInEvent } from '#machines/model-walk/machine-model.ts';
import { proofReviewMachine, type ProofReviewEvent } from './proof-review.machine.ts';
import { proofReviewRules, refusedProofReviewEvents } from './proof-review.model-rules.ts';

/** Every event the review can take, with each answer its calls may give; the walk drops what a state refuses. */
export const model = defineModel({
  name: 'proof-review',
  machine: proofReviewMachine,
  events: (): Array<ProofReviewEvent | BuiltInEvent> => [
    { type: 'proof.loaded', approved: false },
    { type: 'proof.loaded', approved: true },
    { type: 'proof.comment', target: 'front', text: '  Please make the name larger  ' },
    { type: 'proof.approve' },
    { type: 'proof.confirm' },
    { type: 'proof.cancel' },
    { type: 'xstate.done.actor.sendComment', output: undefined },
    { type: 'xstate.error.actor.sendComment', error: { message: 'Cannot exceed 2000 characters' } },
    { type: 'xstate.error.actor.sendComment', error: { message: 'This proof is approved', locked: true } },
    { type: 'xstate.error.actor.sendComment', error: new Error('offline') },
    { type: 'xstate.done.actor.approve', output: undefined },
    { type: 'xstate.error.actor.approve', error: { message: 'Not Found' } },
    { type: 'xstate.error.actor.approve', error: { message: 'This proof is approved', locked: true } },
    { type: 'xstate.error.actor.approve', error: new Error('offline') },
  ],
  abstract: (snapshot) => ({ sent: Math.min(snapshot.context.sent, 1), error: snapshot.context.error }),
  rules: proofReviewRules,
  refused: refusedProofReviewEvents,
});
