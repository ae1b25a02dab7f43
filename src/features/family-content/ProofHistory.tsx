import type { ReactNode } from 'react';
import { dateTimeText } from '#contract/time-text.ts';
import * as styles from './content.css.ts';

interface Version {
  version: number;
  sentAt: string | null;
  approvedAt: string | null;
}

/**
 * The older versions of a proof (decision 0078), newest first, each folded: readable as they were
 * sent, with their comments and answers, never commented on again.
 */
export function ProofHistory<V extends Version>({
  versions,
  what,
  children,
}: {
  versions: V[];
  what: string;
  children: (version: V) => ReactNode;
}) {
  if (versions.length === 0) return null;
  return (
    <section aria-labelledby="proof-history" className={styles.stack}>
      <h3 id="proof-history">Earlier versions</h3>
      {versions.map((version) => (
        <details key={version.version} className={styles.card}>
          <summary>
            Version {version.version} of the {what}
            {version.sentAt ? `, sent ${dateTimeText(version.sentAt)}` : ''}
            {version.approvedAt ? ` · approved ${dateTimeText(version.approvedAt)}` : ''}
          </summary>
          <div className={styles.stack}>{children(version)}</div>
        </details>
      ))}
    </section>
  );
}
