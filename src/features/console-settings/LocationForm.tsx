import { useId } from 'react';
import { useForm } from '@tanstack/react-form';
import { useRouteContext } from '@tanstack/react-router';
import { locationBody, type SettingsLocation } from '#contract/company-settings.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { useRefusal } from '#src/lib/account/use-refusal.ts';
import { textFields } from '#src/lib/forms/FormTextField.tsx';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { ActionForm } from '#src/ui/action-form/ActionForm.tsx';
import { saveLocation } from './settings-calls.ts';
import { locationBodyOf, locationValuesOf } from './settings-form.ts';
import { useSaved } from './use-saved.ts';
import * as styles from './settings.css.ts';

/** The location's fields in order, by their names in the body (the server's refusals use the same). */
const fields = [
  { name: 'name', label: 'Name' },
  { name: 'address.line1', label: 'Street' },
  { name: 'address.line2', label: 'Street, second line', optional: true },
  { name: 'address.city', label: 'City' },
  { name: 'address.region', label: 'State or region' },
  { name: 'address.postalCode', label: 'Postal code' },
  { name: 'address.country', label: 'Country (two letters)' },
  { name: 'phoneNumber', label: 'Phone', type: 'tel' },
  { name: 'email', label: 'Email for requests and orders', type: 'email', optional: true },
] as const;

/** A new location's form, or one location's changes (it keeps whether it is retired). */
export function LocationForm({
  auth,
  location,
  onSaved,
}: {
  auth: AuthActorRef;
  location?: SettingsLocation;
  onSaved?: () => void;
}) {
  const { api } = useRouteContext({ from: '__root__' });
  const saved = useSaved();
  const formId = useId();
  const refusal = useRefusal();
  const retired = location?.retired ?? false;
  const form = useForm({
    defaultValues: locationValuesOf(location),
    validators: { onChange: ({ value }) => schemaFieldErrors(locationBody, locationBodyOf(value, retired)) },
    onSubmit: async ({ value }) => {
      const body = locationBody.parse(locationBodyOf(value, retired));
      const done = await saved(
        await saveLocation(api, auth, location?.id ?? null, body),
        `${body.name} is saved.`,
        refusal,
      );
      if (done) onSaved?.();
    },
  });

  const textField = textFields<(typeof fields)[number]['name']>(form.Field, formId);

  return (
    <ActionForm
      label={location ? `Change ${location.name}` : 'New location'}
      className={styles.form}
      form={form}
      submitLabel={location ? 'Save the location' : 'Add the location'}
      busyLabel="Saving…"
      // Each attempt is judged afresh: the last refusal goes with it.
      onSubmitStart={refusal.clear}
    >
      {fields.map((one) =>
        textField(one.name, {
          label: one.label,
          optional: 'optional' in one,
          type: 'type' in one ? one.type : 'text',
          autoComplete: 'off',
          serverError: refusal.refusal.fields[one.name],
        }),
      )}
    </ActionForm>
  );
}
