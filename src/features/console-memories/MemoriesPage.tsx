import { useRef, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import type { StaffMemory, StaffMemoryDecision } from '#contract/staff-memories.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import {
  memoriesKey,
  MEMORIES_PAGE_SIZE,
  memoriesQuery,
  type MemoriesSearch,
} from '#src/lib/queries/console/memories.ts';
import { dateTimeText } from '#contract/time-text.ts';
import { useCompanyTimeZone } from '#src/lib/console/company-clock.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { counted } from '#src/ui/list-page/counted.ts';
import { ItemList } from '#src/ui/list-page/ItemList.tsx';
import { LinkTabs } from '#src/ui/list-page/LinkTabs.tsx';
import { ListCard } from '#src/ui/list-page/ListCard.tsx';
import { ListPage } from '#src/ui/list-page/ListPage.tsx';
import { LinkPager } from '#src/ui/pager/LinkPager.tsx';
import { pagesOf } from '#src/ui/pager/pages-of.ts';
import { decideMemory } from './memory-calls.ts';
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
  const timeZone = useCompanyTimeZone();
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(memoriesQuery(api, auth, search));
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);

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
    <ListPage title="Memories" head={<PageHead title="Memories" />}>
      <p className={styles.lead}>
        {data.pendingTotal === 0
          ? 'No memory is waiting for approval.'
          : `${counted(data.pendingTotal, 'memory is', 'memories are')} waiting for approval.`}
      </p>
      <LinkTabs
        label="Memories by status"
        tabs={tabs.map((tab) => ({
          label: tab.label,
          link: { ...consolePage('memories'), search: tab.status ? { status: tab.status } : {} },
          current: search.status === tab.status,
        }))}
      />
      <p ref={status} role="status" tabIndex={-1} className={styles.status}>
        {said}
      </p>
      <ItemList
        items={data.items}
        label="Memories"
        empty={search.status ? `No ${search.status} memories.` : 'Nothing waits: every memory has been decided.'}
      >
        {(memory) => (
          <ListCard
            key={memory.id}
            className={styles.card}
            titleClassName={styles.cardTitle}
            title={
              <>
                {memory.authorName} on{' '}
                <Link {...consolePage(`obituaries/${memory.obituary.id}`)}>
                  {memory.obituary.fullName || 'an unnamed obituary'}
                </Link>
              </>
            }
          >
            <p className={styles.meta}>
              {dateTimeText(memory.createdAt, timeZone)} · {memory.authorEmail}
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
          </ListCard>
        )}
      </ItemList>
      <LinkPager
        label="Pages of memories"
        page={search.page ?? 1}
        pages={pagesOf(data.total, MEMORIES_PAGE_SIZE)}
        linkTo={(page) => ({ ...consolePage('memories'), search: { ...search, page } })}
      />
    </ListPage>
  );
}
