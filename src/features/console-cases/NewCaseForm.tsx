import { useId, useState } from 'react';
import { useForm, useStore, type AnyFieldApi } from '@tanstack/react-form';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { caseStatus, type CaseStatus } from '#contract/planning.ts';
import { newCaseBody, type NewCaseBody } from '#contract/staff-cases.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { locationsQuery } from '#src/lib/console/locations-query.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { casesKey, createCase } from './case-calls.ts';
import { caseStatusNames } from './case-text.ts';
import * as styles from './cases.css.ts';
import { shownError } from '#src/lib/forms/shown-error.ts';

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
      if (outcome.kind === 'refused') {
        const shown: Record<string, string> = {};
        for (const issue of outcome.issues) shown[issue.path || 'decedentName'] ??= issue.message;
        return setServer(shown);
      }
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
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const serverError = (field: AnyFieldApi) => server[field.name];
  const text = (name: 'decedentName' | 'contact.name' | 'contact.email', label: string, hint?: string) => (
    <form.Field name={name}>
      {(field) => (
        <Field
          id={`${formId}-${name}`}
          label={label}
          hint={hint}
          required={name === 'decedentName'}
          error={shownError(field, serverError(field))}
        >
          {(attributes) => (
            <input
              {...attributes}
              name={name}
              type={name === 'contact.email' ? 'email' : 'text'}
              autoComplete="off"
              className={control}
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
    <section aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>New case</h2>
      <form
        className={styles.form}
        noValidate
        aria-label="New case"
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.Field name="status">
          {(field) => (
            <Field id={`${formId}-status`} label="Plan type" required>
              {(attributes) => (
                <select
                  {...attributes}
                  className={control}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(caseStatus.parse(event.target.value))}
                >
                  {caseStatus.options.map((status) => (
                    <option key={status} value={status}>
                      {caseStatusNames[status]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </form.Field>
        <form.Field name="locationId">
          {(field) => (
            <Field id={`${formId}-location`} label="Location" required error={shownError(field, serverError(field))}>
              {(attributes) => (
                <select
                  {...attributes}
                  className={control}
                  value={field.state.value}
                  onBlur={field.handleBlur}
                  onChange={(event) => field.handleChange(event.target.value)}
                >
                  <option value="">Choose a location</option>
                  {locations.locations.map((location) => (
                    <option key={location.id} value={location.id}>
                      {location.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </form.Field>
        {text('decedentName', 'Name of the person', 'Who the case is for: the person who died, or who plans ahead.')}
        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>Contact (optional)</legend>
          <p className={styles.meta}>They get an email inviting them to the family portal as its first member.</p>
          {text('contact.name', 'Their name')}
          {text('contact.email', 'Their email')}
        </fieldset>
        <p>
          <button type="submit" className={button({ tone: 'primary' })} disabled={submitting}>
            {submitting ? 'Opening…' : 'Open the case'}
          </button>
        </p>
      </form>
    </section>
  );
}
