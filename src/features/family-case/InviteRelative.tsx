import { useId, useState } from 'react';
import { useForm, useStore } from '@tanstack/react-form';
import { useRouteContext } from '@tanstack/react-router';
import { invitationBody, invitationMessages, INVITATION_DAYS } from '#contract/family-invitations.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { inviteRelative } from '#src/lib/queries/family-tasks.ts';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import * as styles from './family-case.css.ts';
import { shownError } from '#src/lib/forms/shown-error.ts';

type Shown = { fields: Record<string, string>; form: string | null };
const nothing: Shown = { fields: {}, form: null };

/** The form's first message for a field once it was left or a submit was tried; the server's wins. */

/**
 * "Invite a relative" on the case home (decision 0045): a name and an email; the server mails the
 * link. Its refusals are shown where they belong: an address already in the family beside the email,
 * too many invitations above the form.
 */
export function InviteRelative({ caseId }: { caseId: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const formId = useId();
  const [server, setServer] = useState<Shown>(nothing);
  const [sent, setSent] = useState('');
  const form = useForm({
    defaultValues: { name: '', email: '' },
    validators: { onChange: ({ value }) => schemaFieldErrors(invitationBody, value) },
    onSubmit: async ({ value, formApi }) => {
      setServer(nothing);
      setSent('');
      try {
        const invitation = await inviteRelative(api, caseId, { name: value.name.trim(), email: value.email.trim() });
        setSent(invitationMessages.sent(invitation.name));
        formApi.reset();
      } catch (error) {
        if (!isApiFatalError(error) || !error.issues?.length || ![409, 422, 429].includes(error.status)) throw error;
        const shown: Shown = { fields: {}, form: null };
        for (const issue of error.issues) {
          if (issue.path === '') shown.form ??= issue.message;
          else shown.fields[issue.path] ??= issue.message;
        }
        setServer(shown);
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const input = (name: 'name' | 'email', label: string, type: 'text' | 'email', autoComplete: string) => (
    <form.Field name={name} listeners={{ onChange: () => setServer(nothing) }}>
      {(field) => (
        <Field id={`${formId}-${name}`} label={label} required error={shownError(field, server.fields[name])}>
          {(control) => (
            <input
              {...control}
              name={name}
              type={type}
              className={styles.control}
              autoComplete={autoComplete}
              aria-required
              value={field.state.value}
              onBlur={field.handleBlur}
              onChange={(event) => field.handleChange(event.target.value)}
            />
          )}
        </Field>
      )}
    </form.Field>
  );

  return (
    <section className={styles.card} aria-labelledby="case-family">
      <h2 id="case-family">Invite a relative</h2>
      <p>
        Relatives you invite get an email with a link to join this portal (it works for {INVITATION_DAYS} days). They
        see the case and can take on tasks.
      </p>
      <p role="status">{sent}</p>
      <form
        className={styles.form}
        noValidate
        aria-label="Invite a relative"
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <p role="alert" className={styles.alert}>
          {server.form ?? ''}
        </p>
        {input('name', 'Their name', 'text', 'off')}
        {input('email', 'Their email', 'email', 'off')}
        <p>
          <button type="submit" className={button({ tone: 'primary' })} disabled={submitting}>
            {submitting ? 'Sending…' : 'Send the invitation'}
          </button>
        </p>
      </form>
    </section>
  );
}
