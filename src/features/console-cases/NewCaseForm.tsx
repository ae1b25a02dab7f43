import { useId, useState } from 'react';
import { useForm, type AnyFieldApi } from '@tanstack/react-form';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { caseStatus, type CaseStatus } from '#contract/planning.ts';
import { newCaseBody, type NewCaseBody } from '#contract/staff-cases.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { locationsQuery } from '#src/lib/queries/console/locations.ts';
import { InviteeFields } from '#src/lib/family/InviteeFields.tsx';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { ActionForm } from '#src/ui/action-form/ActionForm.tsx';
import { BoundField } from '#src/ui/bound-field/BoundField.tsx';
import { BoundSelect } from '#src/ui/bound-field/BoundSelect.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { casesKey } from '#src/lib/queries/console/cases.ts';
import { createCase } from './case-calls.ts';
import { caseStatusNames } from './case-text.ts';
import { refusalFields } from './refusal-fields.ts';
import * as styles from './cases.css.ts';
import { shownError } from '#src/lib/forms/shown-error.ts';

const statusOptions = caseStatus.options.map((status) => ({ value: status, label: caseStatusNames[status] }));

interface Values {
  status: CaseStatus;
  locationId: string;
  decedentName: string;
  contact: { name: string; email: string };
}

/** The body the form's values make: no contact when both its fields are empty. */
const bodyOf = (value: Values): Record<keyof NewCaseBody, unknown> => {
  const name = value.contact.name.trim();
  const email = value.contact.email.trim();
  return {
    status: value.status,
    locationId: value.locationId ? Number(value.locationId) : undefined,
    decedentName: value.decedentName,
    contact: name || email ? { name, email } : null,
  };
};

/**
 * "New case" on the cases list (decision 0065): a case made by hand, for a family that phoned or
 * walked in. The contact, when given, is invited to the family portal as the case's first member.
 * Refusals are shown beside their field; the case page opens once it is made. A form on the list's
 * page rather than a route of its own, as "New obituary" is: every console route costs the public
 * entry its definition (decision 0066).
 */
export function NewCaseForm({ auth }: { auth: AuthActorRef }) {
  const { api, toasts } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: locations } = useSuspenseQuery(locationsQuery(api));
  const formId = useId();
  const [server, setServer] = useState<Record<string, string>>({});
  const form = useForm({
    defaultValues: {
      status: 'AT_NEED',
      locationId: locations.locations.length === 1 ? String(locations.locations[0]!.id) : '',
      decedentName: '',
      contact: { name: '', email: '' },
    } as Values,
    validators: { onChange: ({ value }) => schemaFieldErrors(newCaseBody, bodyOf(value)) },
    onSubmit: async ({ value }) => {
      setServer({});
      const outcome = await createCase(api, auth, newCaseBody.parse(bodyOf(value)));
      if (outcome.kind === 'refused') return setServer(refusalFields(outcome, 'decedentName'));
      const invited = outcome.value.invitation;
      toasts.send({
        type: 'toast.add',
        color: 'success',
        title: invited ? `The case is open. ${invited.email} was sent an invitation.` : 'The case is open.',
      });
      await queryClient.invalidateQueries({ queryKey: casesKey });
      await navigate({ ...consolePage(`cases/${outcome.value.caseId}`) });
    },
  });
  const error = (field: AnyFieldApi) => shownError(field, server[field.name]);

  return (
    <section aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>New case</h2>
      <ActionForm form={form} className={styles.form} label="New case" submitLabel="Open the case" busyLabel="Opening…">
        <form.Field name="status">
          {(field) => (
            <BoundSelect
              field={field}
              id={`${formId}-status`}
              label="Plan type"
              required
              className={control}
              options={statusOptions}
            />
          )}
        </form.Field>
        <form.Field name="locationId">
          {(field) => (
            <BoundSelect
              field={field}
              id={`${formId}-location`}
              label="Location"
              required
              error={error(field)}
              className={control}
              options={locations.locations.map((location) => ({ value: String(location.id), label: location.name }))}
              placeholder="Choose a location"
            />
          )}
        </form.Field>
        <form.Field name="decedentName">
          {(field) => (
            <BoundField
              field={field}
              id={`${formId}-decedentName`}
              label="Name of the person"
              hint="Who the case is for: the person who died, or who plans ahead."
              required
              error={error(field)}
              className={control}
              type="text"
              autoComplete="off"
            />
          )}
        </form.Field>
        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>Contact (optional)</legend>
          <p className={styles.meta}>They get an email inviting them to the family portal as its first member.</p>
          <InviteeFields
            bind={(name, render) => <form.Field name={`contact.${name}`}>{render}</form.Field>}
            formId={formId}
            error={error}
            className={control}
          />
        </fieldset>
      </ActionForm>
    </section>
  );
}
