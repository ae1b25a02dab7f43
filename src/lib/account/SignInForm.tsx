import { useId } from 'react';
import { useForm } from '@tanstack/react-form';
import { useSelector } from '@xstate/react';
import { loginBody, type SessionUser } from '#contract/auth.ts';
import { selectError, selectIsSigningIn } from '#machines/auth/auth.selectors.ts';
import type { AuthRuntime } from '#src/lib/auth/auth-handle.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { AccountForm, TextField } from './AccountForm.tsx';

export interface SignInFormProps {
  auth: AuthRuntime;
  /** Called once an account is signed in, with who it is (the caller judges whether it belongs there). */
  onSignedIn: (user: SessionUser) => void | Promise<void>;
  /** The form's name and its button's words ("Sign in", "Sign in and join"). */
  label?: string;
  defaultEmail?: string;
}

/**
 * Email and password, checked with the contract's schema first (spec §5 words), then by the server
 * through the one auth machine, whose words for a failure (wrong password, too many attempts, no
 * connection) show above the form. The portal's login and invitation pages and the console's sign-in
 * all sign in with it.
 */
export function SignInForm({ auth, onSignedIn, label = 'Sign in', defaultEmail = '' }: SignInFormProps) {
  const formId = useId();
  const error = useSelector(auth.actor, selectError);
  const signingIn = useSelector(auth.actor, selectIsSigningIn);
  const form = useForm({
    defaultValues: { email: defaultEmail, password: '' },
    validators: { onChange: ({ value }) => schemaFieldErrors(loginBody, value) },
    onSubmit: async ({ value }) => {
      auth.actor.send({ type: 'auth.login', email: value.email.trim(), password: value.password });
      const user = await auth.settled();
      if (user) await onSignedIn(user);
    },
  });

  return (
    <AccountForm
      label={label}
      failure={error}
      submitting={signingIn}
      submitLabel={label}
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
    </AccountForm>
  );
}
