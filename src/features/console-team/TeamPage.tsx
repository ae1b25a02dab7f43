import { useId, useState } from 'react';
import { useForm, useStore } from '@tanstack/react-form';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { staffRole, staffRoleNames, type StaffRole } from '#contract/staff-roles.ts';
import { staffInvitationBody, teamMessages, type TeamMember } from '#contract/staff-team.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { AccountForm, TextField } from '#src/lib/account/AccountForm.tsx';
import { splitIssues } from '#src/lib/account/password-reset-calls.ts';
import { useRefusal } from '#src/lib/account/use-refusal.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { visuallyHidden } from '#src/ui/layout/layout.css.ts';
import {
  TEAM_PAGE_SIZE,
  changeMemberRole,
  inviteMember,
  resetMemberAccess,
  setMemberDisabled,
  teamKey,
  teamQuery,
  type TeamOutcome,
} from './team-calls.ts';
import { changeText, statusText } from './team-text.ts';
import * as styles from './team.css.ts';

export interface TeamPageProps {
  /** The tab's auth actor: a refused call tells it the session ended or the role changed. */
  auth: AuthActorRef;
  /** The signed-in owner's account (their own card offers no "Disable"). */
  selfId: number;
  page: number;
}

/**
 * /staff/team, the owner's (decision 0062): invite a staff member by name, address and role; every
 * staff account of the company, by name, with its role, status and latest change; on each, change
 * the role, disable or enable it, reset its access, or send an unanswered invitation again. What was
 * done is said in the status line; a refusal (the last owner, an address with an account) beside
 * what was refused, in the server's words.
 */
export function TeamPage({ auth, selfId, page }: TeamPageProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(teamQuery(api, auth, page));
  const [said, setSaid] = useState('');
  const done = async (words: string) => {
    setSaid(words);
    await queryClient.invalidateQueries({ queryKey: teamKey });
  };
  const pages = Math.max(1, Math.ceil(data.total / TEAM_PAGE_SIZE));
  const calls = {
    role: (member: TeamMember, role: StaffRole) => changeMemberRole(api, auth, member.id, role),
    disabled: (member: TeamMember, disabled: boolean) => setMemberDisabled(api, auth, member.id, disabled),
    reset: (member: TeamMember) => resetMemberAccess(api, auth, member.id),
    invite: (member: TeamMember) =>
      inviteMember(api, auth, { name: member.name, email: member.email, role: member.role }),
  };

  return (
    <div className={styles.page}>
      <PageHead title="Team" />
      <h1>Team</h1>
      <p role="status" className={styles.status}>
        {said}
      </p>
      <InviteForm
        onInvite={(body) => inviteMember(api, auth, body)}
        onInvited={(member) => done(teamMessages.invited(member.name))}
      />
      <section aria-labelledby="team-accounts" className={styles.page}>
        <h2 id="team-accounts">Staff accounts</h2>
        <ul className={styles.members}>
          {data.items.map((member) => (
            <MemberCard
              key={member.id}
              member={member}
              self={member.id === selfId}
              calls={calls}
              onDone={async (words, changed) => {
                // An owner who changed their own role: the console reads the session again.
                if (changed.id === selfId) auth.send({ type: 'auth.refresh' });
                await done(words);
              }}
            />
          ))}
        </ul>
        {pages > 1 && (
          <nav aria-label="Pages of the team" className={styles.paging}>
            {page > 1 && (
              <Link {...consolePage('team')} search={page > 2 ? { page: page - 1 } : {}}>
                Previous page
              </Link>
            )}
            <span>
              Page {page} of {pages}
            </span>
            {page < pages && (
              <Link {...consolePage('team')} search={{ page: page + 1 }}>
                Next page
              </Link>
            )}
          </nav>
        )}
      </section>
    </div>
  );
}

/** A role picker: the contract's roles by their console names. */
function RoleSelect(props: {
  id: string;
  label: React.ReactNode;
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  error?: string | undefined;
  className?: string;
}) {
  return (
    <Field id={props.id} label={props.label} error={props.error} className={props.className}>
      {(attributes) => (
        <select
          {...attributes}
          className={control}
          value={props.value}
          onChange={(event) => props.onChange(staffRole.parse(event.target.value))}
        >
          {staffRole.options.map((role) => (
            <option key={role} value={role}>
              {staffRoleNames[role]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface InviteFormProps {
  onInvite: (body: { name: string; email: string; role: StaffRole }) => Promise<TeamOutcome>;
  onInvited: (member: TeamMember) => Promise<void>;
}

/** "Invite a staff member": name, address and role, checked with the contract's schema first. */
function InviteForm({ onInvite, onInvited }: InviteFormProps) {
  const formId = useId();
  const { refusal, refuse, clear } = useRefusal();
  const form = useForm({
    defaultValues: { name: '', email: '', role: 'staff' as StaffRole },
    validators: { onChange: ({ value }) => schemaFieldErrors(staffInvitationBody, value) },
    onSubmit: async ({ value, formApi }) => {
      const outcome = await onInvite({ name: value.name.trim(), email: value.email.trim(), role: value.role });
      if (outcome.kind === 'refused') return refuse(outcome.issues);
      formApi.reset();
      await onInvited(outcome.member);
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <section aria-labelledby={`${formId}-title`} className={styles.panel}>
      <h2 id={`${formId}-title`} className={styles.panelTitle}>
        Invite a staff member
      </h2>
      <p className={styles.factValue}>
        They get a link by mail, valid for seven days, to choose a password; until then they cannot sign in.
      </p>
      <AccountForm
        label="Invite a staff member"
        failure={refusal.form}
        submitting={submitting}
        submitLabel="Send the invitation"
        busyLabel="Sending…"
        onSubmit={() => void form.handleSubmit()}
      >
        <div className={styles.inviteFields}>
          <form.Field name="name" listeners={{ onChange: clear }}>
            {(field) => (
              <TextField
                field={field}
                id={`${formId}-name`}
                label="Name"
                type="text"
                autoComplete="off"
                serverError={refusal.fields.name}
              />
            )}
          </form.Field>
          <form.Field name="email" listeners={{ onChange: clear }}>
            {(field) => (
              <TextField
                field={field}
                id={`${formId}-email`}
                label="Email"
                type="email"
                autoComplete="off"
                serverError={refusal.fields.email}
              />
            )}
          </form.Field>
          <form.Field name="role">
            {(field) => (
              <RoleSelect
                id={`${formId}-role`}
                label="Role"
                value={field.state.value}
                onChange={(role) => field.handleChange(role)}
                error={refusal.fields.role}
              />
            )}
          </form.Field>
        </div>
      </AccountForm>
    </section>
  );
}

interface MemberCalls {
  role: (member: TeamMember, role: StaffRole) => Promise<TeamOutcome>;
  disabled: (member: TeamMember, disabled: boolean) => Promise<TeamOutcome>;
  reset: (member: TeamMember) => Promise<TeamOutcome>;
  invite: (member: TeamMember) => Promise<TeamOutcome>;
}

interface MemberCardProps {
  member: TeamMember;
  self: boolean;
  calls: MemberCalls;
  onDone: (words: string, changed: TeamMember) => Promise<void>;
}

/** One account: what it is, and what the owner can do with it (a disable asks to be confirmed). */
function MemberCard({ member, self, calls, onDone }: MemberCardProps) {
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
          <dd className={styles.factValue}>{statusText(member, new Date())}</dd>
          {member.lastChange && (
            <>
              <dt className={styles.factName}>Last change</dt>
              <dd className={styles.factValue}>{changeText(member.lastChange, member.name)}</dd>
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
          {member.status === 'invited' && (
            <button
              type="button"
              className={button({ tone: 'secondary' })}
              disabled={busy}
              onClick={() =>
                void run(
                  () => calls.invite(member),
                  (changed) => teamMessages.invited(changed.name),
                )
              }
            >
              Send the invitation again{named}
            </button>
          )}
          {member.status === 'active' && (
            <button
              type="button"
              className={button({ tone: 'secondary' })}
              disabled={busy}
              onClick={() =>
                void run(
                  () => calls.reset(member),
                  (changed) => teamMessages.resetSent(changed.name),
                )
              }
            >
              Reset access{named}
            </button>
          )}
          {member.status === 'disabled' && (
            <button
              type="button"
              className={button({ tone: 'secondary' })}
              disabled={busy}
              onClick={() =>
                void run(
                  () => calls.disabled(member, false),
                  (changed) => teamMessages.enabledDone(changed.name),
                )
              }
            >
              Enable{named}
            </button>
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
