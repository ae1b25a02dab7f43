import type { PublicMemory } from '#contract/memorial.ts';
import { srcSet } from '#contract/src-set.ts';
import { dateText } from '#contract/date-text.ts';
import * as styles from './memorial.css.ts';
import { useVisitorClock } from '#src/lib/visitor-clock.ts';

/** Approved memories, each as its writer typed it: React text, never HTML. */
export function MemoryList({ memories }: { memories: PublicMemory[] }) {
  const clock = useVisitorClock();
  return (
    <ul className={styles.memoryList}>
      {memories.map((memory) => (
        <li key={memory.id}>
          <article className={styles.memory} aria-labelledby={`memory-${memory.id}-author`}>
            <h3 id={`memory-${memory.id}-author`} className={styles.memoryAuthor}>
              {memory.authorName}
            </h3>
            <p className={styles.memoryDate}>
              <time dateTime={memory.createdAt}>{dateText(memory.createdAt, clock)}</time>
            </p>
            <p className={styles.memoryBody}>{memory.body}</p>
            {memory.photo && (
              <img
                className={styles.memoryPhoto}
                src={memory.photo.url}
                srcSet={srcSet(memory.photo)}
                sizes="20rem"
                width={memory.photo.width}
                height={memory.photo.height}
                alt={memory.photo.alt}
                loading="lazy"
                decoding="async"
              />
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
