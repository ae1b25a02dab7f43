import { Link } from '@tanstack/react-router';
import type { ObituaryHeader } from '#contract/obituaries.ts';
import { obituaryPath } from '#contract/obituary-path.ts';
import { ResponsiveImg } from '#src/lib/ResponsiveImg.tsx';
import { useVisitorClock } from '#src/lib/visitor-clock.ts';
import { lifeDates } from './life-dates.ts';
import * as styles from './obituary-card.css.ts';

/**
 * One obituary in a list (the search results, the recent-obituaries module): photo when there is
 * one, the name as a link to the obituary, the dates and, where it helps, the chapel.
 */
export function ObituaryCard({
  obituary,
  heading: Heading,
  showLocation,
}: {
  obituary: ObituaryHeader;
  heading: 'h2' | 'h3';
  showLocation: boolean;
}) {
  const clock = useVisitorClock();
  return (
    <article className={styles.card}>
      {obituary.photo && (
        <ResponsiveImg
          className={styles.portrait}
          image={obituary.photo}
          sizes="(min-width: 640px) 16rem, 100vw"
          // The name follows as the heading: the portrait adds nothing a screen reader needs twice.
          alt=""
          loading="lazy"
        />
      )}
      <Heading className={styles.name}>
        <Link to={obituaryPath(obituary)}>{obituary.fullName}</Link>
      </Heading>
      <p className={styles.detail}>{lifeDates(obituary, clock.locale)}</p>
      {showLocation && <p className={styles.detail}>{obituary.locationName}</p>}
    </article>
  );
}
