import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import type { CommentStatus, WallComment } from '#contract/family-memorial-wall.ts';
import { dateTimeText } from '#contract/time-text.ts';
import { button } from '#src/ui/button/button.css.ts';
import { ButtonPager } from '#src/ui/pager/ButtonPager.tsx';
import { visuallyHidden } from '#src/ui/layout/layout.css.ts';
import { refreshCase, wallCommentsQuery, WALL_PAGE_SIZE } from '#src/lib/queries/family/content.ts';
import { callFailureWords } from './failure-words.ts';
import { TaskHeading } from './TaskHeading.tsx';
import * as styles from './content.css.ts';

/** Every status (the contract's `commentStatuses`, in their order), in the family's words. */
const statusLabels: Record<CommentStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
};
// The keys, not the contract's list: that module's schemas would bring zod to the page.
const statuses = Object.keys(statusLabels) as CommentStatus[];

/**
 * task/review-wall-comments: the memories visitors wrote, by status (a filter of three), each
 * approved or rejected with one button; the public memories page shows approved ones only.
 * A memory's text is shown as text, never as HTML.
 */
export function WallCommentsPage({ caseId }: { caseId: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<CommentStatus>('pending');
  const [page, setPage] = useState(1);
  const [said, setSaid] = useState<{ words: string; failed: boolean } | null>(null);
  const { data, isPending } = useQuery(wallCommentsQuery(api, caseId, status, page));
  const pages = data ? Math.max(1, Math.ceil(data.total / WALL_PAGE_SIZE)) : 1;

  const decide = async (comment: WallComment, decision: 'approve' | 'reject') => {
    setSaid(null);
    try {
      await api.post(`/api/family/cases/${caseId}/memorial-wall/comments/${comment.id}`, { body: { decision } });
      setSaid({
        words: `The memory from ${comment.authorName} is ${decision === 'approve' ? 'approved' : 'rejected'}.`,
        failed: false,
      });
      await refreshCase(queryClient, caseId);
    } catch (error) {
      setSaid({ words: callFailureWords(error), failed: true });
    }
  };

  return (
    <div className={styles.stack}>
      <TaskHeading kind="review-wall-comments" />
      <p className={styles.note}>
        Memories visitors write on the memorial wall wait here for your approval. Only approved memories are shown on
        the public page.
      </p>
      <fieldset className={styles.row}>
        <legend>Show memories</legend>
        {statuses.map((each) => (
          <label key={each}>
            <input
              type="radio"
              name="wall-status"
              value={each}
              checked={status === each}
              onChange={() => {
                setStatus(each);
                setPage(1);
              }}
            />{' '}
            {statusLabels[each]}
          </label>
        ))}
      </fieldset>
      <p role="status" className={said?.failed ? styles.error : styles.note}>
        {said?.words ?? ''}
      </p>
      {data && (
        <section aria-labelledby="wall-list" className={styles.stack}>
          <h3 id="wall-list">
            {statusLabels[status]} ({data.total})
          </h3>
          {data.items.length === 0 ? (
            <p className={styles.note}>{status === 'pending' ? 'No memory is waiting.' : 'None.'}</p>
          ) : (
            <ul className={styles.list}>
              {data.items.map((comment) => (
                <li key={comment.id}>
                  <article className={styles.card} aria-labelledby={`memory-${comment.id}`}>
                    <h4 id={`memory-${comment.id}`}>Memory from {comment.authorName}</h4>
                    <p className={styles.meta}>
                      {comment.authorEmail} · written {dateTimeText(comment.createdAt)}
                    </p>
                    <p className={styles.typed}>{comment.body}</p>
                    {comment.photoUrl && (
                      <img
                        className={styles.memoryPhoto}
                        src={comment.photoUrl}
                        alt={`Shared by ${comment.authorName}`}
                      />
                    )}
                    <div className={styles.row}>
                      {comment.status !== 'approved' && (
                        <button
                          type="button"
                          className={button({ tone: 'primary' })}
                          onClick={() => void decide(comment, 'approve')}
                        >
                          Approve<span className={visuallyHidden}> the memory from {comment.authorName}</span>
                        </button>
                      )}
                      {comment.status !== 'rejected' && (
                        <button
                          type="button"
                          className={button({ tone: 'secondary' })}
                          onClick={() => void decide(comment, 'reject')}
                        >
                          Reject<span className={visuallyHidden}> the memory from {comment.authorName}</span>
                        </button>
                      )}
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
          <ButtonPager label="Pages of memories" page={page} pages={pages} onPage={setPage} />
        </section>
      )}
      {isPending && <p className={styles.note}>Loading memories…</p>}
    </div>
  );
}
