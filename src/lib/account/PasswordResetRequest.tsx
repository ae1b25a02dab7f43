import { useId, useState } from 'react';
import { useForm, useStore } from '@tanstack/react-form';
import { Link, useRouteContext } from '@tanstack/react-router';
import { passwordResetRequestBody, passwordResetSentMessage } from '#contract/password-reset.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { requestPasswordReset } from './password-reset-calls.ts';
import { AccountForm } from './AccountForm.tsx';
import { accountAreas, type AccountArea } from './account-areas.ts';
import { TextField } from './TextField.tsx';
import { useRefusal } from './use-refusal.ts';
import * as styles from './account.css.ts';

/**
 * /family-portal/password-reset and /staff/password-reset: asks for the account's email and answers the same words whether or
 * not an account exists (the server does too). Too many requests show the server's words.
 */
export function PasswordResetRequest({ area }: { area: AccountArea }) {
  const paths = accountAreas[area];
  const { api } = useRouteContext({ from: '__root__' });
  const formId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { refusal, refuse, clear: clearRefusal } = useRefusal();
  const form = useForm({
    defaultValues: { email: '' },
    validators: { onChange: ({ value }) => schemaFieldErrors(passwordResetRequestBody, value) },
    onSubmit: async ({ value }) => {
      const email = value.email.trim();
      const outcome = await requestPasswordReset(api, email);
      if (outcome.kind === 'sent') setSentTo(email);
      else refuse(outcome.issues);
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

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
            <Link to={paths.signIn}>Back to sign in</Link>
          </p>
        </>
      ) : (
        <>
          <p>Enter the email address of your {paths.account}. We will send you a link to choose a new password.</p>
          <AccountForm
            label="Ask for a reset link"
            failure={refusal.form}
            submitting={submitting}
            submitLabel="Send the link"
            busyLabel="Sending…"
            onSubmit={() => void form.handleSubmit()}
          >
            <form.Field name="email" listeners={{ onChange: clearRefusal }}>
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
          </AccountForm>
          <p className={styles.links}>
            <Link to={paths.signIn}>Back to sign in</Link>
          </p>
        </>
      )}
    </div>
  );
}
