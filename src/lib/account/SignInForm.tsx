import { useId, useState, type ReactNode } from 'react';
import { useForm } from '@tanstack/react-form';
import { useAuthSelector } from '#src/lib/auth/use-auth-selector.ts';
import type { SessionUser } from '#contract/auth.ts';
import { selectError } from '#machines/auth/auth.selectors.ts';
import type { AuthRuntime } from '#src/lib/auth/auth-handle.ts';
import { button } from '#src/ui/button/button.css.ts';
import { AccountForm, EmailField, TextField } from './AccountForm.tsx';
import { emailFieldErrors, loginFieldErrors } from './sign-in-checks.ts';
import * as styles from './account.css.ts';

export interface SignInFormProps {
  auth: AuthRuntime;
  /** Called once an account is signed in, with who it is (the caller judges whether it belongs there). */
  onSignedIn: (user: SessionUser) => void | Promise<void>;
  /** The form's name and its button's words ("Sign in", "Sign in and join"). */
  label?: string;
  defaultEmail?: string;
  /** Ask for the session to be kept on this device (the family portal's choice, decision 0073). */
  keepSignedIn?: boolean;
  /** More controls inside the form, after the fields (the portal's "Keep me signed in"). */
  extra?: ReactNode;
  /** Offers "Email me a code" for the typed address (the family portal, decision 0074). */
  onEmailCode?: (email: string) => void;
  /** A code is being asked for: its button says so and waits. */
  emailingCode?: boolean;
}

/**
 * Email and password, checked by the contract's rules first (spec §5 words), then by the server
 * through the one auth machine, whose words for a failure (wrong password, too many attempts, no
 * connection) show above the form. The portal's login and invitation pages and the console's sign-in
 * all sign in with it.
 */
export function SignInForm({
  auth,
  onSignedIn,
  label = 'Sign in',
  defaultEmail = '',
  keepSignedIn = false,
  extra,
  onEmailCode,
  emailingCode = false,
}: SignInFormProps) {
  const formId = useId();
  // "Email me a code" needs only the address: its word beside the field, cleared when it changes.
  const [codeEmailError, setCodeEmailError] = useState<string | undefined>();
  const error = useAuthSelector(auth.actor, selectError);
  const form = useForm({
    defaultValues: { email: defaultEmail, password: '' },
    validators: { onChange: ({ value }) => loginFieldErrors(value) },
    onSubmit: async ({ value }) => {
      auth.actor.send({ type: 'auth.login', email: value.email.trim(), password: value.password, keepSignedIn });
      const user = await auth.settled();
      if (user) await onSignedIn(user);
    },
  });

  const emailCode = (emailCode: (email: string) => void) => {
    const email = form.getFieldValue('email').trim();
    const errors = emailFieldErrors({ email });
    setCodeEmailError(errors?.fields.email);
    if (!errors) emailCode(email);
  };

  const signInForm = (
    <AccountForm label={label} failure={error} form={form} submitLabel={label} busyLabel="Signing in…">
      <form.Field name="email" listeners={{ onChange: () => setCodeEmailError(undefined) }}>
        {(field) => <EmailField field={field} id={`${formId}-email`} serverError={codeEmailError} />}
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
      {extra}
    </AccountForm>
  );
  if (!onEmailCode) return signInForm;
  return (
    <>
      {signInForm}
      <p className={styles.alternative}>
        <span>No password, or forgot it?</span>{' '}
        <button
          type="button"
          className={button({ tone: 'secondary' })}
          disabled={emailingCode}
          onClick={() => emailCode(onEmailCode)}
        >
          {emailingCode ? 'Sending a code…' : 'Email me a code'}
        </button>
      </p>
    </>
  );
}
