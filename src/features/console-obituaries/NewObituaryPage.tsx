import { useId, useRef, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { splitIssues } from '#src/lib/account/password-reset-calls.ts';
import { locationsQuery } from '#src/lib/console/company-locations.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { createObituary, obituariesKey, obituaryQuery } from './obituary-calls.ts';
import * as styles from './obituaries.css.ts';

export interface NewObituaryPageProps {
  auth: AuthActorRef;
  /** From a case's page: the obituary is that case's. */
  caseId?: number | undefined;
}

/**
 * /staff/obituaries/new (decision 0063, 0066): an obituary for a case of the company (reached from
 * the case, `?caseId=`), or on its own for a case handled elsewhere, kept at one of the company's
 * locations (an at-need case is made for it). The name can wait; it starts as a draft and opens in
 * the editor.
 */
export function NewObituaryPage({ auth, caseId }: NewObituaryPageProps) {
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
      for: caseId ? { kind: 'case', caseId } : { kind: 'new-case', locationId: Number(locationId) },
      ...(fullName.trim() ? { fullName: fullName.trim() } : {}),
    });
    setBusy(false);
    if (outcome.kind === 'done') {
      queryClient.setQueryData(obituaryQuery(api, auth, outcome.obituary.id).queryKey, outcome.obituary);
      await queryClient.invalidateQueries({ queryKey: [...obituariesKey, 'list'] });
      await navigate({ to: '/staff/obituaries/$id', params: { id: outcome.obituary.id } });
      return;
    }
    const { fields, form } = splitIssues(outcome.issues);
    setErrors({ ...fields, ...(fields['for.locationId'] ? { location: fields['for.locationId'] } : {}) });
    setSaid(form ?? fields['for.caseId'] ?? 'Some fields need a change: see the messages beside them.');
    status.current?.focus();
  };

  return (
    <div className={styles.page}>
      <PageHead title="New obituary" />
      <p>
        <Link to="/staff/obituaries">All obituaries</Link>
      </p>
      <h1>New obituary</h1>
      <p ref={status} role="status" tabIndex={-1} className={styles.status}>
        {said}
      </p>
      <form
        className={styles.panel}
        noValidate
        aria-label="New obituary"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        {caseId ? (
          <p className={styles.meta}>For case {caseId}: its family can be asked to approve the text.</p>
        ) : (
          <>
            <p className={styles.meta}>
              On its own, for a case handled elsewhere: a case is made for it at the location you choose.
            </p>
            <Field id={ids.location} label="Location" error={errors.location}>
              {(attributes) => (
                <select
                  {...attributes}
                  className={control}
                  value={locationId}
                  onChange={(event) => setLocationId(event.target.value)}
                >
                  {data.locations.map((location) => (
                    <option key={location.id} value={location.id}>
                      {location.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </>
        )}
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
    </div>
  );
}
