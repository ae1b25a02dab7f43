import type { ProofComment } from '#contract/family-proofs.ts';
import { formatDateTime } from '#src/lib/format-date.ts';
import * as styles from './content.css.ts';

/** The comments on a page or the video, as text, each with the funeral home's answers under it (decision 0078). */
export function ProofComments({ comments, label }: { comments: ProofComment[]; label: string }) {
  if (comments.length === 0) return <p className={styles.note}>No comments yet.</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {comments.map((comment) => (
        <li key={comment.id} className={styles.card}>
          <p className={styles.meta}>
            <strong>{comment.authorName}</strong> · {formatDateTime(comment.createdAt)}
          </p>
          <p className={styles.typed}>{comment.body}</p>
          {comment.answers.length > 0 && (
            <ul className={styles.answers} aria-label={`Answers to ${comment.authorName}`}>
              {comment.answers.map((answer) => (
                <li key={answer.id}>
                  <p className={styles.meta}>
                    <strong>{answer.authorName}</strong> of the funeral home answered ·{' '}
                    {formatDateTime(answer.createdAt)}
                  </p>
                  <p className={styles.typed}>{answer.body}</p>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
