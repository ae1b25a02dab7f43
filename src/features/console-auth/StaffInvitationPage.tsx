import { useId, useState } from 'react';
import { useForm, useStore } from '@tanstack/react-form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { staffRoleNames } from '#contract/staff-roles.ts';
import { teamMessages, type StaffInvitationView } from '#contract/staff-team.ts';
import { selectUser } from '#machines/auth/auth.selectors.ts';
import { AccountForm, NewPasswordField, RepeatPasswordField, TextField } from '#src/lib/account/AccountForm.tsx';
import { useRefusal } from '#src/lib/account/use-refusal.ts';
import * as styles from '#src/lib/account/account.css.ts';
import type { AuthRuntime } from '#src/lib/auth/auth-handle.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { joinForm } from './join-form.ts';
import { acceptStaffInvitation, staffInvitationQuery } from './staff-invitation-calls.ts';

export interface StaffInvitationPageProps {
  token: string;
  auth: AuthRuntime;
  /** Called once the new staff member is signed in (the route opens the console). */
  onJoined: () => void;
}

/**
 * /staff/invitation/{token}, the mailed link (decision 0062): who invited whom, with which role; the
 * name (as the owner wrote it, to correct) and a password chosen with the family sign-up's rules.
 * Joining signs the person in through the tab's one auth actor with the password just chosen. Someone
 * already signed in in this tab signs out first, so the invitation never joins the wrong person.
 */
export function StaffInvitationPage({ token, auth, onJoined }: StaffInvitationPageProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: invitation } = useSuspenseQuery(staffInvitationQuery(api, token));
  const user = useSelector(auth.actor, selectUser);
  const [expired, setExpired] = useState(false);

  if (!invitation || expired)
    return (
      <div className={styles.page}>
        <PageHead title="This invitation no longer works" />
        <h1 className={styles.heading}>This invitation no longer works</h1>
        <p role="alert" className={styles.alert}>
          {teamMessages.invitationExpired}
        </p>
        <p className={styles.links}>
          <Link to="/staff/sign-in">Sign in</Link>
        </p>
      </div>
    );

  const title = `Join the ${invitation.companyName} staff`;
  const text = (
    <p>
      {invitation.inviterName ? `${invitation.inviterName} invited you` : 'You are invited'} to the staff console of{' '}
      {invitation.companyName} as <strong>{staffRoleNames[invitation.role]}</strong>, with the address{' '}
      {invitation.email}.
    </p>
  );

  if (user)
    return (
      <div className={styles.page}>
        <PageHead title={title} />
        <h1 className={styles.heading}>{title}</h1>
        {text}
        <p>You are signed in as {user.email}. Sign out to accept this invitation.</p>
        <p>
          <button type="button" className={button({ tone: 'secondary' })} onClick={() => void auth.signOut()}>
            Sign out
          </button>
        </p>
      </div>
    );

  return (
    <div className={styles.page}>
      <PageHead title={title} />
      <h1 className={styles.heading}>{title}</h1>
      {text}
      <JoinForm
        invitation={invitation}
        onJoin={async (value) => {
          const outcome = await acceptStaffInvitation(api, token, { name: value.name, password: value.password });
          if (outcome.kind === 'expired') setExpired(true);
          if (outcome.kind !== 'joined') return outcome;
          // The browser signs in with what was just chosen, through the tab's one auth actor.
          auth.actor.send({ type: 'auth.login', email: invitation.email, password: value.password });
          if ((await auth.settled())?.role === 'staff') onJoined();
          return outcome;
        }}
      />
    </div>
  );
}

type JoinOutcome = Awaited<ReturnType<typeof acceptStaffInvitation>>;

interface JoinFormProps {
  invitation: StaffInvitationView;
  onJoin: (value: { name: string; password: string }) => Promise<JoinOutcome>;
}

/** The name to show and a new password, repeated; the server's reasons beside the fields. */
function JoinForm({ invitation, onJoin }: JoinFormProps) {
  const formId = useId();
  const { refusal, refuse, clear } = useRefusal();
  const [joining, setJoining] = useState(false);
  const form = useForm({
    defaultValues: { name: invitation.name, password: '', confirm: '' },
    validators: { onChange: ({ value }) => schemaFieldErrors(joinForm, value) },
    onSubmit: async ({ value }) => {
      setJoining(true);
      const outcome = await onJoin({ name: value.name.trim(), password: value.password }).finally(() =>
        setJoining(false),
      );
      if (outcome.kind === 'refused') refuse(outcome.issues);
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting) || joining;
  return (
    <AccountForm
      label="Choose your password"
      failure={refusal.form}
      submitting={submitting}
      submitLabel="Join and sign in"
      busyLabel="Joining…"
      onSubmit={() => void form.handleSubmit()}
    >
      {/* Password managers file the new password under this account. */}
      <input type="email" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
      <form.Field name="name" listeners={{ onChange: clear }}>
        {(field) => (
          <TextField
            field={field}
            id={`${formId}-name`}
            label="Your name"
            hint="As your colleagues will see it."
            type="text"
            autoComplete="name"
            serverError={refusal.fields.name}
          />
        )}
      </form.Field>
      <form.Field name="password" listeners={{ onChange: clear }}>
        {(field) => (
          <NewPasswordField
            field={field}
            id={`${formId}-password`}
            label="Choose a password"
            serverError={refusal.fields.password}
          />
        )}
      </form.Field>
      <form.Field name="confirm">
        {(field) => <RepeatPasswordField field={field} id={`${formId}-confirm`} label="Repeat the password" />}
      </form.Field>
    </AccountForm>
  );
}
