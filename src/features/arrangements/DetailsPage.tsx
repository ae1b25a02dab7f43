import { useState } from 'react';
import { useForm, useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { selectHasPurchaser, selectIsSigned, selectPhase } from '#machines/arrangement/arrangement.selectors.ts';
import { validateOnEveryEvent } from '#src/lib/forms/validate-on-every-event.ts';
import { contractQuery } from '#src/lib/queries/family/arrangements.ts';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import type { ArrangementPageProps } from './page-props.ts';
import {
  purchaserBody,
  purchaserFieldMessage,
  purchaserFields,
  purchaserStart,
  type PurchaserValues,
} from './purchaser-fields.ts';
import { useArrangement } from './use-arrangement.ts';
import * as input from '#src/ui/field/control.css.ts';
import * as styles from './arrangements.css.ts';

/** The purchaser (POST .../contract/details), each field's spec §5 message beside it. */
export function DetailsPage({ actor, params }: ArrangementPageProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const caseId = Number(params.id);
  const contract = useQuery(contractQuery(api, caseId));
  const hasPurchaser = useArrangement(actor, selectHasPurchaser);
  if (contract.isPending) return <p>Loading the purchaser's details…</p>;
  const { values, fromRequest } = purchaserStart(contract.data);
  return (
    <PurchaserForm
      actor={actor}
      params={params}
      start={values}
      fromRequest={fromRequest && !hasPurchaser}
      hasPurchaser={hasPurchaser}
    />
  );
}

function PurchaserForm({
  actor,
  params,
  start,
  fromRequest,
  hasPurchaser,
}: ArrangementPageProps & { start: PurchaserValues; fromRequest: boolean; hasPurchaser: boolean }) {
  // Read-only once signed; while a change is on its way the machine refuses others, and nothing loses focus.
  const canEdit = !useArrangement(actor, selectIsSigned);
  const phase = useArrangement(actor, selectPhase);
  const [sent, setSent] = useState(false);
  const form = useForm({
    defaultValues: start,
    validationLogic: validateOnEveryEvent,
    onSubmit: async ({ value }) => {
      setSent(true);
      const save = { type: 'details.save', details: purchaserBody(value) } as const;
      // A change still saving (a variant picked a moment ago) holds the machine, which refuses edits
      // meanwhile: the purchaser waits for it instead of being dropped.
      await waitFor(actor, (snapshot) => snapshot.can(save));
      actor.send(save);
    },
  });
  const attempted = useStore(form.store, (state) => state.submissionAttempts > 0);
  const saved = sent && phase === 'ready' && hasPurchaser;

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="details-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <h3 id="details-heading">The purchaser</h3>
      <p>The person who signs the statement and is responsible for payment.</p>
      {fromRequest && (
        <p>
          We filled in the contact details from the request you sent us. Please check them, fill in what is missing, and
          save.
        </p>
      )}
      {purchaserFields.map((definition) => (
        <form.Field
          key={definition.name}
          name={definition.name}
          validators={{ onDynamic: ({ value }) => purchaserFieldMessage(definition.name, value) }}
        >
          {(field) => {
            const message = field.state.meta.errors[0] as string | undefined;
            return (
              <Field
                id={`purchaser-${definition.name}`}
                label={definition.label}
                required={definition.name !== 'addressLine2'}
                optional={definition.name === 'addressLine2'}
                error={field.state.meta.isBlurred || attempted ? message : undefined}
              >
                {(control) => (
                  <input
                    {...control}
                    className={input.control}
                    name={definition.name}
                    type={definition.type}
                    autoComplete={definition.autoComplete}
                    value={field.state.value}
                    disabled={!canEdit}
                    onBlur={field.handleBlur}
                    onChange={(event) => field.handleChange(event.target.value)}
                  />
                )}
              </Field>
            );
          }}
        </form.Field>
      ))}
      <div className={styles.row}>
        <button type="submit" className={button({ tone: 'primary' })} disabled={!canEdit}>
          Save the purchaser
        </button>
        {hasPurchaser && (
          <Link
            to="/family-portal/$id/$name/arrangements/review"
            params={params}
            className={button({ tone: 'secondary' })}
          >
            Continue to review
          </Link>
        )}
      </div>
      <p role="status">{saved ? "The purchaser's details are saved." : ''}</p>
    </form>
  );
}
