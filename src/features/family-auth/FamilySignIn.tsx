import { useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useAuthSelector } from '#src/lib/auth/use-auth-selector.ts';
import { selectCodeStep, selectRole } from '#machines/auth/auth.selectors.ts';
import type { AuthRuntime } from '#src/lib/auth/auth-handle.ts';
import { AccountPage, SignOutButton } from '#src/lib/account/AccountPage.tsx';
import { SignInForm } from '#src/lib/account/SignInForm.tsx';
import * as styles from '#src/lib/account/account.css.ts';
import { CodeSignIn } from './CodeSignIn.tsx';
import { KeepSignedIn } from './KeepSignedIn.tsx';

export interface FamilySignInProps {
  auth: AuthRuntime;
  /** Called once a family account is signed in (the route goes where the visitor was going). */
  onSignedIn: () => void;
}

/**
 * /family-portal/login: the sign-in form (SignInForm.tsx) with "Email me a code", or the code step
 * once a code was mailed (CodeSignIn.tsx); either may keep the session on the device (decision 0073).
 * For a staff session, a way out of it.
 */
export function FamilySignIn({ auth, onSignedIn }: FamilySignInProps) {
  const keepId = useId();
  const role = useAuthSelector(auth.actor, selectRole);
  const codeStep = useAuthSelector(auth.actor, selectCodeStep);
  const [keep, setKeep] = useState(false);
  const signedIn = (user: { role: string }) => (user.role === 'family' ? onSignedIn() : undefined);

  return (
    <AccountPage title="Sign in to the family portal">
      {role === 'staff' ? (
        <>
          <p>You are signed in with a staff account. Sign out to sign in as a family.</p>
          <p>
            <SignOutButton auth={auth} />
          </p>
        </>
      ) : codeStep === 'sent' || codeStep === 'resending' ? (
        <CodeSignIn auth={auth} keepSignedIn={keep} onKeepSignedIn={setKeep} onSignedIn={signedIn} />
      ) : (
        <>
          <p>
            Use the email address and password the funeral home gave you to see your arrangements, or have a code
            emailed to you.
          </p>
          <SignInForm
            auth={auth}
            onSignedIn={signedIn}
            keepSignedIn={keep}
            extra={<KeepSignedIn id={keepId} checked={keep} onChange={setKeep} />}
            onEmailCode={(email) => auth.actor.send({ type: 'auth.code.request', email })}
            emailingCode={codeStep === 'asking'}
          />
          <p className={styles.links}>
            <Link to="/family-portal/password-reset">Forgot your password?</Link>
          </p>
        </>
      )}
    </AccountPage>
  );
}
