import type { ProofReviewSnapshot } from './proof-review.machine.ts';

/* What the proof pages show, read from the machine's snapshot. */

export const selectIsApproved = (snapshot: ProofReviewSnapshot) => snapshot.matches('approved');
export const selectIsConfirming = (snapshot: ProofReviewSnapshot) => snapshot.matches({ approving: 'confirming' });
export const selectIsApproving = (snapshot: ProofReviewSnapshot) => snapshot.matches({ approving: 'sending' });
export const selectApprovalFailed = (snapshot: ProofReviewSnapshot) => snapshot.matches({ approving: 'failed' });
export const selectIsSendingComment = (snapshot: ProofReviewSnapshot) => snapshot.matches({ commenting: 'sending' });
export const selectCommentFailed = (snapshot: ProofReviewSnapshot) => snapshot.matches({ commenting: 'failed' });
export const selectError = (snapshot: ProofReviewSnapshot) => snapshot.context.error;
export const selectPending = (snapshot: ProofReviewSnapshot) => snapshot.context.pending;
export const selectSent = (snapshot: ProofReviewSnapshot) => snapshot.context.sent;
/** Comments and approval are offered only while the family is looking (not mid-send, not locked). */
export const selectCanAct = (snapshot: ProofReviewSnapshot) =>
  snapshot.matches('viewing') || snapshot.matches({ commenting: 'failed' });
