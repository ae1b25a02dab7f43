import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { COMMENT_MAX } from '#contract/stationery-items.ts';
import { isSendable } from '#machines/proof-review/proof-review.machine.ts';
import {
  selectApprovalFailed,
  selectCanAct,
  selectCommentFailed,
  selectError,
  selectIsApproved,
  selectIsApproving,
  selectIsConfirming,
  selectIsSendingComment,
  selectPending,
} from '#machines/proof-review/proof-review.selectors.ts';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';
import type { ProofReviewRef } from './use-proof-review.ts';
import * as styles from './content.css.ts';

/** A comment form for one page of a proof (or the video): plain text, sent through the review machine. */
export function CommentForm({ review, target, label }: { review: ProofReviewRef; target: string; label: string }) {
  const canAct = useSelector(review, selectCanAct);
  const sending = useSelector(
    review,
    (snapshot) => selectIsSendingComment(snapshot) && selectPending(snapshot)?.target === target,
  );
  const failed = useSelector(
    review,
    (snapshot) => selectCommentFailed(snapshot) && selectPending(snapshot)?.target === target,
  );
  const error = useSelector(review, selectError);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [sent, setSent] = useState(false);
  const wasSending = useRef(false);
  // A send of this form that ended without failing: clear the box and say so.
  useEffect(() => {
    if (wasSending.current && !sending && !failed) {
      setText('');
      setTried(false);
      setSent(true);
    }
    wasSending.current = sending;
  }, [sending, failed]);
  const id = `comment-${target}`;
  const problem =
    tried && !isSendable(text)
      ? text.trim() === ''
        ? 'This field is required'
        : `Cannot exceed ${COMMENT_MAX} characters`
      : failed
        ? (error ?? undefined)
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setSent(false);
    if (isSendable(text)) review.send({ type: 'proof.comment', target, text });
  };
  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <Field id={id} label={label} error={problem}>
        {(attributes) => (
          <textarea
            {...attributes}
            className={control}
            rows={3}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <div className={styles.row}>
        <button type="submit" className={button({ tone: 'secondary' })} disabled={!canAct}>
          {sending ? 'Sending…' : 'Send comment'}
        </button>
        <span role="status">{sent ? 'Comment sent.' : ''}</span>
      </div>
    </form>
  );
}

/** Approve, then confirm (approval locks the proof), or the proof's approved state. */
export function ApprovePanel({ review, what }: { review: ProofReviewRef; what: string }) {
  const approved = useSelector(review, selectIsApproved);
  const confirming = useSelector(review, selectIsConfirming);
  const sending = useSelector(review, selectIsApproving);
  const failed = useSelector(review, selectApprovalFailed);
  const canAct = useSelector(review, selectCanAct);
  const error = useSelector(review, selectError);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const approveButton = useRef<HTMLButtonElement>(null);
  const asked = confirming || sending || failed;
  // Keyboard users land on the question the moment it appears.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  if (approved)
    return (
      <p role="status" className={styles.note}>
        <strong>{what} is approved.</strong> It is locked: no more comments or changes.
      </p>
    );
  return (
    <section aria-labelledby="approve-heading" className={styles.card}>
      <h3 id="approve-heading">Approve {what.toLowerCase()}</h3>
      {!asked ? (
        <div className={styles.row}>
          <button
            ref={approveButton}
            type="button"
            className={button({ tone: 'primary' })}
            disabled={!canAct}
            onClick={() => review.send({ type: 'proof.approve' })}
          >
            Approve {what.toLowerCase()}
          </button>
        </div>
      ) : (
        <div className={styles.stack} role="group" aria-labelledby="approve-question">
          <p id="approve-question" className={styles.note}>
            Approving locks {what.toLowerCase()}: the funeral home prints it as it is, and no more comments can be
            added. Approve it?
          </p>
          {failed && <p className={styles.error}>{error}</p>}
          <div className={styles.row}>
            <button
              ref={confirmButton}
              type="button"
              className={button({ tone: 'primary' })}
              disabled={sending}
              onClick={() => review.send({ type: 'proof.confirm' })}
            >
              {sending ? 'Approving…' : 'Yes, approve'}
            </button>
            <button
              type="button"
              className={button({ tone: 'secondary' })}
              disabled={sending}
              onClick={() => review.send({ type: 'proof.cancel' })}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
