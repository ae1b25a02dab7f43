import { useForm } from '@tanstack/react-form';
import { invitationBody, type InvitationBody } from '#contract/family-invitations.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';

/**
 * The form of an invitation to the family portal (the family's "Invite a relative", staff's on the
 * case page): checked with the contract's schema as it changes, sent trimmed, and emptied once
 * `send` says the invitation went.
 */
export function useInviteeForm(send: (invitee: InvitationBody) => Promise<boolean>) {
  return useForm({
    defaultValues: { name: '', email: '' },
    validators: { onChange: ({ value }) => schemaFieldErrors(invitationBody, value) },
    onSubmit: async ({ value, formApi }) => {
      if (await send({ name: value.name.trim(), email: value.email.trim() })) formApi.reset();
    },
  });
}

export type InviteeFormApi = ReturnType<typeof useInviteeForm>;
