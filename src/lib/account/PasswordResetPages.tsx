import { useId, useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { passwordResetExpiredMessage, passwordResetSentMessage } from '#contract/password-reset-text.ts';
import { button } from '#src/ui/button/button.css.ts';
import { AccountForm, EmailField } from './AccountForm.tsx';
import { AccountPage, ExpiredLinkPage } from './AccountPage.tsx';
import { newPasswordFieldErrors } from './new-password-form.ts';
import { passwordResetCheckQuery } from '#src/lib/queries/family/password-reset.ts';
import { requestPasswordReset, setNewPassword } from './password-reset-calls.ts';
import { emailFieldErrors } from './sign-in-checks.ts';
import { SetPasswordForm } from './SetPasswordForm.tsx';
import { useRefusal } from './use-refusal.ts';
import * as styles from './account.css.ts';

/*
 * The password reset pages (decision 0040) of the two places people sign in (decision 0062): the
 * family portal and the staff console. Each page is told which area it serves: the area names its
 * pages and its words. The server leads a reset link to the account's own area.
 */

export type AccountArea = 'family' | 'staff';

export const accountAreas = {
  family: {
    signIn: '/family-portal/login',
    passwordReset: '/family-portal/password-reset',
    /** "the email address of your …" */
    account: 'family portal account',
  },
  staff: {
    signIn: '/staff/sign-in',
    passwordReset: '/staff/password-reset',
    account: 'staff account',
  },
} as const satisfies Record<AccountArea, { signIn: string; passwordReset: string; account: string }>;

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
    validators: { onChange: ({ value }) => emailFieldErrors(value) },
    onSubmit: async ({ value }) => {
      const email = value.email.trim();
      const outcome = await requestPasswordReset(api, email);
      if (outcome.kind === 'sent') setSentTo(email);
      else refuse(outcome.issues);
    },
  });

  return (
    <AccountPage title="Reset your password">
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
            form={form}
            submitLabel="Send the link"
            busyLabel="Sending…"
          >
            <form.Field name="email" listeners={{ onChange: clearRefusal }}>
              {(field) => <EmailField field={field} id={`${formId}-email`} serverError={refusal.fields.email} />}
            </form.Field>
          </AccountForm>
          <p className={styles.links}>
            <Link to={paths.signIn}>Back to sign in</Link>
          </p>
        </>
      )}
    </AccountPage>
  );
}

type Shown = 'form' | 'changed' | 'expired';

/**
 * /family-portal/password-reset/{token} and /staff/password-reset/{token}: the link is checked first (the route's loader); a new
 * password and its repeat; the server's reason beside the field when it refuses one (too common,
 * too short). Afterwards it says so and offers sign-in; a spent or expired link says that, with a
 * way to ask again.
 */
export function PasswordResetPage({
  area,
  token,
  onChanged,
}: {
  area: AccountArea;
  token: string;
  onChanged: () => void;
}) {
  const paths = accountAreas[area];
  const { api } = useRouteContext({ from: '__root__' });
  const { data: link } = useSuspenseQuery(passwordResetCheckQuery(api, token));
  const [shown, setShown] = useState<Shown>(link ? 'form' : 'expired');

  if (shown === 'expired' || !link)
    return (
      <ExpiredLinkPage title="This reset link no longer works" message={passwordResetExpiredMessage}>
        <Link to={paths.passwordReset}>Ask for a new link</Link>
        <Link to={paths.signIn}>Sign in</Link>
      </ExpiredLinkPage>
    );

  if (shown === 'changed')
    return (
      <AccountPage title="Your password has been changed">
        <p role="status" className={styles.notice}>
          Your new password works now. For your safety you were signed out everywhere; sign in again with the new
          password.
        </p>
        <p className={styles.links}>
          <Link to={paths.signIn} className={button({ tone: 'primary' })}>
            Sign in
          </Link>
        </p>
      </AccountPage>
    );

  return (
    <AccountPage title="Choose a new password">
      <p>For the account {link.email}.</p>
      <SetPasswordForm
        label="Choose a new password"
        submitLabel="Save the new password"
        busyLabel="Saving…"
        email={link.email}
        passwordLabel="New password"
        repeatLabel="Repeat the new password"
        check={newPasswordFieldErrors}
        onSubmit={async ({ password }) => {
          const outcome = await setNewPassword(api, token, password);
          if (outcome.kind === 'refused') return outcome;
          setShown(outcome.kind);
          if (outcome.kind === 'changed') onChanged();
          return undefined;
        }}
      />
    </AccountPage>
  );
}
