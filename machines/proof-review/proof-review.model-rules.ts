import { rule, type WalkStep } from '#machines/model-walk/machine-model.ts';
import type { ProofReviewEvent, ProofReviewMachine, ProofReviewSnapshot } from './proof-review.machine.ts';

/*
 * The proof review rules (decision 0052), written apart from the machine with literal values: approval takes
 * two steps (approve, then confirm) and locks the proof for good; a comment is 1 to 2000 characters
 * of text, trimmed; a refusal because the proof is locked (409) ends in approved; any other
 * failure keeps what was typed and says why; nothing runs on a timer. Checked after every step.
 */

const valueOf = (snapshot: ProofReviewSnapshot) => JSON.stringify(snapshot.value);

export function proofReviewRules({ before, event, after, scheduled }: WalkStep<ProofReviewMachine>): void {
  const value = valueOf(after);
  const { error, pending } = after.context;
  rule(scheduled.length === 0, 'nothing runs on a timer');
  if (value === '"approved"') rule(error === null && pending === null, 'approved: no error, nothing pending');
  if (value === '{"commenting":"sending"}' || value === '{"commenting":"failed"}') {
    rule(pending !== null, 'a comment being sent (or failed) is kept');
    rule(pending.text === pending.text.trim(), 'a comment is sent trimmed');
    rule(pending.text.length >= 1 && pending.text.length <= 2000, 'a comment is 1 to 2000 characters');
  }
  // The Approve button is offered while viewing and after a failed comment: it must work there.
  if (value === '"viewing"' || value === '{"commenting":"failed"}')
    rule(after.can({ type: 'proof.approve' }), 'approve is taken while viewing and after a failed comment');
  if (value.endsWith('"failed"}')) rule(typeof error === 'string' && error.length > 0, 'a failure says why');
  if (value === '"viewing"' || value === '{"approving":"confirming"}' || value === '{"approving":"sending"}')
    rule(error === null && pending === null, 'viewing or approving: no error, nothing pending');

  if (!before || !event) {
    rule(value === '"loading"', 'the review starts loading the proof');
    return;
  }
  const from = valueOf(before);
  if (event.type === 'proof.loaded')
    rule(
      value === ((event as { approved: boolean }).approved ? '"approved"' : '"viewing"'),
      'a proof opens approved (locked) if it was, else viewing',
    );
  // Once approved, locked: no step leaves approved.
  if (from === '"approved"') rule(value === '"approved"', 'an approved proof stays approved');
  // Approval is sent only after the confirm step.
  if (value === '{"approving":"sending"}')
    rule((event as ProofReviewEvent).type === 'proof.confirm', 'approval is sent only on confirm');
  // Approve asks first, from wherever the Approve button is offered (viewing, or after a failed comment).
  if (event.type === 'proof.approve')
    rule(
      ['"viewing"', '{"commenting":"failed"}'].includes(from) && value === '{"approving":"confirming"}',
      'approve asks for confirmation, offered while viewing or after a failed comment',
    );
  if (value === '"approved"' && from !== '"approved"')
    rule(
      ['"loading"', '{"approving":"sending"}', '{"commenting":"sending"}'].includes(from),
      'approved only as loaded or after a send',
    );
  const failure = (event as { error?: unknown }).error as { message?: string; locked?: boolean } | undefined;
  if (event.type.startsWith('xstate.error.actor.')) {
    if (failure?.locked) rule(value === '"approved"', 'a 409 (locked) means the proof is approved');
    else if (failure instanceof Error)
      rule(error === 'We could not reach the server. Please check your connection and try again.', 'offline words');
    else rule(error === failure?.message, "the server's words are shown");
  }
  if (event.type === 'xstate.done.actor.sendComment') {
    rule(value === '"viewing"', 'a sent comment returns to viewing');
    rule(after.context.sent === before.context.sent + 1, 'a sent comment is counted');
  }
}

/** What each state must ignore. */
export function refusedProofReviewEvents(snapshot: ProofReviewSnapshot): ProofReviewEvent[] {
  const comment = { type: 'proof.comment', target: 'front', text: 'Please make the name larger' } as const;
  const blank = { type: 'proof.comment', target: 'front', text: '   ' } as const;
  const tooLong = { type: 'proof.comment', target: 'front', text: 'x'.repeat(2001) } as const;
  const approve = { type: 'proof.approve' } as const;
  const confirm = { type: 'proof.confirm' } as const;
  const cancel = { type: 'proof.cancel' } as const;
  const loaded = { type: 'proof.loaded', approved: false } as const;
  switch (valueOf(snapshot)) {
    case '"loading"':
      return [comment, approve, confirm, cancel];
    case '"viewing"':
      return [blank, tooLong, confirm, cancel, loaded];
    case '{"commenting":"failed"}':
      // No cancel: the failed comment stays in its form until sent again or left for the approval.
      return [blank, tooLong, confirm, cancel];
    case '{"approving":"confirming"}':
      return [comment, approve];
    case '{"approving":"failed"}':
      return [comment, approve];
    default:
      // Sending (a comment or the approval), and approved: locked.
      return [comment, approve, confirm, cancel, loaded];
  }
}
