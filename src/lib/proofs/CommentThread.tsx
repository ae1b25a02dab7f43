import type { ReactNode } from 'react';
import type { ProofComment } from '#contract/family-proofs.ts';

export interface CommentThreadClasses {
  list: string;
  item: string;
  meta: string;
  typed: string;
  answers: string;
}

export interface CommentThreadProps {
  comments: ProofComment[];
  /** The list's accessible name. */
  label: string;
  /** What stands where there is no comment. */
  empty: ReactNode;
  /** What follows an answerer's name: "answered" for staff, "of the funeral home answered" for the family. */
  answered: string;
  when: (iso: string) => string;
  classes: CommentThreadClasses;
  /** Under each comment, after its answers (the console's form to answer it). */
  after?: ((comment: ProofComment) => ReactNode) | undefined;
}

/**
 * The family's comments on a proof's page or the video, each with the funeral home's answers under
 * it (decision 0078): the family's review and the console's case page show the same thread.
 */
export function CommentThread({ comments, label, empty, answered, when, classes, after }: CommentThreadProps) {
  if (comments.length === 0) return empty;
  return (
    <ul className={classes.list} aria-label={label}>
      {comments.map((comment) => (
        <li key={comment.id} className={classes.item}>
          <p className={classes.meta}>
            <strong>{comment.authorName}</strong> · {when(comment.createdAt)}
          </p>
          <p className={classes.typed}>{comment.body}</p>
          {comment.answers.length > 0 && (
            <ul className={classes.answers} aria-label={`Answers to ${comment.authorName}`}>
              {comment.answers.map((answer) => (
                <li key={answer.id}>
                  <p className={classes.meta}>
                    <strong>{answer.authorName}</strong> {answered} · {when(answer.createdAt)}
                  </p>
                  <p className={classes.typed}>{answer.body}</p>
                </li>
              ))}
            </ul>
          )}
          {after?.(comment)}
        </li>
      ))}
    </ul>
  );
}
