import { useId, useState } from 'react';
import { useConsoleTime } from '#src/lib/console/company-clock.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useForm, useStore } from '@tanstack/react-form';
import { COMMENT_MAX, type ProofComment } from '#contract/family-proofs.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { CommentThread } from '#src/lib/proofs/CommentThread.tsx';
import { BoundField } from '#src/ui/bound-field/BoundField.tsx';
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
  const [failed, setFailed] = useState('');
  const form = useForm({
    defaultValues: { answer: '' },
    onSubmit: async ({ value, formApi }) => {
      setFailed('');
      const outcome = await answerComment(api, auth, caseId, comment.id, value.answer.trim());
      if (outcome.kind === 'refused') return setFailed(outcome.issues[0]?.message ?? 'The answer was not saved.');
      queryClient.setQueryData(proofsQuery(api, auth, caseId).queryKey, outcome.value);
      formApi.reset();
    },
  });
  // An empty answer is not sent: the button waits for words rather than refusing them.
  const blank = useStore(form.store, (state) => !state.values.answer.trim());
  const busy = useStore(form.store, (state) => state.isSubmitting);
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank) void form.handleSubmit();
      }}
    >
      <form.Field name="answer">
        {(field) => (
          <BoundField field={field} id={id} label={`Answer ${comment.authorName}`} rows={2} maxLength={COMMENT_MAX} />
        )}
      </form.Field>
      {failed && (
        <p role="alert" className={styles.alert}>
          {failed}
        </p>
      )}
      <div>
        <button type="submit" className={button({ tone: 'secondary' })} disabled={busy || blank}>
          Send the answer
        </button>
      </div>
    </form>
  );
}
