import { useId, useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { invitationMessages } from '#contract/invitation-text.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';
import { InviteForm } from '#src/lib/family/InviteForm.tsx';
import { useInviteeForm } from '#src/lib/family/use-invitee-form.ts';
import { inviteRelative } from './relative-calls.ts';
import * as styles from './family-case.css.ts';
import { shownError } from '#src/lib/forms/shown-error.ts';

type Shown = { fields: Record<string, string>; form: string | null };
const nothing: Shown = { fields: {}, form: null };

/**
 * The case home's "Invite a relative" form (decision 0045): a name and an email; the server mails the
 * link. Its refusals are shown where they belong: an address already in the family beside the email,
 * too many invitations above the form. Its own chunk, with TanStack Form: loaded when the family opens
 * it (InviteRelative.tsx).
 */
export default function InviteRelativeForm({ caseId }: { caseId: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const formId = useId();
  const [server, setServer] = useState<Shown>(nothing);
  const [sent, setSent] = useState('');
  const form = useInviteeForm(async (invitee) => {
    setServer(nothing);
    setSent('');
    try {
      const invitation = await inviteRelative(api, caseId, invitee);
      setSent(invitationMessages.sent(invitation.name));
      return true;
    } catch (error) {
      if (!isApiFatalError(error) || !error.issues?.length || ![409, 422, 429].includes(error.status)) throw error;
      const shown: Shown = { fields: {}, form: null };
      for (const issue of error.issues) {
        if (issue.path === '') shown.form ??= issue.message;
        else shown.fields[issue.path] ??= issue.message;
      }
      setServer(shown);
      return false;
    }
  });

  return (
    <>
      <p role="status">{sent}</p>
      <InviteForm
        form={form}
        formId={formId}
        className={styles.form}
        controlClassName={styles.control}
        onEdit={() => setServer(nothing)}
        error={(field) => shownError(field, server.fields[field.name])}
        ariaRequired
      >
        <p role="alert" className={styles.alert}>
          {server.form ?? ''}
        </p>
      </InviteForm>
    </>
  );
}
