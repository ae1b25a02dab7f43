import { useRef, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import type { StaffMemory, StaffMemoryDecision } from '#contract/staff-memories.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { memoriesKey } from '#src/lib/console/memory-counts.ts';
import { formatDateTime } from '#src/lib/format-date.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { MEMORIES_PAGE_SIZE, decideMemory, memoriesQuery, type MemoriesSearch } from './memory-calls.ts';
import * as styles from './memories.css.ts';

export interface MemoriesPageProps {
  auth: AuthActorRef;
  search: MemoriesSearch;
}

const tabs = [
  { status: undefined, label: 'Waiting' },
  { status: 'approved', label: 'Approved' },
  { status: 'rejected', label: 'Rejected' },
] as const;

const done: Record<StaffMemoryDecision, string> = { approve: 'Approved', reject: 'Rejected' };

/**
 * /staff/memories (decision 0066): what visitors wrote on every obituary of the company, the waiting
 * ones first in the tabs, newest first; each can be approved (shown on the obituary's memories page)
 * or rejected, by the family's own rule; a decided one can be decided again. What was done is said in
 * the status line, which takes the focus, as the card it was made on leaves the list.
 */
export function MemoriesPage({ auth, search }: MemoriesPageProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(memoriesQuery(api, auth, search));
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  const page = search.page ?? 1;
  const pages = Math.max(1, Math.ceil(data.total / MEMORIES_PAGE_SIZE));

  const decide = async (memory: StaffMemory, decision: StaffMemoryDecision) => {
    setBusy(true);
    const outcome = await decideMemory(api, auth, memory.id, decision);
    setBusy(false);
    setSaid(
      outcome.kind === 'done'
        ? `${done[decision]} the memory from ${memory.authorName} on ${memory.obituary.fullName || 'an unnamed obituary'}.`
        : outcome.issues.map((issue) => issue.message).join(' '),
    );
    status.current?.focus();
    // The list and the navigation's count: both under the memories' key.
    await queryClient.invalidateQueries({ queryKey: memoriesKey });
  };

  return (
    <div className={styles.page}>
      <PageHead title="Memories" />
      <h1>Memories</h1>
      <p className={styles.lead}>
        {data.pendingTotal === 0
          ? 'No memory is waiting for approval.'
          : `${data.pendingTotal} ${data.pendingTotal === 1 ? 'memory is' : 'memories are'} waiting for approval.`}
      </p>
      <nav aria-label="Memories by status">
        <ul className={styles.tabs}>
          {tabs.map((tab) => (
            <li key={tab.label}>
              <Link
                {...consolePage('memories')}
                search={tab.status ? { status: tab.status } : {}}
                className={styles.tab}
                // The router marks only the exact address current; a later page of the same tab is it too.
                activeOptions={{ exact: true }}
                aria-current={search.status === tab.status ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p ref={status} role="status" tabIndex={-1} className={styles.status}>
        {said}
      </p>
      {data.items.length === 0 ? (
        <p>{search.status ? `No ${search.status} memories.` : 'Nothing waits: every memory has been decided.'}</p>
      ) : (
        <ul className={styles.list} aria-label="Memories">
          {data.items.map((memory) => (
            <li key={memory.id} className={styles.card}>
              <h2 className={styles.cardTitle}>
                {memory.authorName} on{' '}
                <Link {...consolePage(`obituaries/${memory.obituary.id}`)}>
                  {memory.obituary.fullName || 'an unnamed obituary'}
                </Link>
              </h2>
              <p className={styles.meta}>
                {formatDateTime(memory.createdAt)} · {memory.authorEmail}
                {memory.obituary.publicPath && (
                  <>
                    {' · '}
                    <a href={memory.obituary.publicPath}>Public page</a>
                  </>
                )}
              </p>
              <p className={styles.body}>{memory.body}</p>
              {memory.photoUrl && (
                <img className={styles.photo} src={memory.photoUrl} alt={`The photo ${memory.authorName} added`} />
              )}
              <div className={styles.actions}>
                {memory.status !== 'approved' && (
                  <button
                    type="button"
                    className={button({ tone: 'primary' })}
                    disabled={busy}
                    aria-label={`Approve the memory from ${memory.authorName}`}
                    onClick={() => void decide(memory, 'approve')}
                  >
                    Approve
                  </button>
                )}
                {memory.status !== 'rejected' && (
                  <button
                    type="button"
                    className={button({ tone: 'secondary' })}
                    disabled={busy}
                    aria-label={`Reject the memory from ${memory.authorName}`}
                    onClick={() => void decide(memory, 'reject')}
                  >
                    Reject
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages of memories" className={styles.paging}>
          {page > 1 && (
            <Link
              {...consolePage('memories')}
              search={{ ...search, page: page > 2 ? page - 1 : undefined }}
              className={button({ tone: 'secondary' })}
            >
              Previous page
            </Link>
          )}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && (
            <Link
              {...consolePage('memories')}
              search={{ ...search, page: page + 1 }}
              className={button({ tone: 'secondary' })}
            >
              Next page
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
