import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { hasProgress } from '#machines/planning/planning.rules.ts';
import { selectSection } from '#machines/planning/planning.selectors.ts';
import { button } from '#src/ui/button/button.css.ts';
import type { PlanningSession } from './planning-session.ts';
import * as styles from './planning.css.ts';

export interface SavedPlanCalloutProps {
  session: PlanningSession;
  /** The answers were cleared: the screen forgets its choice and moves focus back to its heading. */
  onCleared: () => void;
}

/**
 * The plan-type screen's "Welcome back": a started plan can be continued (without a location yet,
 * the machine asks for one first), and answers can be cleared. Part of the wizard's heavy half
 * (planning-runtime.ts), since it reads the machine.
 */
export function SavedPlanCallout({ session, onCleared }: SavedPlanCalloutProps) {
  const { actor } = session;
  const resumeKey = useSelector(actor, (s) => (s.context.planType !== null ? selectSection(s).urlKey : null));
  const canClear = useSelector(actor, (s) => s.can({ type: 'plan.clear' }) && hasProgress(s.context));
  const [confirmClear, setConfirmClear] = useState(false);
  if (!resumeKey && !canClear) return null;

  const clear = () => {
    actor.send({ type: 'plan.clear' });
    setConfirmClear(false);
    onCleared();
  };

  return (
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
  );
}
