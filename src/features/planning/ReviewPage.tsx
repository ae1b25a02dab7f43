import { Link, useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { answerText, withPossessive } from '#contract/planning-text.ts';
import { isFieldVisible } from '#contract/planning-validation.ts';
import {
  sameSubject,
  selectAnswers,
  selectCaseStatus,
  selectIncompleteSectionKeys,
  selectIsSubmitting,
  selectLocationId,
  selectPlanType,
  selectSubject,
  selectSubmitFailed,
  selectSubmitIssues,
} from '#machines/planning/planning.selectors.ts';
import { button } from '#src/ui/button/button.css.ts';
import { visuallyHidden } from '#src/ui/layout/layout.css.ts';
import { useSite } from '#src/lib/site/use-site.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { planningDescription } from './planning-description.ts';
import { calendarDateText } from '#contract/date-text.ts';
import { planTypeText } from './plan-type-text.ts';
import { planningLocationsQuery } from '#src/lib/queries/site/planning.ts';
import type { PlanningSession } from './planning-session.ts';
import { StepProgress } from './StepProgress.tsx';
import { useFocusHeading } from './use-focus-on-mount.ts';
import * as styles from './planning.css.ts';

/** Spec §2 /plan-now/review: every answer by section, a way back to each, and the submit. */
export function ReviewPage({ session }: { session: PlanningSession }) {
  const { actor } = session;
  const { api } = useRouteContext({ from: '__root__' });
  const { company } = useSite();
  const { data } = useSuspenseQuery(planningLocationsQuery(api));
  const { form, addressBook } = actor.getSnapshot().context;
  const answers = useSelector(actor, selectAnswers);
  const planType = useSelector(actor, selectPlanType);
  const caseStatus = useSelector(actor, selectCaseStatus) ?? 'PRE_PLAN';
  const locationId = useSelector(actor, selectLocationId);
  const subject = useSelector(actor, selectSubject, sameSubject);
  const incomplete = useSelector(actor, selectIncompleteSectionKeys);
  const submitting = useSelector(actor, selectIsSubmitting);
  const failed = useSelector(actor, selectSubmitFailed);
  const issues = useSelector(actor, selectSubmitIssues);
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'submit' }));
  const heading = useFocusHeading();
  const location = data.locations.find((item) => item.id === locationId);
  const scope = { caseStatus, answers };
  const missing = form.sections.filter((section) => incomplete.split(' ').includes(section.urlKey));
  const labelOf = (path: string) => {
    const id = path.replace(/^fields\./, '').split('.')[0];
    const field = form.sections.flatMap((section) => section.fields).find((candidate) => candidate.id === id);
    return field ? withPossessive(field.label, subject) : path;
  };

  return (
    <>
      <PageHead title={'Review your answers'} description={planningDescription(company.name)} />
      <StepProgress actor={actor} />
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        Review your answers
      </h1>
      <p className={styles.lead}>Take your time. You can change anything before you send it.</p>

      {failed && (
        <section className={styles.alert} aria-labelledby="submit-failed-title">
          <h2 id="submit-failed-title" className={styles.calloutTitle}>
            Your plan was not sent
          </h2>
          <p>Your answers are safe on this device. Please try sending again.</p>
          {issues.length > 0 && (
            <ul className={styles.linkList}>
              {issues.map((issue) => (
                <li key={`${issue.path}:${issue.message}`}>
                  {/* An issue of no field (a 429's "Please wait 20 minutes…") is a sentence of its own. */}
                  {issue.path ? `${labelOf(issue.path)}: ${issue.message}` : issue.message}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section className={styles.reviewSection} aria-labelledby="review-plan">
        <div className={styles.reviewHeader}>
          <h2 id="review-plan">Your plan</h2>
        </div>
        <dl className={styles.answers}>
          <dt className={styles.answerTerm}>Plan</dt>
          <dd className={styles.answerValue}>
            {planType ? planTypeText[planType].short : ''}{' '}
            <Link to="/plan-now">
              Change<span className={visuallyHidden}> the plan</span>
            </Link>
          </dd>
          <dt className={styles.answerTerm}>Location</dt>
          <dd className={styles.answerValue}>
            {location?.name}{' '}
            <Link to="/plan-now/locations">
              Change<span className={visuallyHidden}> the location</span>
            </Link>
          </dd>
        </dl>
      </section>

      {form.sections.map((section) => (
        <section key={section.urlKey} className={styles.reviewSection} aria-labelledby={`review-${section.urlKey}`}>
          <div className={styles.reviewHeader}>
            <h2 id={`review-${section.urlKey}`}>{section.name}</h2>
            <Link to="/plan-now/step/$urlKey" params={{ urlKey: section.urlKey }}>
              Edit<span className={visuallyHidden}> {section.name}</span>
            </Link>
          </div>
          <dl className={styles.answers}>
            {section.fields
              .filter((field) => isFieldVisible(field, scope))
              .map((field) => {
                const text = answerText(field, answers[field.id], addressBook, calendarDateText);
                return (
                  <div key={field.id} style={{ display: 'contents' }}>
                    <dt className={styles.answerTerm}>{withPossessive(field.label, subject)}</dt>
                    <dd className={`${styles.answerValue} ${text === undefined ? styles.notAnswered : ''}`}>
                      {text ?? 'Not answered'}
                    </dd>
                  </div>
                );
              })}
          </dl>
        </section>
      ))}

      {missing.length > 0 ? (
        <section className={styles.callout} aria-labelledby="review-missing">
          <h2 id="review-missing" className={styles.calloutTitle}>
            A few answers are still needed
          </h2>
          <ul className={styles.linkList}>
            {missing.map((section) => (
              <li key={section.urlKey}>
                <Link to="/plan-now/step/$urlKey" params={{ urlKey: section.urlKey }}>
                  Finish {section.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <div className={styles.actions}>
          <div className={styles.actionsEnd}>
            <button
              type="button"
              className={button({ tone: 'primary' })}
              aria-disabled={submitting || !canSubmit || undefined}
              onClick={() => actor.send({ type: 'submit' })}
            >
              {submitting ? 'Sending…' : `Send to ${company.name}`}
            </button>
          </div>
        </div>
      )}
      <p aria-live="polite" className={visuallyHidden}>
        {submitting ? 'Sending your plan…' : ''}
      </p>
    </>
  );
}
