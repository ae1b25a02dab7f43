import type { PublicationState } from '#contract/obituary-publication.ts';
import type { StaffObituary } from '#contract/staff-obituaries.ts';
import { stateNames } from '#src/lib/console/obituary-life.ts';
import { dateTimeText } from '#contract/time-text.ts';
import { useCompanyTimeZone } from '#src/lib/console/company-clock.ts';
import * as styles from './obituaries.css.ts';

/** What each state means for the public site, and what comes next (decision 0063's life). */
export const stateMeanings: Readonly<Record<PublicationState, string>> = {
  draft: 'Not on the website. Once the text is approved, mark it ready.',
  'awaiting-family': 'Not on the website. The family is asked to approve the text in the portal.',
  ready: 'Not on the website yet. Publish puts it there.',
  published: 'On the website for everyone to read.',
  unpublished: 'Taken off the website. Publish puts it back.',
};

/**
 * The obituary's status at the top of its page: where it stands, what that means, and
 * once published the public page it is at (the server's `publicPath`, contract/obituary-path.ts).
 */
export function PublicationStatus({ view }: { view: Pick<StaffObituary, 'state' | 'publicPath' | 'publishedAt'> }) {
  const timeZone = useCompanyTimeZone();
  const published = view.state === 'published' && view.publicPath !== null;
  return (
    <section aria-labelledby="obituary-status" className={styles.panel}>
      <h2 id="obituary-status" className={styles.panelTitle}>
        Status: <strong>{stateNames[view.state]}</strong>
      </h2>
      <p className={styles.meta}>
        {stateMeanings[view.state]}
        {published && view.publishedAt ? ` Published ${dateTimeText(view.publishedAt, timeZone)}.` : ''}
      </p>
      {published && (
        <p className={styles.meta}>
          <a href={view.publicPath!}>View the public page</a> <span>({view.publicPath})</span>
        </p>
      )}
    </section>
  );
}
