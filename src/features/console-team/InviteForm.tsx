import { useId } from 'react';
import { useForm } from '@tanstack/react-form';
import type { StaffRole } from '#contract/staff-roles.ts';
import { staffInvitationBody, type TeamMember } from '#contract/staff-team.ts';
import { AccountForm, TextField } from '#src/lib/account/AccountForm.tsx';
import { useRefusal } from '#src/lib/account/use-refusal.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { RoleSelect } from './RoleSelect.tsx';
import type { TeamOutcome } from './team-calls.ts';
import * as styles from './team.css.ts';

export interface InviteFormProps {
  onInvite: (body: { name: string; email: string; role: StaffRole }) => Promise<TeamOutcome>;
  onInvited: (member: TeamMember) => Promise<void>;
}

/** "Invite a staff member": name, address and role, checked with the contract's schema first. */
export function InviteForm({ onInvite, onInvited }: InviteFormProps) {
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
        form={form}
        submitLabel="Send the invitation"
        busyLabel="Sending…"
      >
        <div className={styles.inviteFields}>
          {(['name', 'email'] as const).map((name) => (
            <form.Field key={name} name={name} listeners={{ onChange: clear }}>
              {(field) => (
                <TextField
                  field={field}
                  id={`${formId}-${name}`}
                  label={name === 'name' ? 'Name' : 'Email'}
                  type={name === 'name' ? 'text' : 'email'}
                  autoComplete="off"
                  serverError={refusal.fields[name]}
                />
              )}
            </form.Field>
          ))}
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
