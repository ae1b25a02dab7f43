import { useId } from 'react';
import { useForm } from '@tanstack/react-form';
import { useAuthSelector } from '#src/lib/auth/use-auth-selector.ts';
import type { SessionUser } from '#contract/auth.ts';
import { codeDigits, signInCodeSentMessage } from '#contract/sign-in-code-text.ts';
import { selectCodeEmail, selectCodeStep, selectError } from '#machines/auth/auth.selectors.ts';
import { AccountForm, TextField } from '#src/lib/account/AccountForm.tsx';
import * as styles from '#src/lib/account/account.css.ts';
import type { AuthRuntime } from '#src/lib/auth/auth-handle.ts';
import { codeFieldErrors } from '#src/lib/account/sign-in-checks.ts';
import { KeepSignedIn } from './KeepSignedIn.tsx';

export interface CodeSignInProps {
  auth: AuthRuntime;
  keepSignedIn: boolean;
  onKeepSignedIn: (keep: boolean) => void;
  onSignedIn: (user: SessionUser) => void;
}

/**
 * The code step of the family sign-in (decision 0074): a code was mailed (the same words
 * whether or not the address has an account); type it to sign in, ask for a new one, or go back to
 * the password. The auth machine holds the step and the address.
 */
export function CodeSignIn({ auth, keepSignedIn, onKeepSignedIn, onSignedIn }: CodeSignInProps) {
  const formId = useId();
  const error = useAuthSelector(auth.actor, selectError);
  const step = useAuthSelector(auth.actor, selectCodeStep);
  const email = useAuthSelector(auth.actor, selectCodeEmail) ?? '';
  const form = useForm({
    defaultValues: { code: '' },
    validators: { onChange: ({ value }) => codeFieldErrors(value) },
    onSubmit: async ({ value }) => {
      auth.actor.send({ type: 'auth.code.enter', code: codeDigits(value.code), keepSignedIn });
      const user = await auth.settled();
      if (user) onSignedIn(user);
    },
  });

  return (
    <>
      <p role="status" className={styles.notice}>
        {step === 'resending' ? 'Sending a new code…' : `${signInCodeSentMessage} We sent it to ${email}.`}
      </p>
      <AccountForm
        label="Sign in with a code"
        failure={error}
        form={form}
        submitLabel="Sign in"
        busyLabel="Signing in…"
      >
        <form.Field name="code">
          {(field) => (
            <TextField
              field={field}
              id={`${formId}-code`}
              label="Code"
              hint="The 6 digits from the email."
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          )}
        </form.Field>
        <KeepSignedIn id={`${formId}-keep`} checked={keepSignedIn} onChange={onKeepSignedIn} />
      </AccountForm>
      <p className={styles.links}>
        <button
          type="button"
          className={styles.linkButton}
          disabled={step === 'resending'}
          onClick={() => auth.actor.send({ type: 'auth.code.request', email })}
        >
          Send a new code
        </button>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => auth.actor.send({ type: 'auth.code.cancel' })}
        >
          Use your password instead
        </button>
      </p>
    </>
  );
}
