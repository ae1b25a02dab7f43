import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import type { ReportTable } from '#contract/staff-reports.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';
import type { ReportsSearch } from '#src/lib/queries/console/reports.ts';
import { button } from '#src/ui/button/button.css.ts';
import * as styles from './reports.css.ts';

export const downloadWords = {
  failed: 'The file could not be downloaded. Please try again.',
  saved: (fileName: string) => `Downloaded ${fileName}.`,
};

/**
 * A table's "Download CSV" (decision 0126): the server writes the file (GET /api/staff/reports/csv/…),
 * fetched with the console's session, since a plain link cannot send its bearer token, and handed to
 * the browser to save.
 */
export function DownloadCsv({
  auth,
  table,
  search,
  fileName,
  what,
  label = 'Download CSV',
}: {
  auth: AuthActorRef;
  table: ReportTable;
  search: ReportsSearch;
  /** The server's name for it (contract/staff-reports.ts reportFileName): a blob carries none. */
  fileName: string;
  /** The table's caption: the button's name says which table it saves. */
  what: string;
  label?: string;
}) {
  const { api } = useRouteContext({ from: '__root__' });
  const [said, setSaid] = useState('');
  const [working, setWorking] = useState(false);

  const download = async () => {
    setWorking(true);
    setSaid('');
    try {
      const text = await watchSession(
        auth,
        api.get(`/api/staff/reports/csv/${table}`, {
          query: { ...search },
          headers: { Accept: 'text/csv' },
          text: true,
        }),
      );
      const url = URL.createObjectURL(new Blob([String(text)], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setSaid(downloadWords.saved(link.download));
    } catch {
      setSaid(downloadWords.failed);
    } finally {
      setWorking(false);
    }
  };

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={button({ tone: 'secondary' })}
        aria-label={`${label}: ${what}`}
        disabled={working}
        onClick={() => void download()}
      >
        {label}
      </button>
      <p role="status" className={styles.downloadStatus}>
        {said}
      </p>
    </div>
  );
}
