import { useId, useState } from 'react';
import { useForm, useStore } from '@tanstack/react-form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { passwordResetExpiredMessage } from '#contract/password-reset.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { newPasswordForm } from './new-password-form.ts';
import { passwordResetCheckQuery, setNewPassword } from './password-reset-calls.ts';
import { NewPasswordField, RepeatPasswordField } from './NewPasswordFields.tsx';
import { AccountForm } from './AccountForm.tsx';
import { accountAreas, type AccountArea } from './account-areas.ts';
import { useRefusal } from './use-refusal.ts';
import * as styles from './account.css.ts';

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
  const formId = useId();
  const [shown, setShown] = useState<Shown>(link ? 'form' : 'expired');
  const { refusal, refuse, clear: clearRefusal } = useRefusal();
  const form = useForm({
    defaultValues: { password: '', confirm: '' },
    validators: { onChange: ({ value }) => schemaFieldErrors(newPasswordForm, value) },
    onSubmit: async ({ value }) => {
      const outcome = await setNewPassword(api, token, value.password);
      if (outcome.kind === 'refused') refuse(outcome.issues);
      else setShown(outcome.kind);
      if (outcome.kind === 'changed') onChanged();
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  if (shown === 'expired' || !link)
    return (
      <div className={styles.page}>
        <PageHead title="This reset link no longer works" />
        <h1 className={styles.heading}>This reset link no longer works</h1>
        <p role="alert" className={styles.alert}>
          {passwordResetExpiredMessage}
        </p>
        <p className={styles.links}>
          <Link to={paths.passwordReset}>Ask for a new link</Link>
          <Link to={paths.signIn}>Sign in</Link>
        </p>
      </div>
    );

  if (shown === 'changed')
    return (
      <div className={styles.page}>
        <PageHead title="Your password has been changed" />
        <h1 className={styles.heading}>Your password has been changed</h1>
        <p role="status" className={styles.notice}>
          Your new password works now. For your safety you were signed out everywhere; sign in again with the new
          password.
        </p>
        <p className={styles.links}>
          <Link to={paths.signIn} className={button({ tone: 'primary' })}>
            Sign in
          </Link>
        </p>
      </div>
    );

  return (
    <div className={styles.page}>
      <PageHead title="Choose a new password" />
      <h1 className={styles.heading}>Choose a new password</h1>
      <p>For the account {link.email}.</p>
      <AccountForm
        label="Choose a new password"
        failure={refusal.form}
        submitting={submitting}
        submitLabel="Save the new password"
        busyLabel="Saving…"
        onSubmit={() => void form.handleSubmit()}
      >
        {/* Password managers file the new password under this account. */}
        <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
        <form.Field name="password" listeners={{ onChange: clearRefusal }}>
          {(field) => (
            <NewPasswordField
              field={field}
              id={`${formId}-password`}
              label="New password"
              serverError={refusal.fields.password}
            />
          )}
        </form.Field>
        <form.Field name="confirm">
          {(field) => <RepeatPasswordField field={field} id={`${formId}-confirm`} label="Repeat the new password" />}
        </form.Field>
      </AccountForm>
    </div>
  );
}
