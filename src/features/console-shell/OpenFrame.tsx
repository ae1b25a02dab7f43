import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useSite } from '#src/lib/site/use-site.ts';
import * as styles from './console-shell.css.ts';

/**
 * The frame of the console's open pages (sign-in, password reset, an invitation): the company's name
 * and "staff console" above the page, a link back to the public site, and nothing of the console
 * itself until someone is signed in.
 */
export function OpenFrame({ children }: { children: ReactNode }) {
  const { company } = useSite();
  return (
    <div className={styles.shell}>
      <meta name="robots" content="noindex" />
      <header className={styles.openHeader}>
        <p className={styles.brand}>
          {company.name} <span className={styles.brandSub}>staff console</span>
        </p>
        <Link to="/">The website</Link>
      </header>
      <main id="console-main" tabIndex={-1} className={styles.openMain}>
        {children}
      </main>
    </div>
  );
}
