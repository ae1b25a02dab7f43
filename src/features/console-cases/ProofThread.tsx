import { useId, useState } from 'react';
import { useConsoleTime } from '#src/lib/console/company-clock.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { COMMENT_MAX, type ProofComment } from '#contract/family-proofs.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { CommentThread } from '#src/lib/proofs/CommentThread.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { answerComment } from './proof-calls.ts';
import { proofsQuery } from '#src/lib/queries/console/proofs.ts';

import * as styles from './cases.css.ts';

const classes = {
  list: styles.people,
  item: styles.person,
  meta: styles.meta,
  typed: styles.typed,
  answers: styles.answers,
};

/**
 * The family's comments on one page or the video, each with staff's answers under it and, on the
 * version the family reviews now, a form to answer it (decision 0078): the answer is shown to the
 * family under the comment.
 */
export function ProofThread({
  auth,
  caseId,
  comments,
  label,
  answerable,
}: {
  auth: AuthActorRef;
  caseId: number;
  comments: ProofComment[];
  label: string;
  answerable: boolean;
}) {
  const timeText = useConsoleTime();
  return (
    <CommentThread
      comments={comments}
      label={label}
      empty={<p className={styles.meta}>No comments.</p>}
      answered="answered"
      when={(iso) => timeText(iso)}
      classes={classes}
      after={answerable ? (comment) => <AnswerForm auth={auth} caseId={caseId} comment={comment} /> : undefined}
    />
  );
}

function AnswerForm({ auth, caseId, comment }: { auth: AuthActorRef; caseId: number; comment: ProofComment }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState('');
  const submit = async () => {
    setBusy(true);
    setFailed('');
    const outcome = await answerComment(api, auth, caseId, comment.id, text.trim());
    setBusy(false);
    if (outcome.kind === 'refused') return setFailed(outcome.issues[0]?.message ?? 'The answer was not saved.');
    queryClient.setQueryData(proofsQuery(api, auth, caseId).queryKey, outcome.value);
    setText('');
  };
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) void submit();
      }}
    >
      <label htmlFor={id}>Answer {comment.authorName}</label>
      <textarea id={id} rows={2} maxLength={COMMENT_MAX} value={text} onChange={(e) => setText(e.target.value)} />
      {failed && (
        <p role="alert" className={styles.alert}>
          {failed}
        </p>
      )}
      <div>
        <button type="submit" className={button({ tone: 'secondary' })} disabled={busy || !text.trim()}>
          Send the answer
        </button>
      </div>
    </form>
  );
}
