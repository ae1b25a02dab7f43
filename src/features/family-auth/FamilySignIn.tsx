import { useId } from 'react';
import { useForm } from '@tanstack/react-form';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { loginBody } from '#contract/auth.ts';
import { selectError, selectIsSigningIn, selectRole } from '#machines/auth/auth.selectors.ts';
import type { AuthRuntime } from '#src/lib/auth/auth-handle.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { PortalForm } from './PortalForm.tsx';
import { TextField } from './TextField.tsx';
import * as styles from './family-auth.css.ts';

export interface FamilySignInProps {
  auth: AuthRuntime;
  /** Called once a family account is signed in (the route goes where the visitor was going). */
  onSignedIn: () => void;
}

/**
 * /family-portal/login: email and password, checked with the contract's schema first (spec §5
 * words), then by the server through the one auth machine, whose words for a failure (wrong
 * password, too many attempts, no connection) show above the form.
 */
export function FamilySignIn({ auth, onSignedIn }: FamilySignInProps) {
  const formId = useId();
  const error = useSelector(auth.actor, selectError);
  const signingIn = useSelector(auth.actor, selectIsSigningIn);
  const role = useSelector(auth.actor, selectRole);
  const form = useForm({
    defaultValues: { email: '', password: '' },
    validators: { onChange: ({ value }) => schemaFieldErrors(loginBody, value) },
    onSubmit: async ({ value }) => {
      auth.actor.send({ type: 'auth.login', email: value.email.trim(), password: value.password });
      const user = await auth.settled();
      if (user?.role === 'family') onSignedIn();
    },
  });

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
          <PortalForm
            label="Sign in"
            failure={error}
            submitting={signingIn}
            submitLabel="Sign in"
            busyLabel="Signing in…"
            onSubmit={() => void form.handleSubmit()}
          >
            <form.Field name="email">
              {(field) => (
                <TextField field={field} id={`${formId}-email`} label="Email" type="email" autoComplete="username" />
              )}
            </form.Field>
            <form.Field name="password">
              {(field) => (
                <TextField
                  field={field}
                  id={`${formId}-password`}
                  label="Password"
                  type="password"
                  autoComplete="current-password"
                />
              )}
            </form.Field>
          </PortalForm>
          <p className={styles.links}>
            <Link to="/family-portal/password-reset">Forgot your password?</Link>
          </p>
        </>
      )}
    </div>
  );
}
