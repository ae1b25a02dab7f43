import type { ReactNode } from 'react';
import type { AuthRuntime } from '#src/lib/auth/auth-handle.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import * as styles from './account.css.ts';

/** A sign-in, invitation or password page: its title in the tab and as its one heading, then its body. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <PageHead title={title} />
      <h1 className={styles.heading}>{title}</h1>
      {children}
    </div>
  );
}

/** Ends the tab's session, for someone signed in with the wrong account for this page. */
export function SignOutButton({ auth }: { auth: AuthRuntime }) {
  return (
    <button type="button" className={button({ tone: 'secondary' })} onClick={() => void auth.signOut()}>
      Sign out
    </button>
  );
}

/** A mailed link (an invitation, a reset) that no longer works: why, as an alert, and where to go instead. */
export function ExpiredLinkPage({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  return (
    <AccountPage title={title}>
      <p role="alert" className={styles.alert}>
        {message}
      </p>
      <p className={styles.links}>{children}</p>
    </AccountPage>
  );
}
