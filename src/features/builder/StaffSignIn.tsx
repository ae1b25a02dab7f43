import { useId } from 'react';
import { useForm } from '@tanstack/react-form';
import { useSelector } from '@xstate/react';
import { waitFor } from 'xstate';
import { loginBody } from '#contract/auth.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { selectError, selectIsSigningIn, selectRole, selectStatus } from '#machines/auth/auth.selectors.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { BuilderForm } from './form/BuilderForm.tsx';
import * as styles from './builder.css.ts';
import { TextInput, fieldDomId } from './form/fields.tsx';
import { SubmitButton } from './form/SubmitButton.tsx';

/** The two fields of a sign-in, with what a password manager needs to fill them. */
const credentials = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

/**
 * Email and password of a staff account of this site. Checked with the contract's schema first
 * (spec §5 messages), then by the server, whose one answer for any mistake is shown as an alert.
 */
export function SignInForm({ auth, onSignedIn }: { auth: AuthActorRef; onSignedIn: () => void }) {
  const formId = useId();
  const error = useSelector(auth, selectError);
  const signingIn = useSelector(auth, selectIsSigningIn);
  const form = useForm({
    defaultValues: { email: '', password: '' },
    validators: {
      onChange: ({ value }) => schemaFieldErrors(loginBody, value),
    },
    onSubmit: async ({ value }) => {
      auth.send({ type: 'auth.login', email: value.email.trim(), password: value.password });
      const settled = await waitFor(auth, (snapshot) => !snapshot.matches({ unauthenticated: 'signingIn' }));
      if (settled.matches('authenticated')) onSignedIn();
    },
  });
  return (
    <BuilderForm onSubmit={() => void form.handleSubmit()} failure={error}>
      {credentials.map((credential) => (
        <form.Field key={credential.name} name={credential.name}>
          {(field) => (
            <TextInput
              field={field}
              id={fieldDomId(formId, credential.name)}
              label={credential.label}
              type={credential.type}
              autoComplete={credential.autoComplete}
            />
          )}
        </form.Field>
      ))}
      <SubmitButton label={signingIn ? 'Signing in…' : 'Sign in'} disabled={signingIn} />
    </BuilderForm>
  );
}

/**
 * Shown in place of the page when ?preview=true is opened without a staff session (spec §2: the
 * preview flag never reveals the draft to anyone else). Once signed in, the draft loads.
 */
export function StaffSignIn({ auth, onSignedIn }: { auth: AuthActorRef; onSignedIn: () => void }) {
  const status = useSelector(auth, selectStatus);
  const role = useSelector(auth, selectRole);
  const headingId = useId();
  return (
    <main id="main" className={styles.signIn} aria-labelledby={headingId}>
      <title>Staff sign-in</title>
      <meta name="robots" content="noindex" />
      <h1 id={headingId}>Staff sign-in</h1>
      {status === 'loading' ? (
        <p role="status">Checking your session…</p>
      ) : status === 'authenticated' && role !== 'staff' ? (
        <>
          <p>This account cannot edit the website. Sign out, then sign in with a staff account.</p>
          <button
            type="button"
            className={styles.tool({ tone: 'light' })}
            onClick={() => auth.send({ type: 'auth.logout' })}
          >
            Sign out
          </button>
        </>
      ) : (
        <>
          <p>The preview shows the draft of this website. Sign in with your staff account to see and edit it.</p>
          <SignInForm auth={auth} onSignedIn={onSignedIn} />
          <p>
            <a href={typeof window === 'undefined' ? '/' : window.location.pathname}>See the published page instead</a>
          </p>
        </>
      )}
    </main>
  );
}
