import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { useAuthSelector } from '#src/lib/auth/use-auth-selector.ts';
import { selectHasRole } from '#machines/auth/auth.selectors.ts';
import type { AuthRuntime } from '#src/lib/auth/auth-handle.ts';
import { useSite } from '#src/lib/site/use-site.ts';
import { linkButton } from '#src/lib/account/account.css.ts';
import * as styles from './family-auth.css.ts';

const selectFamily = selectHasRole('family');

/**
 * The family portal's frame: the company's name, and "Sign out" while a family is signed in. When
 * the session ends (signed out here, or found over on a focus refresh or a 401), the routes run
 * again, so the guard sends the visitor to the login page.
 */
export function PortalFrame({ auth, children }: { auth: AuthRuntime; children: ReactNode }) {
  const router = useRouter();
  const { company } = useSite();
  const signedIn = useAuthSelector(auth.actor, selectFamily);
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) void router.invalidate();
    wasSignedIn.current = signedIn;
  }, [signedIn, router]);

  return (
    <>
      <div className={styles.bar}>
        <div className={styles.barInner}>
          <p className={styles.barTitle}>
            <Link to="/family-portal">{company.name} family portal</Link>
          </p>
          {signedIn && (
            <div className={styles.barActions}>
              <button type="button" className={linkButton} onClick={() => void auth.signOut()}>
                Sign out
              </button>
            </div>
          )}
        </div>
      </div>
      {children}
    </>
  );
}
