import { useId, useRef, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { splitIssues } from '#src/lib/account/password-reset-calls.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { locationsQuery } from '#src/lib/queries/console/locations.ts';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { OptionList } from '#src/ui/option-list/OptionList.tsx';
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
  const ids = { location: useId(), name: useId() };
  const [locationId, setLocationId] = useState(String(data.locations[0]?.id ?? ''));
  const [fullName, setFullName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);

  const create = async () => {
    setBusy(true);
    const outcome = await createObituary(api, auth, {
      for: { kind: 'new-case', locationId: Number(locationId) },
      ...(fullName.trim() ? { fullName: fullName.trim() } : {}),
    });
    setBusy(false);
    if (outcome.kind === 'done') {
      queryClient.setQueryData(obituaryQuery(api, auth, outcome.obituary.id).queryKey, outcome.obituary);
      await queryClient.invalidateQueries({ queryKey: [...obituariesKey, 'list'] });
      await navigate({ ...consolePage(`obituaries/${outcome.obituary.id}`) });
      return;
    }
    const { fields, form } = splitIssues(outcome.issues);
    setErrors({ ...fields, ...(fields['for.locationId'] ? { location: fields['for.locationId'] } : {}) });
    setSaid(form ?? 'Some fields need a change: see the messages beside them.');
    status.current?.focus();
  };

  return (
    <form
      className={styles.panel}
      noValidate
      aria-labelledby="new-obituary"
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
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
      <Field id={ids.location} label="Location" error={errors.location}>
        {(attributes) => (
          <select
            {...attributes}
            className={control}
            value={locationId}
            onChange={(event) => setLocationId(event.target.value)}
          >
            <OptionList options={data.locations.map((location) => ({ value: location.id, label: location.name }))} />
          </select>
        )}
      </Field>
      <Field
        id={ids.name}
        label="Full name"
        optional
        hint="It can wait: a draft needs no name."
        error={errors.fullName}
      >
        {(attributes) => (
          <input
            {...attributes}
            className={control}
            autoComplete="off"
            maxLength={200}
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
          />
        )}
      </Field>
      <div>
        <button type="submit" className={button({ tone: 'primary' })} disabled={busy}>
          Write the obituary
        </button>
      </div>
    </form>
  );
}
