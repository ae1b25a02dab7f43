import { useSelector } from '@xstate/react';
import { withPossessive } from '#contract/planning-text.ts';
import { sameSubject, selectHeading, selectSection, selectSubject } from '#machines/planning/planning.selectors.ts';
import { useSite } from '#src/lib/site/use-site.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { planningDescription } from './planning-description.ts';
import type { PlanningSession } from './planning-session.ts';
import { SectionForm } from './SectionForm.tsx';
import { StepProgress } from './StepProgress.tsx';
import { useFocusHeading } from './use-focus-on-mount.ts';
import * as styles from './planning.css.ts';

/** Spec §2 /plan-now/step/{urlKey}: one section, with the spec's heading and its fields. */
export function SectionPage({ session }: { session: PlanningSession }) {
  const { actor } = session;
  const { company } = useSite();
  const section = useSelector(actor, selectSection);
  const heading = useSelector(actor, selectHeading);
  const subject = useSelector(actor, selectSubject, sameSubject);
  // A new step: its heading takes focus, so everyone starts reading from the top.
  const headingRef = useFocusHeading(section.urlKey);

  return (
    <>
      <PageHead title={section.name} description={planningDescription(company.name)} />
      <StepProgress actor={actor} />
      {heading !== section.name && <p className={styles.muted}>{section.name}</p>}
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading}
      </h1>
      {section.description && <p className={styles.lead}>{withPossessive(section.description, subject)}</p>}
      <SectionForm key={section.urlKey} actor={actor} section={section} subject={subject} />
    </>
  );
}
