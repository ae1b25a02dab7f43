import { useForm } from '@tanstack/react-form';
import type { InvitationBody } from '#contract/family-invitations.ts';
import { emailTextIssue, textIssue } from '#contract/plain-checks.ts';

/**
 * What `invitationBody` (contract/family-invitations.ts) says of the two fields, in its words,
 * without zod (the case home's form loads none): the first message of each field, or undefined when
 * both are fine. Its test holds it to the schema.
 */
export function inviteeFieldErrors(value: InvitationBody): { fields: Record<string, string> } | undefined {
  const fields: Record<string, string> = {};
  const name = textIssue(value.name, { trim: true, min: 1, max: 100 });
  const email = emailTextIssue(value.email, 254);
  if (name) fields.name = name;
  if (email) fields.email = email;
  return name || email ? { fields } : undefined;
}

/**
 * The form of an invitation to the family portal (the family's "Invite a relative", staff's on the
 * case page): checked with the contract's rules as it changes, sent trimmed, and emptied once
 * `send` says the invitation went.
 */
export function useInviteeForm(send: (invitee: InvitationBody) => Promise<boolean>) {
  return useForm({
    defaultValues: { name: '', email: '' },
    validators: { onChange: ({ value }) => inviteeFieldErrors(value) },
    onSubmit: async ({ value, formApi }) => {
      if (await send({ name: value.name.trim(), email: value.email.trim() })) formApi.reset();
    },
  });
}

export type InviteeFormApi = ReturnType<typeof useInviteeForm>;
