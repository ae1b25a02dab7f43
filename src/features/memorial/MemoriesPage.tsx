import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { memoryRefusals } from '#contract/memorial.ts';
import { obituaryPath } from '#contract/obituary-path.ts';
import { MEMORIES_PAGE_SIZE, obituaryMemoriesQuery } from '#src/lib/queries/site/memorial.ts';
import { obituaryQuery } from '#src/lib/queries/site/obituaries.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { MemoryForm } from './MemoryForm.tsx';
import { MemoryList } from './MemoryList.tsx';
import * as styles from './memorial.css.ts';

/** /obituaries/{id}/{name}/memories: the memorial wall, newest first, and the form to write on it. */
export function MemoriesPage({ id, page }: { id: number; page: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: obituary } = useSuspenseQuery(obituaryQuery(api, id));
  const { data: memories } = useSuspenseQuery(obituaryMemoriesQuery(api, id, page));
  const { wall } = memories;
  const pages = Math.max(1, Math.ceil(memories.total / MEMORIES_PAGE_SIZE));
  const here = `${obituaryPath(obituary)}/memories`;

  return (
    <section aria-labelledby="memories-heading">
      <PageHead
        title={`Memories of ${obituary.fullName}`}
        description={`Memories shared by family and friends of ${obituary.fullName}.`}
      />
      <h2 id="memories-heading">Memories</h2>
      {!wall.shown ? (
        <p className={styles.emptyState}>The family has chosen not to show memories here.</p>
      ) : (
        <>
          {memories.items.length === 0 ? (
            <p className={styles.emptyState}>No memories have been shared yet. Be the first to share one.</p>
          ) : (
            <MemoryList memories={memories.items} />
          )}
          {pages > 1 && (
            <nav className={styles.paging} aria-label="Memory pages">
              {page > 1 && (
                <Link to={here} search={{ page: page - 1 }}>
                  Newer memories
                </Link>
              )}
              {page < pages && (
                <Link to={here} search={{ page: page + 1 }}>
                  Older memories
                </Link>
              )}
            </nav>
          )}
          {wall.posting === 'members' ? (
            <p className={styles.emptyState}>{memoryRefusals.membersOnly}</p>
          ) : (
            <MemoryForm obituaryId={id} fullName={obituary.fullName} />
          )}
        </>
      )}
    </section>
  );
}
