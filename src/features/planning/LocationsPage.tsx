import { useState, type FormEvent } from 'react';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { Location } from '#contract/website.ts';
import { validationText } from '#contract/validation-messages.ts';
import { selectLocationId, selectPlanType } from '#machines/planning/planning.selectors.ts';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { useSite } from '#src/lib/site/use-site.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { planningDescription } from './planning-description.ts';
import { planningLocationsQuery } from '#src/lib/queries/site/planning.ts';
import type { PlanningSession } from './planning-session.ts';
import { useFocusHeading } from './use-focus-on-mount.ts';
import { PhoneLink } from '#src/ui/link/PhoneLink.tsx';
import * as styles from './planning.css.ts';
import { formHydrated } from '#src/ui/hydration/form-hydrated.ts';

const addressLine = ({ address }: Location) =>
  [address.line1, address.line2, `${address.city}, ${address.region} ${address.postalCode}`].filter(Boolean).join(', ');

/** Spec §2 /plan-now/locations: each location's address and phone; at-need also the number to call now. */
export function LocationsPage({ session }: { session: PlanningSession }) {
  const { actor } = session;
  const { api } = useRouteContext({ from: '__root__' });
  const { company } = useSite();
  const { data } = useSuspenseQuery(planningLocationsQuery(api));
  const atNeed = useSelector(actor, selectPlanType) === 'at-need';
  const current = useSelector(actor, selectLocationId);
  const [chosen, setChosen] = useState<number | null>(current);
  const [missing, setMissing] = useState(false);
  const heading = useFocusHeading();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) {
      setMissing(true);
      document.getElementById(`location-${data.locations[0]?.id}`)?.focus();
      return;
    }
    actor.send({ type: 'location.choose', locationId: chosen });
  };

  return (
    <>
      <PageHead title={'Choose a location'} description={planningDescription(company.name)} />
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        Choose a location
      </h1>
      <p className={styles.lead}>Which of our locations would you like to work with?</p>

      {atNeed && (
        <section className={styles.callout} aria-labelledby="call-now-title">
          <h2 id="call-now-title" className={styles.calloutTitle}>
            Need us right now?
          </h2>
          <p>
            Call <PhoneLink number={data.phoneNumber} className={styles.phone} />. We answer day and night, and we can
            take it from here over the phone.
          </p>
        </section>
      )}

      <form ref={formHydrated} className={styles.form} onSubmit={onSubmit} noValidate>
        <Field id="location" label="Our locations" group error={missing ? validationText.required : undefined}>
          {() => (
            <div className={styles.choices}>
              {data.locations.map((location) => (
                <div key={location.id} className={styles.choice}>
                  <input
                    id={`location-${location.id}`}
                    className={styles.choiceInput}
                    type="radio"
                    name="location"
                    value={location.id}
                    checked={chosen === location.id}
                    aria-describedby={`location-${location.id}-address`}
                    onChange={() => {
                      setChosen(location.id);
                      setMissing(false);
                    }}
                  />
                  <label htmlFor={`location-${location.id}`} className={styles.choiceLabel}>
                    {location.name}
                  </label>
                  <p id={`location-${location.id}-address`} className={styles.choiceText}>
                    {addressLine(location)}
                  </p>
                  <p className={styles.choiceText}>
                    {atNeed ? 'Call now: ' : 'Phone: '}
                    <PhoneLink number={location.phoneNumber} />
                  </p>
                </div>
              ))}
            </div>
          )}
        </Field>
        <div className={styles.actions}>
          <Link to="/plan-now" className={button({ tone: 'secondary' })}>
            Back
          </Link>
          <div className={styles.actionsEnd}>
            <button type="submit" className={button({ tone: 'primary' })}>
              Continue
            </button>
          </div>
        </div>
      </form>
    </>
  );
}
