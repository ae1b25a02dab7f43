import { Link, useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { answerFor } from '#contract/planning-text.ts';
import { selectResult } from '#machines/planning/planning.selectors.ts';
import { button } from '#src/ui/button/button.css.ts';
import { useSite } from '#src/lib/site/use-site.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { planningDescription } from './planning-description.ts';
import { planningLocationsQuery } from '#src/lib/queries/site/planning.ts';
import type { PlanningSession } from './planning-session.ts';
import { PhoneLink } from '#src/ui/link/PhoneLink.tsx';
import { useFocusHeading } from './use-focus-on-mount.ts';
import * as styles from './planning.css.ts';

/** Spec §2 /plan-now/thank-you: what happens next, with the reference to quote. */
export function ThankYouPage({ session }: { session: PlanningSession }) {
  const { actor } = session;
  const { api } = useRouteContext({ from: '__root__' });
  const { company } = useSite();
  const { data } = useSuspenseQuery(planningLocationsQuery(api));
  const result = useSelector(actor, selectResult);
  const email = useSelector(actor, (s) => answerFor(s.context.form, s.context.answers, 'contactEmail'));
  const heading = useFocusHeading();
  const location = data.locations.find((item) => item.id === result?.locationId);
  const atNeed = result?.caseStatus === 'AT_NEED';

  return (
    <>
      <PageHead title={'Thank you'} description={planningDescription(company.name)} />
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        Thank you
      </h1>
      {result ? (
        <>
          <p className={styles.lead}>
            {atNeed
              ? `We're here for you. Someone from ${location?.name ?? company.name} will call you shortly.`
              : `Thank you for planning ahead. Someone from ${location?.name ?? company.name} will be in touch to talk it through with you.`}
          </p>
          <p>
            Your reference number is <strong>{result.reference}</strong>.
            {email && ` We've sent a confirmation to ${email}.`}
          </p>
        </>
      ) : (
        <p className={styles.lead}>If you have sent us a plan, we have it and will be in touch soon.</p>
      )}
      <section className={styles.callout} aria-labelledby="thank-you-call">
        <h2 id="thank-you-call" className={styles.calloutTitle}>
          Need to talk sooner?
        </h2>
        <p>
          Call <PhoneLink number={data.phoneNumber} className={styles.phone} /> at any time, day or night.
        </p>
      </section>
      <div className={styles.actions}>
        <Link to="/" className={button({ tone: 'secondary' })}>
          Return to the home page
        </Link>
        <div className={styles.actionsEnd}>
          <Link to="/plan-now" className={button({ tone: 'primary' })}>
            Start another plan
          </Link>
        </div>
      </div>
    </>
  );
}
