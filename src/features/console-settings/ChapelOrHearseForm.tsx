import { useId } from 'react';
import { useForm } from '@tanstack/react-form';
import { useRouteContext } from '@tanstack/react-router';
import type { SettingsLocation } from '#contract/company-settings.ts';
import { serviceResourceBody, type ServiceResource } from '#contract/staff-calendar.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { useRefusal } from '#src/lib/account/use-refusal.ts';
import { textFields } from '#src/lib/forms/FormTextField.tsx';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { shownError } from '#src/lib/forms/shown-error.ts';
import { obituariesKey } from '#src/lib/queries/console/obituaries.ts';
import { ActionForm } from '#src/ui/action-form/ActionForm.tsx';
import { BoundSelect } from '#src/ui/bound-field/BoundSelect.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { CheckField } from './CheckField.tsx';
import { saveChapelOrHearse } from './settings-calls.ts';
import { chapelOrHearseBodyOf, chapelOrHearseValuesOf } from './settings-form.ts';
import { useSaved } from './use-saved.ts';
import * as styles from './settings.css.ts';

/**
 * A new chapel (its name and location) or hearse (its name), or one's changes: renamed, a chapel moved,
 * retired or back in service. `onDone` follows a save, and Cancel on a change.
 */
export function ChapelOrHearseForm({
  auth,
  kind,
  resource,
  locations,
  onDone,
}: {
  auth: AuthActorRef;
  kind: ServiceResource['kind'];
  resource?: ServiceResource;
  /** Every location of the company, retired ones too: a chapel in a retired one keeps it as a choice. */
  locations: readonly SettingsLocation[];
  onDone: () => void;
}) {
  const { api } = useRouteContext({ from: '__root__' });
  // The calendar's and the obituary editor's reads are under the obituaries' key: a renamed or retired
  // chapel shows there too, and the list here is read again with them.
  const saved = useSaved(obituariesKey);
  const formId = useId();
  const refusal = useRefusal();
  const choices = locations.filter((location) => !location.retired || location.id === resource?.locationId);
  const inService = locations.filter((location) => !location.retired);
  const form = useForm({
    defaultValues: chapelOrHearseValuesOf(resource, inService.length === 1 ? inService[0]!.id : null),
    validators: {
      onChange: ({ value }) => schemaFieldErrors(serviceResourceBody, chapelOrHearseBodyOf(kind, value)),
    },
    onSubmit: async ({ value }) => {
      const body = serviceResourceBody.parse(chapelOrHearseBodyOf(kind, value));
      const outcome = await saveChapelOrHearse(api, auth, resource?.id ?? null, body);
      if (await saved(outcome, `${body.name} is saved.`, refusal)) onDone();
    },
  });

  const textField = textFields<'name'>(form.Field, formId);

  return (
    <ActionForm
      label={resource ? `Edit ${resource.name}` : `New ${kind}`}
      className={styles.form}
      form={form}
      submitLabel={resource ? 'Save' : `Add the ${kind}`}
      busyLabel="Saving…"
      cancel={resource ? { onCancel: onDone, className: styles.actions } : undefined}
      // Each attempt is judged afresh: the last refusal goes with it.
      onSubmitStart={refusal.clear}
    >
      {textField('name', { label: 'Name', autoComplete: 'off', serverError: refusal.refusal.fields.name })}
      {kind === 'chapel' && (
        <form.Field name="locationId">
          {(field) => (
            <BoundSelect
              field={field}
              id={`${formId}-locationId`}
              label="Location"
              hint="Events at this location can book it."
              error={shownError(field, refusal.refusal.fields.locationId)}
              className={control}
              options={choices.map((location) => ({
                value: String(location.id),
                label: location.retired ? `${location.name} (retired)` : location.name,
              }))}
              placeholder="Choose a location"
            />
          )}
        </form.Field>
      )}
      {resource && (
        <form.Field name="retired">
          {(field) => (
            <CheckField
              field={field}
              id={`${formId}-retired`}
              label="Retired"
              hint="Events that booked it keep it; new events cannot choose it."
            />
          )}
        </form.Field>
      )}
    </ActionForm>
  );
}
