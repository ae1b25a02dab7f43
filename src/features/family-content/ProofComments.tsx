import type { ProofComment } from '#contract/family-proofs.ts';
import { dateTimeText } from '#contract/time-text.ts';
import { CommentThread } from '#src/lib/proofs/CommentThread.tsx';
import * as styles from './content.css.ts';

const classes = {
  list: styles.list,
  item: styles.card,
  meta: styles.meta,
  typed: styles.typed,
  answers: styles.answers,
};

/** The comments on a page or the video, as text, each with the funeral home's answers under it (decision 0078). */
export function ProofComments({ comments, label }: { comments: ProofComment[]; label: string }) {
  return (
    <CommentThread
      comments={comments}
      label={label}
      empty={<p className={styles.note}>No comments yet.</p>}
      answered="of the funeral home answered"
      when={(iso) => dateTimeText(iso)}
      classes={classes}
    />
  );
}
