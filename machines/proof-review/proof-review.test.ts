import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describeModelWalk } from '#machines/model-walk/describe-model-walk.ts';
import { proofReviewMachine, type ProofFailure } from './proof-review.machine.ts';
import { model } from './proof-review.model.ts';
import { selectCanAct, selectIsApproved } from './proof-review.selectors.ts';

describeModelWalk(model);

/** The review with calls that answer as `server` says; records what was sent. */
function start(approved: boolean, server: { commentFails?: ProofFailure; approveFails?: ProofFailure } = {}) {
  const sent: Array<{ target: string; text: string }> = [];
  let approvals = 0;
  const machine = proofReviewMachine.provide({
    actors: {
      sendComment: fromPromise<void, { target: string; text: string }>(async ({ input }) => {
        if (server.commentFails) throw server.commentFails;
        sent.push(input);
      }),
      approve: fromPromise<void>(async () => {
        if (server.approveFails) throw server.approveFails;
        approvals += 1;
      }),
    },
  });
  const actor = createActor(machine).start();
  actor.send({ type: 'proof.loaded', approved });
  return { actor, sent, approvals: () => approvals };
}

describe('proof review machine', () => {
  it('opens an approved proof locked: no comment, no approval', () => {
    const { actor } = start(true);
    expect(selectIsApproved(actor.getSnapshot())).toBe(true);
    expect(selectCanAct(actor.getSnapshot())).toBe(false);
  });

  it('sends a trimmed comment, then approves only after the confirm step', async () => {
    const { actor, sent, approvals } = start(false);
    actor.send({ type: 'proof.comment', target: 'back', text: '  Larger name, please ' });
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'));
    expect(sent).toEqual([{ target: 'back', text: 'Larger name, please' }]);
    actor.send({ type: 'proof.approve' });
    expect(approvals()).toBe(0);
    actor.send({ type: 'proof.confirm' });
    await waitFor(actor, selectIsApproved);
    expect(approvals()).toBe(1);
  });

  it('keeps a failed comment with the words, and ends approved when the server says locked', async () => {
    const { actor } = start(false, { commentFails: { message: 'This proof is approved', locked: true } });
    actor.send({ type: 'proof.comment', target: 'front', text: 'Hello' });
    await waitFor(actor, selectIsApproved);
    const failing = start(false, { commentFails: { message: 'Cannot exceed 2000 characters' } }).actor;
    failing.send({ type: 'proof.comment', target: 'front', text: 'Hello' });
    const failed = await waitFor(failing, (snapshot) => snapshot.matches({ commenting: 'failed' }));
    expect(failed.context).toMatchObject({ error: 'Cannot exceed 2000 characters', pending: { text: 'Hello' } });
  });
});
