import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { planTypes, type PlanType } from '#contract/planning.ts';
import { validationText } from '#contract/validation-messages.ts';
import { hasProgress } from '#machines/planning/planning.rules.ts';
import { selectPlanType, selectSection } from '#machines/planning/planning.selectors.ts';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { useSite } from '#src/lib/site/use-site.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { planningDescription } from './planning-description.ts';
import type { PlanningSession } from './planning-session.ts';
import { planTypeText } from './plan-type-text.ts';
import { useFocusHeading } from './use-focus-on-mount.ts';
import * as styles from './planning.css.ts';

/** Spec §1, §2 /plan-now: choose one of the three plan types, each with its message. */
export function PlanTypePage({ session }: { session: PlanningSession }) {
  const { actor } = session;
  const { company } = useSite();
  const current = useSelector(actor, selectPlanType);
  // A started plan can be continued; without a location yet, the machine asks for one first.
  const resumeKey = useSelector(actor, (s) => (s.context.planType !== null ? selectSection(s).urlKey : null));
  const canClear = useSelector(actor, (s) => s.can({ type: 'plan.clear' }) && hasProgress(s.context));
  const [chosen, setChosen] = useState<PlanType | null>(current);
  const [missing, setMissing] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const heading = useFocusHeading();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setMissing(true);
      document.getElementById(`plan-type-${planTypes[0]}`)?.focus();
      return;
    }
    actor.send({ type: 'planType.choose', planType: chosen });
  };

  const clear = () => {
    actor.send({ type: 'plan.clear' });
    setChosen(null);
    setConfirmClear(false);
    heading.current?.focus();
  };

  return (
    <>
      <PageHead title={'Plan Now'} description={planningDescription(company.name)} />
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        How can we help?
      </h1>
      <p className={styles.lead}>
        We&apos;ll take this one step at a time. Your answers are saved on this device as you go, so you can stop and
        come back whenever you need to.
      </p>

      {(resumeKey || canClear) && (
        <section className={styles.callout} aria-labelledby="plan-saved-title">
          <h2 id="plan-saved-title" className={styles.calloutTitle}>
            Welcome back
          </h2>
          <p>Your answers are saved on this device.</p>
          <div className={styles.actionsEnd} style={{ marginInlineStart: 0 }}>
            {resumeKey && (
              <Link to="/plan-now/step/$urlKey" params={{ urlKey: resumeKey }} className={button({ tone: 'primary' })}>
                Continue where you left off
              </Link>
            )}
            {canClear && !confirmClear && (
              <button type="button" className={button({ tone: 'secondary' })} onClick={() => setConfirmClear(true)}>
                Clear my answers
              </button>
            )}
          </div>
          {confirmClear && (
            <div role="group" aria-labelledby="plan-clear-question">
              <p id="plan-clear-question">Remove every answer from this device? This cannot be undone.</p>
              <div className={styles.actionsEnd} style={{ marginInlineStart: 0 }}>
                <button type="button" className={button({ tone: 'primary' })} onClick={clear}>
                  Yes, clear my answers
                </button>
                <button type="button" className={button({ tone: 'secondary' })} onClick={() => setConfirmClear(false)}>
                  No, keep them
                </button>
              </div>
            </div>
          )}
        </section>
      )}

      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Field
          id="plan-type"
          label="Who are you planning for?"
          group
          error={missing ? validationText.required : undefined}
        >
          {() => (
            <div className={styles.choices}>
              {planTypes.map((type) => (
                <div key={type} className={styles.choice}>
                  <input
                    id={`plan-type-${type}`}
                    className={styles.choiceInput}
                    type="radio"
                    name="planType"
                    value={type}
                    checked={chosen === type}
                    aria-describedby={`plan-type-${type}-message`}
                    onChange={() => {
                      setChosen(type);
                      setMissing(false);
                    }}
                  />
                  <label htmlFor={`plan-type-${type}`} className={styles.choiceLabel}>
                    {planTypeText[type].label}
                  </label>
                  <p id={`plan-type-${type}-message`} className={styles.choiceText}>
                    {planTypeText[type].message}
                  </p>
                </div>
              ))}
            </div>
          )}
        </Field>
        <div className={styles.actions}>
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
