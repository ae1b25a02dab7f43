import type { ReactNode } from 'react';
import * as styles from './reports.css.ts';

/** One report of the Reports page: its heading, a sentence of its totals, then its figures. */
export function ReportPanel({
  id,
  title,
  summary,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  summary: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      <p className={styles.meta}>{summary}</p>
      {children}
    </section>
  );
}
