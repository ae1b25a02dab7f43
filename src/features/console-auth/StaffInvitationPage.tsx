import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { staffRoleNames } from '#contract/staff-roles.ts';
import { teamMessages } from '#contract/staff-team.ts';
import { selectUser } from '#machines/auth/auth.selectors.ts';
import { AccountPage, ExpiredLinkPage, SignOutButton } from '#src/lib/account/AccountPage.tsx';
import { joinFieldErrors } from '#src/lib/account/new-password-form.ts';
import { SetPasswordForm } from '#src/lib/account/SetPasswordForm.tsx';
import type { AuthRuntime } from '#src/lib/auth/auth-handle.ts';
import { acceptStaffInvitation } from './staff-invitation-calls.ts';
import { staffInvitationQuery } from '#src/lib/queries/console/staff-invitation.ts';

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
      <ExpiredLinkPage title="This invitation no longer works" message={teamMessages.invitationExpired}>
        <Link to="/staff/sign-in">Sign in</Link>
      </ExpiredLinkPage>
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
      <AccountPage title={title}>
        {text}
        <p>You are signed in as {user.email}. Sign out to accept this invitation.</p>
        <p>
          <SignOutButton auth={auth} />
        </p>
      </AccountPage>
    );

  return (
    <AccountPage title={title}>
      {text}
      <SetPasswordForm
        label="Choose your password"
        submitLabel="Join and sign in"
        busyLabel="Joining…"
        email={invitation.email}
        name={{ initial: invitation.name, hint: 'As your colleagues will see it.' }}
        passwordLabel="Choose a password"
        repeatLabel="Repeat the password"
        check={joinFieldErrors}
        onSubmit={async (value) => {
          const outcome = await acceptStaffInvitation(api, token, {
            name: value.name.trim(),
            password: value.password,
          });
          if (outcome.kind === 'expired') setExpired(true);
          if (outcome.kind === 'refused') return outcome;
          if (outcome.kind !== 'joined') return undefined;
          // The browser signs in with what was just chosen, through the tab's one auth actor.
          auth.actor.send({ type: 'auth.login', email: invitation.email, password: value.password });
          if ((await auth.settled())?.role === 'staff') onJoined();
          return undefined;
        }}
      />
    </AccountPage>
  );
}
