import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { exportLink } from '#contract/company-export-link.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';
import { button } from '#src/ui/button/button.css.ts';
import * as styles from './console-shell.css.ts';

export const exportWords = {
  started: 'Your download has started: the browser saves the archive as it arrives.',
  failed: 'The export could not be started. Please try again.',
};

/**
 * The console home's "Your data" for the owner (decision 0086): everything the company keeps, as JSON
 * with its files, so it is never locked in. The archive can be gigabytes, so it is not fetched here as
 * a blob: the owner's call answers a two-minute signed link, and the browser downloads that itself,
 * saving the archive as it arrives (the server sends it as an attachment, so the page stays).
 */
export function CompanyExport({ auth, go }: { auth: AuthActorRef; go?: (url: string) => void }) {
  const { api } = useRouteContext({ from: '__root__' });
  const [working, setWorking] = useState(false);
  const [said, setSaid] = useState('');

  const download = async () => {
    setWorking(true);
    setSaid('');
    try {
      const link = await watchSession(auth, api.post('/api/staff/company/export-link', { schema: exportLink }));
      (go ?? ((url) => window.location.assign(url)))(link.url);
      setSaid(exportWords.started);
    } catch (error) {
      setSaid((isApiFatalError(error) && error.issues?.[0]?.message) || exportWords.failed);
    } finally {
      setWorking(false);
    }
  };

  return (
    <section aria-labelledby="console-export" className={styles.screenCard}>
      <h2 id="console-export" className={styles.screenTitle}>
        Your data
      </h2>
      <p>
        Download all of the company's data: cases, families, statements, payments, obituaries, memories, orders, the
        price list and the website, as JSON files with every photo, video and document, in one archive (a .tar.gz file
        that any computer opens). Lantern's documentation describes its layout.
      </p>
      <p role="status">{said}</p>
      <button
        type="button"
        className={button({ tone: 'secondary' })}
        disabled={working}
        onClick={() => void download()}
      >
        Export all data
      </button>
    </section>
  );
}
