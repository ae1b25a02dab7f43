import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import type { FamilyCase } from '#contract/family-cases.ts';
import { calendarDateText, dateText } from '#contract/date-text.ts';
import { eventTimeText } from '#contract/time-text.ts';
import { formatMoney } from '#contract/money.ts';
import { casePath } from '#src/lib/family/case-path.ts';
import { familyCaseQuery } from '#src/lib/queries/family/cases.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { PhoneLink } from '#src/ui/link/PhoneLink.tsx';
import { caseKindNames } from './case-text.ts';
import { CaseTasks } from './CaseTasks.tsx';
import { InviteRelative } from './InviteRelative.tsx';
import { SentInMemory } from './SentInMemory.tsx';
import { nextStep, progressSteps } from './next-step.ts';
import * as styles from './family-case.css.ts';

/** A pre-plan is for someone living: no service to wait for unless one is on record. */
function Dates({ dates, status }: Pick<FamilyCase, 'dates' | 'status'>) {
  return (
    <>
      {dates.bornOn && (
        <>
          <dt>Born</dt>
          <dd>{calendarDateText(dates.bornOn)}</dd>
        </>
      )}
      {dates.diedOn && (
        <>
          <dt>Died</dt>
          <dd>{calendarDateText(dates.diedOn)}</dd>
        </>
      )}
      {(dates.serviceAt || status === 'AT_NEED') && (
        <>
          <dt>Service</dt>
          <dd>
            {dates.serviceAt
              ? eventTimeText(dates.serviceAt, dates.serviceTimeZone ?? 'UTC')
              : 'Not scheduled yet: your funeral director will arrange it with you.'}
          </dd>
        </>
      )}
    </>
  );
}

/** /family-portal/{id}/{name}: who, when, where and with whom, and what the family does next. */
export function CaseHome({ caseId }: { caseId: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: found } = useSuspenseQuery(familyCaseQuery(api, caseId));
  const home = casePath(found);
  const next = nextStep(found.progress, found.balance);
  return (
    <div className={styles.stack}>
      <PageHead title={found.decedentName} />
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="case-about">
          <h2 id="case-about">About the arrangements</h2>
          <dl className={styles.facts}>
            <dt>For</dt>
            <dd>{found.decedentName}</dd>
            <Dates dates={found.dates} status={found.status} />
            <dt>Kind</dt>
            <dd>{caseKindNames[found.status]}</dd>
          </dl>
        </section>
        <section className={styles.card} aria-labelledby="case-who">
          <h2 id="case-who">Who is helping you</h2>
          <dl className={styles.facts}>
            <dt>Location</dt>
            <dd>
              {found.location.name}
              <br />
              {found.location.address}
              <br />
              <PhoneLink number={found.location.phoneNumber} className={styles.link} />
            </dd>
            <dt>Director</dt>
            <dd>
              {found.director ? (
                <>
                  {found.director.name}
                  <br />
                  <PhoneLink number={found.director.phoneNumber} className={styles.link} />
                </>
              ) : (
                'Not assigned yet: please call the location.'
              )}
            </dd>
          </dl>
        </section>
      </div>
      <section className={styles.card} aria-labelledby="case-progress">
        <h2 id="case-progress">Where you stand</h2>
        <ul className={styles.steps}>
          {progressSteps(found.progress).map((step) => (
            <li key={step.label} className={step.done ? styles.stepDone : undefined}>
              <span className={styles.stepMark} aria-hidden="true">
                {step.done ? '✓' : '○'}
              </span>
              {step.label}: {step.done ? 'done' : 'not yet'}
              {step.label === 'Statement signed' && found.progress.signedAt
                ? ` (${dateText(found.progress.signedAt)})`
                : ''}
            </li>
          ))}
        </ul>
        {found.balance && (
          <dl className={styles.facts}>
            <dt>Total</dt>
            <dd>{formatMoney(found.balance.totalCents)}</dd>
            <dt>Paid</dt>
            <dd>{formatMoney(found.balance.paidCents)}</dd>
            <dt>Balance</dt>
            <dd>{formatMoney(found.balance.balanceCents)}</dd>
          </dl>
        )}
        <p className={styles.actions}>
          <Link to={`${home}${next.path}`} className={button({ tone: 'primary' })}>
            {next.label}
          </Link>
          <Link
            to="/family-portal/$id/$name/price-list"
            params={{ id: found.id, name: found.nameSlug }}
            className={styles.link}
          >
            See the full price list
          </Link>
        </p>
      </section>
      <CaseTasks caseId={found.id} home={home} />
      <SentInMemory caseId={found.id} />
      <InviteRelative caseId={found.id} />
    </div>
  );
}
