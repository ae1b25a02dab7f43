import { useId, useRef, useState } from 'react';
import { useConsoleTime } from '#src/lib/console/company-clock.ts';
import { INVITATION_DAYS, invitationMessages } from '#contract/invitation-text.ts';
import type { StaffCase } from '#contract/staff-cases.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { InviteForm } from '#src/lib/family/InviteForm.tsx';
import { useInviteeForm } from '#src/lib/family/use-invitee-form.ts';
import { button } from '#src/ui/button/button.css.ts';
import { control } from '#src/ui/field/control.css.ts';
import { invite, removeMember, resend, revoke, type Outcome } from './case-calls.ts';

import { refusalFields } from './refusal-fields.ts';
import { useCaseChange } from './use-case-change.ts';
import * as styles from './cases.css.ts';
import { shownError } from '#src/lib/forms/shown-error.ts';

/** "Rose Ashdown (rose@family.example)": a member or an invited relative. */
const nameAndEmail = (person: { name: string; email: string }) => `${person.name} (${person.email})`;

/**
 * The case page's Family (decision 0065): its members (remove one, after a confirmation), the
 * invitations not used yet (send again, revoke) and a form to invite a relative; each the family's own
 * invitation, sent by the staff member. What happened is said in a toast; the page is then read again.
 */
export function CaseFamily({ auth, theCase }: { auth: AuthActorRef; theCase: StaffCase }) {
  const timeText = useConsoleTime();
  const { api, settle } = useCaseChange(auth, theCase.id);
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [server, setServer] = useState<Record<string, string>>({});
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);

  const act = async <T,>(call: () => Promise<Outcome<T>>, words: string) => {
    setBusy(true);
    const outcome = await call();
    setBusy(false);
    await settle(outcome, words);
    return outcome;
  };

  const form = useInviteeForm(async (invitee) => {
    setServer({});
    const outcome = await invite(api, auth, theCase.id, invitee);
    if (outcome.kind === 'refused') {
      setServer(refusalFields(outcome, 'email'));
      return false;
    }
    await settle(outcome, invitationMessages.sent(outcome.value.name));
    return true;
  });

  return (
    <section aria-labelledby={`${formId}-title`} className={styles.panel}>
      <h2 id={`${formId}-title`} className={styles.panelTitle} ref={heading} tabIndex={-1}>
        Family
      </h2>
      <h3 className={styles.groupTitle}>Members</h3>
      {theCase.members.length === 0 ? (
        <p className={styles.meta}>Nobody has joined the family portal yet.</p>
      ) : (
        <ul className={styles.people} aria-label="Members">
          {theCase.members.map((member) => (
            <li key={member.userId} className={styles.person}>
              <span>{nameAndEmail(member)}</span>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={button({ tone: 'secondary' })}
                  disabled={busy}
                  aria-expanded={confirming === member.userId}
                  ref={(element) => {
                    if (element) removeButtons.current.set(member.userId, element);
                  }}
                  onClick={() => setConfirming(member.userId)}
                >
                  Remove {member.name}
                </button>
              </div>
              {confirming === member.userId && (
                <div className={styles.actions} role="group" aria-label={`Remove ${member.name}?`}>
                  <span>Remove {member.name}? They lose access to this case at once.</span>
                  <button
                    type="button"
                    className={button({ tone: 'primary' })}
                    disabled={busy}
                    autoFocus
                    onClick={() =>
                      void act(
                        () => removeMember(api, auth, theCase.id, member.userId),
                        `${member.name} no longer has access to this case.`,
                      ).then(() => {
                        setConfirming(null);
                        heading.current?.focus();
                      })
                    }
                  >
                    Remove
                  </button>
                  <button
                    type="button"
                    className={button({ tone: 'secondary' })}
                    onClick={() => {
                      setConfirming(null);
                      removeButtons.current.get(member.userId)?.focus();
                    }}
                  >
                    Keep
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.groupTitle}>Invitations not used yet</h3>
      {theCase.invitations.length === 0 ? (
        <p className={styles.meta}>None.</p>
      ) : (
        <ul className={styles.people} aria-label="Invitations not used yet">
          {theCase.invitations.map((invitation) => (
            <li key={invitation.id} className={styles.person}>
              <span>{nameAndEmail(invitation)}</span>
              <span className={styles.meta}>
                Sent {timeText(invitation.sentAt)};{' '}
                {invitation.expired
                  ? 'the link has expired.'
                  : `the link works until ${timeText(invitation.expiresAt)}.`}
              </span>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={button({ tone: 'secondary' })}
                  disabled={busy}
                  aria-label={`Send again to ${invitation.name}`}
                  onClick={() =>
                    void act(
                      () => resend(api, auth, theCase.id, invitation.id),
                      invitationMessages.sent(invitation.name),
                    )
                  }
                >
                  Send again
                </button>
                <button
                  type="button"
                  className={button({ tone: 'secondary' })}
                  disabled={busy}
                  aria-label={`Revoke the invitation to ${invitation.name}`}
                  onClick={() =>
                    void act(
                      () => revoke(api, auth, theCase.id, invitation.id),
                      `The invitation to ${invitation.name} no longer works.`,
                    ).then(() => heading.current?.focus())
                  }
                >
                  Revoke
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <InviteForm
        form={form}
        formId={formId}
        className={styles.form}
        controlClassName={control}
        onEdit={() => setServer({})}
        error={(field) => shownError(field, server[field.name])}
      >
        <h3 className={styles.groupTitle}>Invite a relative</h3>
        <p className={styles.meta}>
          They get an email with a link to join the family portal, working for {INVITATION_DAYS} days.
        </p>
      </InviteForm>
    </section>
  );
}
