import { useId, useState } from 'react';
import { useCompanyTimeZone } from '#src/lib/console/company-clock.ts';
import { staffRoleNames, type StaffRole } from '#contract/staff-roles.ts';
import { teamMessages, type TeamMember } from '#contract/staff-team.ts';
import { splitIssues } from '#src/lib/account/password-reset-calls.ts';
import { button } from '#src/ui/button/button.css.ts';
import { visuallyHidden } from '#src/ui/layout/layout.css.ts';
import { RoleSelect } from './RoleSelect.tsx';
import type { TeamOutcome } from './team-calls.ts';
import { changeText, statusText } from './team-text.ts';
import * as styles from './team.css.ts';

export interface MemberCalls {
  role: (member: TeamMember, role: StaffRole) => Promise<TeamOutcome>;
  disabled: (member: TeamMember, disabled: boolean) => Promise<TeamOutcome>;
  reset: (member: TeamMember) => Promise<TeamOutcome>;
  invite: (member: TeamMember) => Promise<TeamOutcome>;
}

export interface MemberCardProps {
  member: TeamMember;
  self: boolean;
  calls: MemberCalls;
  onDone: (words: string, changed: TeamMember) => Promise<void>;
}

/** One account: what it is, and what the owner can do with it (a disable asks to be confirmed). */
export function MemberCard({ member, self, calls, onDone }: MemberCardProps) {
  const timeZone = useCompanyTimeZone();
  const id = useId();
  const [role, setRole] = useState<StaffRole>(member.role);
  const [refused, setRefused] = useState<{ role?: string; form: string | null }>({ form: null });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // The button's words say whose account ("Disable Jordan Avery"); the name is for screen readers only.
  const named = (
    <>
      {' '}
      <span className={visuallyHidden}>{member.name}</span>
    </>
  );

  const run = async (call: () => Promise<TeamOutcome>, words: (changed: TeamMember) => string) => {
    setBusy(true);
    setRefused({ form: null });
    const outcome = await call().finally(() => setBusy(false));
    setConfirming(false);
    if (outcome.kind === 'refused') {
      const { fields, form } = splitIssues(outcome.issues);
      setRefused({ role: fields.role, form: form ?? fields.email ?? null });
      return;
    }
    await onDone(words(outcome.member), outcome.member);
  };

  /** A secondary button that runs one call on this account and says what it did. */
  const action = (label: string, call: () => Promise<TeamOutcome>, words: (changed: TeamMember) => string) => (
    <button
      type="button"
      className={button({ tone: 'secondary' })}
      disabled={busy}
      onClick={() => void run(call, words)}
    >
      {label}
      {named}
    </button>
  );

  return (
    <li>
      <article className={styles.panel} aria-labelledby={`${id}-name`}>
        <h3 id={`${id}-name`} className={styles.memberName}>
          {member.name}
          {self && ' (you)'}
        </h3>
        <dl className={styles.facts}>
          <dt className={styles.factName}>Email</dt>
          <dd className={styles.factValue}>{member.email}</dd>
          <dt className={styles.factName}>Role</dt>
          <dd className={styles.factValue}>{staffRoleNames[member.role]}</dd>
          <dt className={styles.factName}>Status</dt>
          <dd className={styles.factValue}>{statusText(member, new Date(), timeZone)}</dd>
          {member.lastChange && (
            <>
              <dt className={styles.factName}>Last change</dt>
              <dd className={styles.factValue}>{changeText(member.lastChange, member.name, timeZone)}</dd>
            </>
          )}
        </dl>
        <form
          className={styles.roleForm}
          aria-label={`Change the role of ${member.name}`}
          onSubmit={(event) => {
            event.preventDefault();
            void run(
              () => calls.role(member, role),
              (changed) => teamMessages.roleChanged(changed.name, staffRoleNames[changed.role]),
            );
          }}
        >
          <RoleSelect
            id={`${id}-role`}
            className={styles.roleField}
            label={
              <>
                Role <span className={visuallyHidden}>of {member.name}</span>
              </>
            }
            value={role}
            onChange={setRole}
            error={refused.role}
          />
          <p className={styles.actions}>
            <button type="submit" className={button({ tone: 'secondary' })} disabled={busy || role === member.role}>
              Change the role{named}
            </button>
          </p>
        </form>
        <p role="alert" className={styles.factValue}>
          {refused.form ?? ''}
        </p>
        <p className={styles.actions}>
          {member.status === 'invited' &&
            action(
              'Send the invitation again',
              () => calls.invite(member),
              (changed) => teamMessages.invited(changed.name),
            )}
          {member.status === 'active' &&
            action(
              'Reset access',
              () => calls.reset(member),
              (changed) => teamMessages.resetSent(changed.name),
            )}
          {member.status === 'disabled' &&
            action(
              'Enable',
              () => calls.disabled(member, false),
              (changed) => teamMessages.enabledDone(changed.name),
            )}
          {member.status !== 'disabled' && !self && !confirming && (
            <button
              type="button"
              className={button({ tone: 'secondary' })}
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              Disable{named}
            </button>
          )}
          {member.status !== 'disabled' && !self && confirming && (
            <>
              <button
                type="button"
                className={button({ tone: 'primary' })}
                disabled={busy}
                // The confirmation takes the focus its button had.
                autoFocus
                onClick={() =>
                  void run(
                    () => calls.disabled(member, true),
                    (changed) => teamMessages.disabledDone(changed.name),
                  )
                }
              >
                Disable {member.name} now: their sessions end
              </button>
              <button type="button" className={button({ tone: 'secondary' })} onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </>
          )}
        </p>
      </article>
    </li>
  );
}
