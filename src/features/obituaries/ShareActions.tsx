import { useState } from 'react';
import { button } from '#src/ui/button/button.css.ts';
import { visuallyHidden } from '#src/ui/layout/layout.css.ts';
import { shareLinks } from './share-links.ts';
import * as styles from './obituaries.css.ts';

type Copied = 'idle' | 'copied' | 'failed';

const copiedMessages: Record<Copied, string> = {
  idle: '',
  copied: 'Link copied',
  failed: 'The link could not be copied. Copy it from the address bar.',
};

/**
 * Share and print. Families send the link to everyone, so copying it is the first button; email
 * and social networks are plain links (no third-party script), and printing has its own layout.
 */
export function ShareActions({ canonicalUrl, fullName }: { canonicalUrl: string; fullName: string }) {
  const [copied, setCopied] = useState<Copied>('idle');
  const links = shareLinks(canonicalUrl, fullName);
  const copy = () => {
    // Without a secure context (plain http) there is no Clipboard API: say so rather than pretend.
    const clipboard = globalThis.navigator.clipboard as Clipboard | undefined;
    (clipboard ? clipboard.writeText(canonicalUrl) : Promise.reject(new Error('No clipboard'))).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };
  return (
    <section aria-labelledby="share-obituary" className={`${styles.share} ${styles.noPrint}`}>
      <h2 id="share-obituary" className={visuallyHidden}>
        Share this obituary
      </h2>
      <ul className={styles.shareList}>
        <li>
          <button type="button" className={button({ tone: 'secondary' })} onClick={copy}>
            Copy link
          </button>
        </li>
        <li>
          <a className={button({ tone: 'secondary' })} href={links.email}>
            Email
          </a>
        </li>
        <li>
          <a className={button({ tone: 'secondary' })} href={links.facebook}>
            Share on Facebook
          </a>
        </li>
        <li>
          <a className={button({ tone: 'secondary' })} href={links.x}>
            Share on X
          </a>
        </li>
        <li>
          <button type="button" className={button({ tone: 'secondary' })} onClick={() => globalThis.print()}>
            Print
          </button>
        </li>
      </ul>
      <p role="status" className={styles.copied}>
        {copiedMessages[copied]}
      </p>
    </section>
  );
}
