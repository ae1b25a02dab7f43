import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectRole } from '#machines/auth/auth.selectors.ts';
import { AccountPage, SignOutButton } from '#src/lib/account/AccountPage.tsx';
import { SignInForm } from '#src/lib/account/SignInForm.tsx';
import * as styles from '#src/lib/account/account.css.ts';
import type { AuthRuntime } from '#src/lib/auth/auth-handle.ts';
import { useSite } from '#src/lib/site/use-site.ts';
import { button } from '#src/ui/button/button.css.ts';

export interface StaffSignInProps {
  auth: AuthRuntime;
  /** Called once a staff account is signed in (the route goes where the person was going). */
  onSignedIn: () => void;
}

/**
 * /staff/sign-in (decision 0062): the sign-in form every area shares (lib/account/SignInForm.tsx),
 * through the tab's one auth actor and POST /api/auth/login. A family account that signs in here, or
 * is signed in already, is told this is the staff console and where its portal is.
 */
export function StaffSignIn({ auth, onSignedIn }: StaffSignInProps) {
  const { company } = useSite();
  const role = useSelector(auth.actor, selectRole);

  if (role === 'family')
    return (
      <AccountPage title="This is the staff console">
        <p role="status" className={styles.notice}>
          This is where the staff of {company.name} sign in. You are signed in with a family account: your family&apos;s
          pages are in the family portal.
        </p>
        <p className={styles.links}>
          <Link to="/family-portal" className={button({ tone: 'primary' })}>
            Go to the family portal
          </Link>
          <SignOutButton auth={auth} />
        </p>
      </AccountPage>
    );

  return (
    <AccountPage title="Sign in to the staff console">
      <p>
        For the staff of {company.name}. Families sign in to the <Link to="/family-portal/login">family portal</Link>.
      </p>
      <SignInForm auth={auth} onSignedIn={(user) => (user.role === 'staff' ? onSignedIn() : undefined)} />
      <p className={styles.links}>
        <Link to="/staff/password-reset">Forgot your password?</Link>
      </p>
    </AccountPage>
  );
}
