import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useAuthSelector } from '#src/lib/auth/use-auth-selector.ts';
import type { InvitationAccepted, InvitationView } from '#contract/family-invitations.ts';
import { invitationMessages } from '#contract/invitation-text.ts';
import { selectUser } from '#machines/auth/auth.selectors.ts';
import type { AuthRuntime } from '#src/lib/auth/auth-handle.ts';
import { button } from '#src/ui/button/button.css.ts';
import { acceptInvitation, signUp, type Joined } from './invitation-calls.ts';
import { invitationQuery } from '#src/lib/queries/family/invitation.ts';
import { AccountPage, ExpiredLinkPage, SignOutButton } from '#src/lib/account/AccountPage.tsx';
import type { Refusal } from '#src/lib/account/password-reset-calls.ts';
import { joinFieldErrors } from '#src/lib/account/new-password-form.ts';
import { SetPasswordForm } from '#src/lib/account/SetPasswordForm.tsx';
import { SignInForm } from '#src/lib/account/SignInForm.tsx';
import { useRefusal } from '#src/lib/account/use-refusal.ts';
import * as styles from '#src/lib/account/account.css.ts';

export interface InvitationPageProps {
  token: string;
  auth: AuthRuntime;
  /** Called once the person belongs to the case (the route opens it). */
  onJoined: (joined: InvitationAccepted) => void;
}

const title = 'Join the family portal';

/** Who invited whom, to which family's portal: names as text, the way the inviter wrote them. */
function InvitationText({ invitation }: { invitation: InvitationView }) {
  return (
    <p>
      {invitation.inviterName} invited {invitation.invitedName} to the {invitation.companyName} family portal for{' '}
      <strong>{invitation.decedentName}</strong>, where the family shares the arrangements and the tasks still to do.
    </p>
  );
}

/**
 * /family-portal/login?invitation=…: the login page with an invitation (decision 0045). Signed out,
 * the person creates an account for the invited address ("Create your account") or signs in with one
 * they have and joins; signed in, they accept. Either way they land in the case.
 */
export function InvitationPage({ token, auth, onJoined }: InvitationPageProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: invitation } = useSuspenseQuery(invitationQuery(api, token));
  const user = useAuthSelector(auth.actor, selectUser);
  const { refusal, refuse, clear } = useRefusal();

  const finish = (outcome: Joined | Refusal) => {
    if (outcome.kind === 'joined') onJoined(outcome.case);
    else refuse(outcome.issues);
  };

  if (!invitation)
    return (
      <ExpiredLinkPage title="This invitation no longer works" message={invitationMessages.expired}>
        <Link to="/family-portal/login">Sign in</Link>
      </ExpiredLinkPage>
    );

  // A director who opens a family's link (testing it, or on a shared computer) must not join as staff,
  // nor have the sign-up quietly replace their session: they sign out first, as on the login page.
  if (user?.role === 'staff')
    return (
      <AccountPage title={title}>
        <InvitationText invitation={invitation} />
        <p>You are signed in with a staff account. Sign out to accept this invitation as a family member.</p>
        <p>
          <SignOutButton auth={auth} />
        </p>
      </AccountPage>
    );

  if (user?.role === 'family')
    return (
      <AccountPage title={title}>
        <InvitationText invitation={invitation} />
        <p>You are signed in as {user.email}.</p>
        <p role="alert" className={styles.alert}>
          {refusal.form ?? ''}
        </p>
        <p className={styles.links}>
          <button
            type="button"
            className={button({ tone: 'primary' })}
            onClick={() => void acceptInvitation(api, token).then(finish)}
          >
            Accept the invitation
          </button>
          <SignOutButton auth={auth} />
        </p>
      </AccountPage>
    );

  return (
    <AccountPage title={title}>
      <InvitationText invitation={invitation} />
      <section aria-labelledby="invitation-create" className={styles.form}>
        <h2 id="invitation-create">Create your account</h2>
        <p>Your account will be {invitation.invitedEmail}.</p>
        <SetPasswordForm
          label="Create your account"
          submitLabel="Create your account"
          busyLabel="Creating your account…"
          email={invitation.invitedEmail}
          name={{ initial: invitation.invitedName }}
          passwordLabel="Choose a password"
          repeatLabel="Repeat the password"
          check={joinFieldErrors}
          onSubmit={async (value) => {
            const outcome = await signUp(api, { invitation: token, name: value.name, password: value.password });
            if (outcome.kind === 'refused') return outcome;
            // The browser signs in with what was just chosen, through the tab's one auth actor.
            auth.actor.send({ type: 'auth.login', email: invitation.invitedEmail, password: value.password });
            await auth.settled();
            onJoined(outcome.case);
            return undefined;
          }}
        />
      </section>
      <section aria-labelledby="invitation-sign-in" className={styles.form}>
        <h2 id="invitation-sign-in">Already have an account?</h2>
        <p>Sign in with it, and you join at once.</p>
        <p role="alert" className={styles.alert}>
          {refusal.form ?? ''}
        </p>
        <SignInForm
          auth={auth}
          label="Sign in and join"
          defaultEmail={invitation.invitedEmail}
          onSignedIn={async (signedIn) => {
            if (signedIn.role !== 'family') return;
            clear();
            finish(await acceptInvitation(api, token));
          }}
        />
      </section>
    </AccountPage>
  );
}
