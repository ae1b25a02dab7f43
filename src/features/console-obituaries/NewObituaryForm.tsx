import { useId, useRef, useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { splitIssues } from '#src/lib/account/password-reset-calls.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { FormTextField } from '#src/lib/forms/FormTextField.tsx';
import { locationsQuery } from '#src/lib/queries/console/locations.ts';
import { ActionForm } from '#src/ui/action-form/ActionForm.tsx';
import { BoundSelect } from '#src/ui/bound-field/BoundSelect.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { obituariesKey, obituaryQuery } from '#src/lib/queries/console/obituaries.ts';
import { createObituary } from './obituary-calls.ts';
import * as styles from './obituaries.css.ts';

export interface NewObituaryFormProps {
  auth: AuthActorRef;
}

/**
 * A new obituary on its own (decisions 0063, 0066), for a case handled elsewhere: a case is made for
 * it at the chosen location. It starts as a draft and opens in the editor; the name can wait. It sits
 * on the list's page rather than a route of its own (decision 0062: each console route costs every
 * public page its definition). A case's own obituary is made from the case, by the same call.
 */
export function NewObituaryForm({ auth }: NewObituaryFormProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(locationsQuery(api));
  const formId = useId();
  // The server's words by field, kept until the next answer replaces them.
  const [server, setServer] = useState<Record<string, string>>({});
  const [said, setSaid] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  const form = useForm({
    defaultValues: { locationId: String(data.locations[0]?.id ?? ''), fullName: '' },
    onSubmit: async ({ value }) => {
      const fullName = value.fullName.trim();
      const outcome = await createObituary(api, auth, {
        for: { kind: 'new-case', locationId: Number(value.locationId) },
        ...(fullName ? { fullName } : {}),
      });
      if (outcome.kind === 'done') {
        queryClient.setQueryData(obituaryQuery(api, auth, outcome.obituary.id).queryKey, outcome.obituary);
        await queryClient.invalidateQueries({ queryKey: [...obituariesKey, 'list'] });
        await navigate({ ...consolePage(`obituaries/${outcome.obituary.id}`) });
        return;
      }
      const { fields, form: whole } = splitIssues(outcome.issues);
      setServer({ ...fields, ...(fields['for.locationId'] ? { location: fields['for.locationId'] } : {}) });
      setSaid(whole ?? 'Some fields need a change: see the messages beside them.');
      status.current?.focus();
    },
  });

  return (
    <ActionForm
      form={form}
      className={styles.panel}
      labelledBy="new-obituary"
      submitLabel="Write the obituary"
      // The button kept its words while the draft is made; only its disabling says so.
      busyLabel="Write the obituary"
    >
      <h2 id="new-obituary" className={styles.panelTitle}>
        New obituary
      </h2>
      <p className={styles.meta}>
        On its own, for a case handled elsewhere: a case is made for it at the location you choose.
      </p>
      <p ref={status} role="status" tabIndex={-1} className={styles.status}>
        {said}
      </p>
      <form.Field name="locationId">
        {(field) => (
          <BoundSelect
            field={field}
            id={`${formId}-location`}
            label="Location"
            error={server.location}
            className={control}
            options={data.locations.map((location) => ({ value: String(location.id), label: location.name }))}
          />
        )}
      </form.Field>
      <form.Field name="fullName">
        {(field) => (
          <FormTextField
            field={field}
            id={`${formId}-name`}
            label="Full name"
            optional
            hint="It can wait: a draft needs no name."
            serverError={server.fullName}
            className={control}
            autoComplete="off"
            maxLength={200}
          />
        )}
      </form.Field>
    </ActionForm>
  );
}
