import { useSelector } from '@xstate/react';
import type { PlanningActorRef } from '#machines/planning/planning.machine.ts';
import { selectProgress, selectScreen } from '#machines/planning/planning.selectors.ts';
import { Progress } from '#src/ui/progress/Progress.tsx';
import * as styles from './planning.css.ts';

/** Where the visitor is: "Step 2 of 7", a bar, and (from small screens up) the steps by name. */
export function StepProgress({ actor }: { actor: PlanningActorRef }) {
  const step = useSelector(actor, (s) => selectProgress(s).step);
  const total = useSelector(actor, (s) => selectProgress(s).total);
  const onReview = useSelector(actor, (s) => selectScreen(s) === 'review');
  const sections = actor.getSnapshot().context.form.sections;
  const names = [...sections.map((section) => section.name), 'Review'];
  return (
    <div className={styles.progress}>
      <p className={styles.progressText}>
        Step {step} of {total}
      </p>
      <Progress label={`Step ${step} of ${total}`} value={step} max={total} />
      <ol className={styles.stepList} aria-label="Steps">
        {names.map((name, index) => (
          <li
            key={name}
            className={styles.stepItem}
            aria-current={index === step - 1 && (onReview || index < sections.length) ? 'step' : undefined}
          >
            {name}
          </li>
        ))}
      </ol>
    </div>
  );
}
