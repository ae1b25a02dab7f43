import { publicationMessages } from '#contract/obituary-publication.ts';
import {
  staffPublicationActions,
  type StaffObituary,
  type StaffPublicationAction,
} from '#contract/staff-obituaries.ts';
import { button } from '#src/ui/button/button.css.ts';
import { stepLabels, stepOrder } from './obituary-text.ts';
import * as styles from './obituaries.css.ts';

export interface PublicationStepsProps {
  view: StaffObituary;
  /** Unsaved changes in the form: the steps act on the saved obituary, so they wait. */
  dirty: boolean;
  busy: boolean;
  onStep: (action: StaffPublicationAction) => void;
}

/**
 * The steps of the obituary's life (decision 0063) as the server's `actions` say them: a step the
 * state can never take now is not offered; one the state could take is a button, disabled with the
 * reason beside it (what is missing, or the role's refusal) when it cannot be taken yet.
 */
export function PublicationSteps({ view, dirty, busy, onStep }: PublicationStepsProps) {
  const offered = stepOrder.filter(
    (action) => view.actions[action].reason !== publicationMessages.notNow(staffPublicationActions[action], view.state),
  );
  return (
    <div className={styles.stack}>
      {dirty && <p className={styles.reason}>Save your changes first: these steps act on the saved obituary.</p>}
      <ul className={styles.list} aria-label="Steps">
        {offered.map((action) => {
          const { allowed, reason } = view.actions[action];
          const reasonId = `step-${action}-reason`;
          return (
            <li key={action} className={styles.step}>
              <div>
                <button
                  type="button"
                  className={button({ tone: action === 'publish' ? 'primary' : 'secondary' })}
                  disabled={!allowed || dirty || busy}
                  aria-describedby={reason ? reasonId : undefined}
                  onClick={() => onStep(action)}
                >
                  {stepLabels[action]}
                </button>
              </div>
              {reason && (
                <p id={reasonId} className={styles.reason}>
                  {/[.!?]$/.test(reason) ? reason : `${reason}.`}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
