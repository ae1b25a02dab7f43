import { useId, useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { Link, useRouteContext } from '@tanstack/react-router';
import { passwordResetRequestBody, passwordResetSentMessage } from '#contract/password-reset.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { schemaFieldErrors } from './form-errors.ts';
import { requestPasswordReset, splitIssues } from './password-reset-calls.ts';
import { TextField } from './TextField.tsx';
import * as styles from './family-auth.css.ts';

/**
 * /family-portal/password-reset: asks for the account's email and answers the same words whether or
 * not an account exists (the server does too). Too many requests show the server's words.
 */
export function PasswordResetRequest() {
  const { api } = useRouteContext({ from: '__root__' });
  const formId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ fields: Record<string, string>; form: string | null }>({
    fields: {},
    form: null,
  });
  const form = useForm({
    defaultValues: { email: '' },
    validators: { onChange: ({ value }) => schemaFieldErrors(passwordResetRequestBody, value) },
    onSubmit: async ({ value }) => {
      const email = value.email.trim();
      const outcome = await requestPasswordReset(api, email);
      if (outcome.kind === 'sent') setSentTo(email);
      else setRefusal(splitIssues(outcome.issues));
    },
  });

  return (
    <div className={styles.page}>
      <PageHead title="Reset your password" />
      <h1 className={styles.heading}>Reset your password</h1>
      {sentTo !== null ? (
        <>
          <p role="status" className={styles.notice}>
            {passwordResetSentMessage}
          </p>
          <p className={styles.links}>
            <Link to="/family-portal/login">Back to sign in</Link>
          </p>
        </>
      ) : (
        <>
          <p>
            Enter the email address of your family portal account. We will send you a link to choose a new password.
          </p>
          <form
            className={styles.form}
            noValidate
            aria-label="Ask for a reset link"
            onSubmit={(event) => {
              event.preventDefault();
              void form.handleSubmit();
            }}
          >
            <p role="alert" className={styles.alert}>
              {refusal.form ?? ''}
            </p>
            <form.Field name="email" listeners={{ onChange: () => setRefusal({ fields: {}, form: null }) }}>
              {(field) => (
                <TextField
                  field={field}
                  id={`${formId}-email`}
                  label="Email"
                  type="email"
                  autoComplete="username"
                  serverError={refusal.fields.email}
                />
              )}
            </form.Field>
            <form.Subscribe selector={(state) => state.isSubmitting}>
              {(submitting) => (
                <p>
                  <button type="submit" className={button({ tone: 'primary' })} disabled={submitting}>
                    {submitting ? 'Sending…' : 'Send the link'}
                  </button>
                </p>
              )}
            </form.Subscribe>
          </form>
          <p className={styles.links}>
            <Link to="/family-portal/login">Back to sign in</Link>
          </p>
        </>
      )}
    </div>
  );
}
