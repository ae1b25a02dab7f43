import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectRole } from '#machines/auth/auth.selectors.ts';
import type { AuthRuntime } from '#src/lib/auth/auth-handle.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { SignInForm } from '#src/lib/account/SignInForm.tsx';
import * as styles from '#src/lib/account/account.css.ts';

export interface FamilySignInProps {
  auth: AuthRuntime;
  /** Called once a family account is signed in (the route goes where the visitor was going). */
  onSignedIn: () => void;
}

/** /family-portal/login: the sign-in form (SignInForm.tsx), or for a staff session a way out of it. */
export function FamilySignIn({ auth, onSignedIn }: FamilySignInProps) {
  const role = useSelector(auth.actor, selectRole);

  return (
    <div className={styles.page}>
      <PageHead title="Sign in to the family portal" />
      <h1 className={styles.heading}>Sign in to the family portal</h1>
      {role === 'staff' ? (
        <>
          <p>You are signed in with a staff account. Sign out to sign in as a family.</p>
          <p>
            <button type="button" className={button({ tone: 'secondary' })} onClick={() => void auth.signOut()}>
              Sign out
            </button>
          </p>
        </>
      ) : (
        <>
          <p>Use the email address and password the funeral home gave you to see your arrangements.</p>
          <SignInForm auth={auth} onSignedIn={(user) => (user.role === 'family' ? onSignedIn() : undefined)} />
          <p className={styles.links}>
            <Link to="/family-portal/password-reset">Forgot your password?</Link>
          </p>
        </>
      )}
    </div>
  );
}
