import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { planTypes, type PlanType } from '#contract/plan-types.ts';
import { validationText } from '#contract/validation-messages.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { SubmitButton } from '#src/lib/forms/SubmitButton.tsx';
import { useSite } from '#src/lib/site/use-site.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { planningDescription } from './planning-description.ts';
import type { PlanningHandle } from './planning-handle.ts';
import { planTypeText } from './plan-type-text.ts';
import { useFocusHeading } from './use-focus-on-mount.ts';
import * as styles from './planning.css.ts';
import { formHydrated } from '#src/ui/hydration/form-hydrated.ts';

/**
 * Spec §1, §2 /plan-now: choose one of the three plan types, each with its message. The wizard's
 * first screen paints without the wizard's code (no xstate, zod or form, decision 0031): that loads
 * when the visitor turns to the form, and a choice made before it arrives is handed to the machine then.
 */
const noWizard = () => undefined;

export function PlanTypePage({ planning }: { planning: PlanningHandle }) {
  const { company } = useSite();
  // The server renders this screen without the wizard (decision 0091), and the browser hydrates it
  // so; a plan kept in this browser shows the moment after ("Welcome back").
  const runtime = useSyncExternalStore(planning.subscribe, planning.current, noWizard);
  // Coming back to this screen (Back, "Change the plan", a kept plan), the plan's type is chosen
  // already: the machine's, until the visitor picks one here.
  const [picked, setChosen] = useState<PlanType | null | undefined>(undefined);
  const chosen = picked === undefined ? (runtime?.session.actor.getSnapshot().context.planType ?? null) : picked;
  const [missing, setMissing] = useState(false);
  // The wizard could not load when it was needed: the route's error page says so.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const heading = useFocusHeading();

  // The wizard loads when the visitor first reaches for the form (a pointer over it, a touch, Tab into
  // it): a choice comes before Continue, so it has that long to arrive, and the first paint and the
  // reading of the screen do not share the main thread with it. Asked once: if it fails, Continue
  // asks again and shows the error.
  const asked = useRef(false);
  const loadWizard = () => {
    if (asked.current) return;
    asked.current = true;
    planning.load().catch(() => {});
  };
  if (failure) throw failure.error;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setMissing(true);
      document.getElementById(`plan-type-${planTypes[0]}`)?.focus();
      return;
    }
    planning.send({ type: 'planType.choose', planType: chosen }).catch((error: unknown) => setFailure({ error }));
  };

  const onCleared = () => {
    setChosen(null);
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

      {runtime && <runtime.SavedPlan session={runtime.session} onCleared={onCleared} />}

      {/* The wizard's first step is the page's whole purpose: the app loads right after the first paint,
          not at the visitor's first touch (src/boot/hydrate-when-wanted.ts, decision 0097). */}
      <form
        ref={formHydrated}
        data-hydrate="at-once"
        className={styles.form}
        onSubmit={onSubmit}
        onPointerOver={loadWizard}
        onPointerDown={loadWizard}
        onFocus={loadWizard}
        noValidate
      >
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
            <SubmitButton className={button({ tone: 'primary' })}>Continue</SubmitButton>
          </div>
        </div>
      </form>
    </>
  );
}
