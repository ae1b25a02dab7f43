import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useStore } from '@tanstack/react-form';
import { useSelector } from '@xstate/react';
import type { AnswerValue, PlanningSection } from '#contract/planning.ts';
import type { PossessiveSubject } from '#contract/planning-text.ts';
import { isFieldVisible, sectionSchema, type AnswerScope } from '#contract/planning-validation.ts';
import type { PlanningActorRef, PlanningContext } from '#machines/planning/planning.machine.ts';
import { isFirstSection, isLastSection, isPlanComplete, scopeOf } from '#machines/planning/planning.rules.ts';
import { button } from '#src/ui/button/button.css.ts';
import { visuallyHidden } from '#src/ui/layout/layout.css.ts';
import { answerKey, controlId } from './fields/field-ids.ts';
import { PlanningFieldControl } from './fields/PlanningFieldControl.tsx';
import { useSectionForm, type SectionValues } from './use-section-form.ts';
import * as styles from './planning.css.ts';
import { formHydrated } from '#src/ui/hydration/form-hydrated.ts';

/** What each control starts from: the saved answer, or empty (an address starts in the default country). */
function startingValues(section: PlanningSection, plan: PlanningContext): SectionValues {
  return Object.fromEntries(
    section.fields.map((field) => {
      const saved = plan.answers[field.id];
      if (field.type !== 'address') return [field.id, saved ?? ''];
      const address = typeof saved === 'object' && saved !== null ? saved : {};
      return [
        field.id,
        {
          line1: '',
          line2: '',
          city: '',
          region: '',
          postalCode: '',
          country: plan.addressBook.defaultCountry,
          ...address,
        },
      ];
    }),
  );
}

/** The control to focus: the first field (in form order) whose answer does not pass. */
function firstInvalidControl(section: PlanningSection, scope: AnswerScope): HTMLElement | null {
  const result = sectionSchema(section, scope).safeParse(scope.answers);
  const path = result.success ? undefined : result.error.issues[0]?.path;
  if (!path || path.length === 0) return null;
  const name = path.map(String).join('.');
  // A whole address missing names the address; its first part takes focus.
  return document.getElementById(controlId(name)) ?? document.getElementById(controlId(`${name}.line1`));
}

export interface SectionFormProps {
  actor: PlanningActorRef;
  section: PlanningSection;
  subject: PossessiveSubject;
}

/**
 * One section's fields in a TanStack form. Every change reaches the plan at once (and so this
 * browser's storage); fields are checked as they are left and on Next with the contract's rules,
 * and Next moves on only when the plan machine agrees the section is complete.
 */
export function SectionForm({ actor, section, subject }: SectionFormProps) {
  const first = useSelector(actor, (s) => isFirstSection(s.context));
  const last = useSelector(actor, (s) => isLastSection(s.context));
  const complete = useSelector(actor, (s) => isPlanComplete(s.context));
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback(
    (text: string) => setAnnouncement((previous) => (previous === text ? `${text} ` : text)),
    [],
  );

  const defaults = useMemo(() => startingValues(section, actor.getSnapshot().context), [actor, section]);
  const form = useSectionForm(
    defaults,
    (answers: Record<string, AnswerValue>) => actor.send({ type: 'answers.change', answers }),
    answerKey,
  );
  const values = useStore(form.store, (state) => state.values);
  const scopeWith = useCallback(
    (current: Record<string, unknown>): AnswerScope => {
      const plan = scopeOf(actor.getSnapshot().context);
      return { ...plan, answers: { ...plan.answers, ...current } };
    },
    [actor],
  );
  const visible = section.fields.filter((field) => isFieldVisible(field, scopeWith(values)));
  // What every control of the section shares; each adds its own field's definition.
  const controlProps = { form, subject, scopeOf: scopeWith, announce };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Shows every field's message; the machine, with the same rules, decides whether to move on.
    void form.handleSubmit();
    const move = last ? ({ type: 'review.open' } as const) : ({ type: 'section.next' } as const);
    if (actor.getSnapshot().can(move)) {
      actor.send(move);
      return;
    }
    const scope = scopeOf(actor.getSnapshot().context);
    announce('Some answers need attention before you go on.');
    // After React has shown the messages, so the field is read with its error.
    requestAnimationFrame(() => firstInvalidControl(section, scope)?.focus());
  };

  return (
    <form ref={formHydrated} className={styles.form} onSubmit={onSubmit} noValidate aria-label={section.name}>
      {visible.map((field) => (
        <PlanningFieldControl key={field.id} {...controlProps} definition={field} />
      ))}
      <p aria-live="polite" className={visuallyHidden}>
        {announcement}
      </p>
      <div className={styles.actions}>
        {first ? (
          <Link to="/plan-now/locations" className={button({ tone: 'secondary' })}>
            Back
          </Link>
        ) : (
          <button
            type="button"
            className={button({ tone: 'secondary' })}
            onClick={() => actor.send({ type: 'section.previous' })}
          >
            Back
          </button>
        )}
        <div className={styles.actionsEnd}>
          {complete && !last && (
            <Link to="/plan-now/review" className={button({ tone: 'secondary' })}>
              Go to review
            </Link>
          )}
          <button type="submit" className={button({ tone: 'primary' })}>
            {last ? 'Review my answers' : 'Next'}
          </button>
        </div>
      </div>
    </form>
  );
}
